import Authorization
package import ContactModel
import ContactsPrompt
import Foundation

/// The browser's writes: the content shown, the seam it writes through, and the undo history.
/// `write` and `undo` run a change through `ContactEditing`, put the result into the list (sorted
/// again, the changed contact selected) and say what happened on the status line; a refusal is
/// shown on the form or the status line, and a conflict asks for a reload. No terminal: the
/// tests drive it with an in-memory seam.
package struct BrowserChanges: Sendable {
  /// What the browser shows now.
  package private(set) var content: BrowserContent
  /// Where changes are written.
  package let editing: ContactEditing
  /// The changes made since the browser opened, newest last.
  package private(set) var history: EditHistory

  /// Changes over `content`, written through `editing`, continuing `history`.
  package init(content: BrowserContent, editing: ContactEditing, history: EditHistory = EditHistory()) {
    self.content = content
    self.editing = editing
    self.history = history
  }

  /// Writes a change the user made, records how to undo it, and shows the result.
  package mutating func write(_ change: ContactChange, before: Contact?, state: inout BrowserState) -> BrowserOutcome? {
    var change = change
    if case .add(var contact) = change, contact.identifier.isEmpty {
      contact.identifier = UUID().uuidString
      change = .add(contact)
    }
    let name = content.directory.formatter.string(from: change.contact)
    let stored: Contact?
    do {
      stored = try editing.apply(change)
    } catch {
      return refused(error, about: change.contact, state: &state)
    }
    history.record(change, before: before, stored: stored, name: name)
    let verb =
      switch change {
      case .add: "Added"
      case .update: "Saved"
      case .delete: "Deleted"
      }
    show(change, stored: stored, message: "\(verb) \(name)", state: &state)
    return nil
  }

  /// Undoes the newest change of the history.
  package mutating func undo(state: inout BrowserState) -> BrowserOutcome? {
    guard let entry = history.last else {
      state.show(message: "Nothing to undo")
      return nil
    }
    let stored: Contact?
    do {
      stored = try editing.apply(entry.inverse)
    } catch {
      return refused(error, about: entry.inverse.contact, state: &state)
    }
    history.removeLast()
    if let stored { history.stored(stored) }
    show(entry.inverse, stored: stored, message: "Undid \(entry.description)", state: &state)
    return nil
  }

  /// Puts a written change into the list (a new directory, sorted again) and selects it.
  private mutating func show(_ change: ContactChange, stored: Contact?, message: String, state: inout BrowserState) {
    var contacts = content.directory.contacts
    let identifier = change.contact.identifier
    switch change {
    case .add: contacts.append(stored ?? change.contact)
    case .update:
      if let index = contacts.firstIndex(where: { $0.identifier == identifier }) {
        contacts[index] = stored ?? change.contact
      }
    case .delete: contacts.removeAll { $0.identifier == identifier }
    }
    let directory = ContactDirectory(
      contacts: contacts, sortOrder: content.directory.sortOrder,
      displayOrder: content.directory.formatter.order)
    // After a delete, the selection stays where the contact was: on its neighbour.
    let neighbour: String? = {
      guard case .delete = change,
        let old = content.directory.contacts.firstIndex(where: { $0.identifier == identifier })
      else { return identifier }
      let after = content.directory.contacts.indices.contains(old + 1) ? old + 1 : old - 1
      return content.directory.contacts.indices.contains(after) ? content.directory.contacts[after].identifier : nil
    }()
    content = content.replacing(directory)
    state.replaceContent(content, selecting: neighbour)
    state.show(message: message)
  }

  /// A write the seam refused: on the form when one is open, else on the status line; a conflict
  /// ends the screen so `Browse` reads the contacts again and shows the current card.
  private func refused(_ contactsError: ContactsError, about contact: Contact, state: inout BrowserState)
    -> BrowserOutcome?
  {
    if editing.isConflict(contactsError) {
      return .reload(selecting: contact.identifier, message: contactsError.message)
    }
    if state.form != nil {
      state.refuseSave(contactsError.message)
    } else {
      state.show(message: contactsError.message)
    }
    return nil
  }
}
