import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import VCard

/// The app's writes: each change one save request, executed by the store under its grant check
/// (`ContactStore.execute`). The browser's form (`editing`), `E`, `edit` and `add-email`
/// (`saver`) and the merge view (`merge`) are given these; nothing in the app writes a contact
/// any other way.
///
/// Every write is checked by the store against the card as it was read (its fingerprint, under
/// the source's lock); a conflict writes nothing. What the user typed is then kept
/// (`KeptEdits`) and the refusal says where: the form's contact, `E`'s and `edit`'s text, the
/// contact `add-email` would have added.
struct StoreWrites: Sendable {
  /// The store written to.
  let store: ContactStore
  /// Where a refused change is kept.
  var kept: KeptEdits?

  /// Writes to `store`, keeping refused changes in `kept`.
  init(store: ContactStore, kept: KeptEdits? = nil) {
    self.store = store
    self.kept = kept
  }

  /// The browser form's seam. Each write answers with the contact as the store now has it (its
  /// new fingerprint), so the next edit of it, or an undo, is checked against the right card.
  var editing: ContactEditing {
    let writes = self
    return ContactEditing(
      add: { contact throws(ContactsError) in
        let added =
          try writes.keeping(KeptEdits.card(of: contact), of: contact) { $0.add(contact) }.added.first ?? contact
        return writes.stored(added)
      },
      update: { contact throws(ContactsError) in
        let updated =
          try writes.keeping(KeptEdits.card(of: contact), of: contact) { $0.update(contact) }.updated.first ?? contact
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
      case .add(let contact): _ = try writes.keeping(KeptEdits.card(of: contact), of: contact) { $0.add(contact) }
      case .update(let original, var updated):
        updated.identifier = original.identifier
        updated.fingerprint = original.fingerprint
        // The text as the user saved it is the updated contact's card.
        let text = updated.originalCard.isEmpty ? KeptEdits.card(of: updated) : updated.originalCard.bytes
        _ = try writes.keeping(text, of: updated, always: true) { $0.update(updated) }
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

  /// Executes the request `build` makes; on a conflict (on any failure when `always`: the
  /// editor's text, which is nowhere else once the editor closed), keeps `bytes` (what the user
  /// typed for `contact`) and throws the error with where they are.
  private func keeping(
    _ bytes: [UInt8], of contact: Contact, always: Bool = false, _ build: (inout SaveRequest) -> Void
  ) throws(ContactsError) -> SaveResult {
    do {
      return try execute(build)
    } catch  where always || error.code == .saveConflict {
      guard let kept else { throw error }
      let name = ContactFormatter().string(from: contact)
      guard let path = kept.keep(bytes, name: name.isEmpty ? contact.identifier : name) else {
        throw ContactsError(error.code, message: error.message + " Your change could not be kept in \(kept.folder).")
      }
      throw ContactsError(error.code, message: error.message + " Your change was kept in \(path).")
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
