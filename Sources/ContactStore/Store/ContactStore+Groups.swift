public import ContactModel

extension ContactStore {
  /// The groups of the contacts the app may read (under limited access, only the shared
  /// contacts' groups), sorted by folded name, as `CNContactStore.groups(matching:)`; all when
  /// `predicate` is nil. A read like any other: without a grant it throws what a contact read
  /// throws, before a source is opened. Logged as a read of every
  /// accessible contact, whose groups these are.
  public func groups(matching predicate: ContactGroupPredicate?) throws(ContactsError) -> [ContactGroup] {
    let contacts = try accessibleContacts()
    try logRead(count: contacts.count)
    let groups = ContactGroup.groups(of: contacts)
    guard let predicate else { return groups }
    return groups.filter(predicate.evaluate)
  }
}
