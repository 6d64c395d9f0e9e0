import Authorization
import ContactModel
import ContactSearch
import ContactsTesting
import Testing

@testable import ContactStore

@Suite("Limited access, end to end through the store")
struct LimitedAccessStoreTests {
  static let app = AppManifest(bundleIdentifier: "com.example.Limited", contactsUsageDescription: "To pick.")

  static func person(_ id: String, _ given: String, _ family: String) -> Contact {
    var contact = Contact(identifier: id)
    contact.givenName = given
    contact.familyName = family
    return contact
  }

  @Test("search over what a limited app may read finds only shared contacts")
  func searchSeesOnlyShared() throws {
    let store = InMemoryPermissionStore()
    try store.save(.limited, reason: .userConsent, for: Self.app.bundleIdentifier, sharedIdentifiers: ["1"])
    let center = AuthorizationCenter(manifest: Self.app, store: store, restrictions: .none)
    let people = [Self.person("1", "José", "Álvarez"), Self.person("2", "José", "Brontë")]
    let contacts = try ContactStore(center: center, sources: [InMemoryContactSource(contacts: people)]).allContacts()
    let found = SearchIndex(contacts).search("jose").map { contacts[$0].identifier }
    #expect(found == ["1"])
  }

  @Test("a contact added to the source after the selection stays hidden")
  func laterContactsStayHidden() throws {
    let store = InMemoryPermissionStore()
    try store.save(.limited, reason: .userConsent, for: Self.app.bundleIdentifier, sharedIdentifiers: ["1", "2"])
    let center = AuthorizationCenter(manifest: Self.app, store: store, restrictions: .none)
    let before = [Self.person("1", "Ada", "Lovelace"), Self.person("2", "Grace", "Hopper")]
    let after = before + [Self.person("3", "Alan", "Turing")]
    let reader = ContactStore(center: center, sources: [InMemoryContactSource(contacts: after)])
    #expect(try reader.allContacts().map(\.identifier) == ["1", "2"])
    #expect(try reader.unifiedContacts(matching: .matchingName("alan"), keysToFetch: []).isEmpty)
  }
}
