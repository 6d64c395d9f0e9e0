package import ContactModel

/// One change to the address book that a command or the browser asks the store to save: the
/// seam between the app's editing flows and the store's save request (`SaveRequest`,
/// `ContactStore.execute`), which the command wires up.
package enum SaveChange: Equatable, Sendable {
  /// A new contact.
  case add(Contact)
  /// A changed contact: `original` as it was read (its `originalCard` is what the write keeps
  /// whole), `updated` as it is to be written.
  case update(original: Contact, updated: Contact)
  /// A contact to remove.
  case delete(Contact)
}

/// Saves one change through the store, under its authorization check, and throws what the store
/// throws (denied, restricted, a conflict, a read-only source): the seam the lead connects to
/// the store's save request (`ContactSaver { change in try store.execute(…) }`).
package struct ContactSaver {
  /// The save.
  package var save: (SaveChange) throws(ContactsError) -> Void

  /// A saver that calls `save`.
  package init(_ save: @escaping (SaveChange) throws(ContactsError) -> Void) {
    self.save = save
  }

  /// Saves `change`.
  package func callAsFunction(_ change: SaveChange) throws(ContactsError) {
    try save(change)
  }
}
