package import ContactModel

/// The one seam the browser writes contacts through: add, update and delete, each taking the
/// contact and giving back the contact as stored (its new fingerprint and card), or throwing the
/// store's error (no access, a read-only source, a conflict with a card changed on disk).
///
/// The browser never writes by itself: `Browse` gives it a `ContactEditing` made over the store's
/// save request (one request per change, under the store's grant check), and the tests give it
/// `inMemory`. A write the seam refuses changes nothing; the browser shows its message.
package struct ContactEditing: Sendable {
  /// Adds a new contact; returns it as stored.
  package var add: @Sendable (Contact) throws(ContactsError) -> Contact
  /// Replaces a contact (found by its identifier, checked against its fingerprint); returns it as
  /// stored.
  package var update: @Sendable (Contact) throws(ContactsError) -> Contact
  /// Deletes a contact (found by its identifier, checked against its fingerprint).
  package var delete: @Sendable (Contact) throws(ContactsError) -> Void
  /// Whether an error says the card changed on disk since it was read: the browser then reloads
  /// the contacts and shows the current card.
  package var isConflict: @Sendable (ContactsError) -> Bool

  /// A seam from its three operations and its test for a conflict.
  package init(
    add: @escaping @Sendable (Contact) throws(ContactsError) -> Contact,
    update: @escaping @Sendable (Contact) throws(ContactsError) -> Contact,
    delete: @escaping @Sendable (Contact) throws(ContactsError) -> Void,
    isConflict: @escaping @Sendable (ContactsError) -> Bool = { _ in false }
  ) {
    self.add = add
    self.update = update
    self.delete = delete
    self.isConflict = isConflict
  }

  /// The message of a write that cannot be made yet: the store has no save request.
  package static let unavailableMessage = "Editing is not available: this build of contacts-tui can only read."

  /// What the browser has until it is given a real seam: every write refused, nothing changed.
  package static let unavailable = ContactEditing(
    add: { _ throws(ContactsError) in throw ContactsError(.dataAccessError, message: unavailableMessage) },
    update: { _ throws(ContactsError) in throw ContactsError(.dataAccessError, message: unavailableMessage) },
    delete: { _ throws(ContactsError) in throw ContactsError(.dataAccessError, message: unavailableMessage) })

  /// Runs `change` through the seam; returns the contact as stored (nil after a delete).
  package func apply(_ change: ContactChange) throws(ContactsError) -> Contact? {
    switch change {
    case .add(let contact): return try add(contact)
    case .update(let contact): return try update(contact)
    case .delete(let contact):
      try delete(contact)
      return nil
    }
  }
}

/// One write through `ContactEditing`.
package enum ContactChange: Equatable, Sendable {
  /// Add this new contact.
  case add(Contact)
  /// Replace the stored contact of the same identifier with this one.
  case update(Contact)
  /// Delete this contact.
  case delete(Contact)

  /// The contact it writes.
  package var contact: Contact {
    switch self {
    case .add(let contact), .update(let contact), .delete(let contact): contact
    }
  }
}
