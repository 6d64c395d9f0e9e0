/// Which generation of Apple's API the flow goes through (`--api`); the prompt's title bar
/// names it.
package enum APIGeneration: String, Sendable, CaseIterable {
  /// Contacts.framework: `CNContactStore.requestAccess(for:completionHandler:)`.
  case contacts
  /// The pre-iOS 9 AddressBook functions.
  case addressbook
}
