import Authorization
import ContactModel
import ContactStore
import VCard

/// The app's writes: each change one save request, executed by the store under its grant check
/// (`ContactStore.execute`). The browser's form (`editing`), `E`, `edit` and `add-email`
/// (`saver`) and the merge view (`merge`) are given these; nothing in the app writes a contact
/// any other way.
struct StoreWrites: Sendable {
  /// The store written to.
  let store: ContactStore

  /// The browser form's seam. Each write answers with the contact as the store now has it (its
  /// new fingerprint), so the next edit of it, or an undo, is checked against the right card.
  var editing: ContactEditing {
    let writes = self
    return ContactEditing(
      add: { contact throws(ContactsError) in
        let added = try writes.execute { $0.add(contact) }.added.first ?? contact
        return writes.stored(added)
      },
      update: { contact throws(ContactsError) in
        let updated = try writes.execute { $0.update(contact) }.updated.first ?? contact
        return writes.stored(updated)
      },
      delete: { contact throws(ContactsError) in _ = try writes.execute { $0.delete(contact) } },
      isConflict: { $0.code == .saveConflict })
  }

  /// The seam of `E`, `edit` and `add-email`. An update writes the card as the user saved it, in
  /// the place of the card that was opened (checked against that card's fingerprint).
  var saver: ContactSaver {
    let writes = self
    return ContactSaver { change throws(ContactsError) in
      switch change {
      case .add(let contact): _ = try writes.execute { $0.add(contact) }
      case .update(let original, var updated):
        updated.identifier = original.identifier
        updated.fingerprint = original.fingerprint
        _ = try writes.execute { $0.update(updated) }
      case .delete(let contact): _ = try writes.execute { $0.delete(contact) }
      }
    }
  }

  /// Writes a confirmed merge as one save request: the survivor (from its merged card, in the
  /// first card's place) and the deletion of the others, all or nothing. `contacts` are the cards
  /// the merge was made of, as read, so each deletion is checked against the card that was shown.
  func merge(_ result: ContactMerge.Result, of contacts: [Contact]) throws(ContactsAppError) {
    let gone = Set(result.deleted)
    try ContactsAppError.wrap { () throws(ContactsError) in
      _ = try execute { request in
        request.update(result.survivor)
        for contact in contacts where gone.contains(contact.identifier) { request.delete(contact) }
      }
    }
  }

  /// Executes the request `build` makes.
  private func execute(_ build: (inout SaveRequest) -> Void) throws(ContactsError) -> SaveResult {
    var request = SaveRequest()
    build(&request)
    return try store.execute(request)
  }

  /// `contact` as the store now has it; as given when it cannot be read back (the save is done).
  private func stored(_ contact: Contact) -> Contact {
    (try? store.unifiedContact(withIdentifier: contact.identifier, keysToFetch: ContactKey.allCases)) ?? contact
  }
}
