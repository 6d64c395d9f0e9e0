package import ContactModel

/// The browser's undo stack: for each change made since the browser opened, the change that
/// undoes it, newest last. Plain data; the browser runs the inverse through `ContactEditing`.
///
/// Undoing an add deletes the contact, undoing a delete adds it back (the whole contact, with
/// the card it was read from), undoing an edit writes the fields as they were. Every inverse
/// names the contact as last stored: after each write, `stored(_:)` moves the entries of that
/// contact onto its new fingerprint and card, so an older entry does not look like a conflict.
package struct EditHistory: Equatable, Sendable {
  /// One change that can be undone.
  package struct Entry: Equatable, Sendable {
    /// The write that undoes it.
    package var inverse: ContactChange
    /// What was done, for "Undid …": "adding Jane Doe".
    package var description: String
  }

  /// The entries, oldest first.
  package private(set) var entries: [Entry] = []

  /// An empty history.
  package init() {}

  /// Whether there is nothing to undo.
  package var isEmpty: Bool { entries.isEmpty }

  /// The entry `u` undoes next.
  package var last: Entry? { entries.last }

  /// Records a change made by the user: `change` was written, `before` is the contact it
  /// replaced or deleted, `stored` what the seam returned, `name` how the contact is called.
  package mutating func record(_ change: ContactChange, before: Contact?, stored: Contact?, name: String) {
    switch change {
    case .add(let added):
      entries.append(Entry(inverse: .delete(stored ?? added), description: "adding \(name)"))
    case .update(let edited):
      let previous = (before ?? edited).rebased(onto: stored ?? edited)
      entries.append(Entry(inverse: .update(previous), description: "editing \(name)"))
    case .delete(let deleted):
      entries.append(Entry(inverse: .add(before ?? deleted), description: "deleting \(name)"))
    }
    if let stored { self.stored(stored) }
  }

  /// Removes the newest entry once its inverse was written.
  package mutating func removeLast() {
    if !entries.isEmpty { entries.removeLast() }
  }

  /// Moves every entry about `contact` (same identifier) onto it as now stored.
  package mutating func stored(_ contact: Contact) {
    for index in entries.indices {
      switch entries[index].inverse {
      case .delete(let old) where old.identifier == contact.identifier:
        entries[index].inverse = .delete(contact)
      case .update(let old) where old.identifier == contact.identifier:
        entries[index].inverse = .update(old.rebased(onto: contact))
      default: break
      }
    }
  }
}

extension Contact {
  /// These fields on `stored`'s identity: its identifier, fingerprint and card, so a write of
  /// them is checked against, and spliced into, the card as it is now.
  package func rebased(onto stored: Contact) -> Contact {
    var contact = self
    contact.identifier = stored.identifier
    contact.fingerprint = stored.fingerprint
    contact.originalCard = stored.originalCard
    return contact
  }
}
