import Authorization
import ContactStore

extension ContactDirectory {
  /// Reads every source straight through, as the system's picker does, and sorts the result.
  /// A source that cannot be read is passed over, as the app's own reads pass it over (with a
  /// warning there); only when no source can be read is the load a failure.
  static func load(
    from sources: [any ContactSource], sort: SortChoice, display: DisplayChoice
  ) -> Result<ContactDirectory, ContactsAppError> {
    var contacts: [Contact] = []
    var firstFailure: ContactsError?
    var failures = 0
    for source in sources {
      do {
        contacts += try source.load().contacts
      } catch {
        firstFailure = firstFailure ?? error
        failures += 1
      }
    }
    if let firstFailure, failures == sources.count { return .failure(ContactsAppError(firstFailure)) }
    return .success(
      ContactDirectory(
        contacts: contacts, sortOrder: sort.sortOrder,
        displayOrder: display.displayOrder))
  }
}
