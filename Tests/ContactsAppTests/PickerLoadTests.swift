import Authorization
import ContactModel
import ContactStore
import ContactsScreens
import ContactsTesting
import Foundation
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("The picker's load: an unreadable source is passed over")
struct PickerLoadTests {
  /// A source that cannot be read at all.
  struct Unreadable: ContactSource {
    var name: String { "/nowhere/unreadable.vcf" }
    func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
      throw ContactsError(.dataAccessError, message: "Cannot read contacts from \(name): Permission denied.")
    }
  }

  @Test("one unreadable source beside a readable one: the readable one's contacts are offered")
  func oneUnreadable() throws {
    let good = InMemoryContactSource(contacts: [BrowserFixture.person("Gwen", "Good")])
    let result = ContactDirectory.load(from: [Unreadable(), good], sort: .family, display: .givenFirst)
    let directory = try result.get()
    #expect(directory.contacts.map(\.givenName) == ["Gwen"])
  }

  @Test("no readable source: the load fails with the first source's error")
  func noneReadable() {
    let result = ContactDirectory.load(from: [Unreadable(), Unreadable()], sort: .family, display: .givenFirst)
    guard case .failure(let error) = result else {
      Issue.record("an address book that could not be read loaded")
      return
    }
    #expect(String(describing: error).contains("/nowhere/unreadable.vcf"))
  }
}
