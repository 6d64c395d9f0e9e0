import Authorization
package import ContactModel
package import ContactStore

extension ContactDirectory {
  /// Reads every source straight through, as the system's picker does, and sorts the result.
  /// Identifiers are made unique as the store makes them, so a pick names the card picked. A
  /// source that cannot be read is passed over, as the app's own reads pass it over (with a
  /// warning there); only when no source can be read is the load a failure.
  package static func load(
    from sources: [any ContactSource], sortOrder: ContactSortOrder, displayOrder: ContactDisplayOrder
  ) -> Result<ContactDirectory, ContactsAppError> {
    let contacts: [Contact]
    do {
      contacts = try ContactSources.load(sources).contacts
    } catch {
      return .failure(ContactsAppError(error))
    }
    return .success(ContactDirectory(contacts: contacts, sortOrder: sortOrder, displayOrder: displayOrder))
  }
}
