import ContactStore

extension ContactDirectory {
  /// Reads every source straight through, as the system's picker does, and sorts the result.
  static func load(
    from sources: [any ContactSource], sort: SortChoice, display: DisplayChoice
  ) -> Result<ContactDirectory, ContactsAppError> {
    var contacts: [Contact] = []
    for source in sources {
      do {
        contacts += try source.load().contacts
      } catch {
        return .failure(ContactsAppError(error))
      }
    }
    return .success(
      ContactDirectory(
        contacts: contacts, sortOrder: sort.sortOrder,
        displayOrder: display.displayOrder))
  }
}
