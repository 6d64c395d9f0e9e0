import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Foundation
import Testing

@testable import Contacts

@Suite("CNSaveRequest and CNContactStore.execute, as an iOS app writes them")
@MainActor
struct CNSaveRequestTests {
  static let allKeys: [any CNKeyDescriptor] = [CNContactVCardSerialization.descriptorForRequiredKeys()]

  @Test("add, update, delete and group membership in one request")
  func saves() throws {
    let fixture = try ContactsFixture(.allowed)
    let store = fixture.store()
    let new = CNMutableContact()
    new.givenName = "Alan"
    new.familyName = "Turing"
    let ada = try store.unifiedContact(withIdentifier: "1", keysToFetch: Self.allKeys).mutableCopy()
    ada.note = "first programmer"
    let grace = try store.unifiedContact(withIdentifier: "3", keysToFetch: Self.allKeys).mutableCopy()
    let request = CNSaveRequest()
    request.add(new, toContainerWithIdentifier: nil)
    request.update(ada)
    request.delete(grace)
    try store.execute(request)
    let source = try #require(fixture.context.sources.first as? InMemoryContactSource)
    #expect(source.contacts.map(\.givenName) == ["Ada", "José", "Alan"])
    #expect(source.contacts[0].note == "first programmer")
  }

  @Test("a partially fetched contact is refused, and nothing is written")
  func partial() throws {
    let fixture = try ContactsFixture(.allowed)
    let store = fixture.store()
    let ada = try store.unifiedContact(withIdentifier: "1", keysToFetch: [CNContactGivenNameKey]).mutableCopy()
    let request = CNSaveRequest()
    request.update(ada)
    #expect(throws: CNError.self) { try store.execute(request) }
  }

  @Test("without a grant execute throws the read's CNError")
  func denied() throws {
    let store = try ContactsFixture(.denied).store()
    let request = CNSaveRequest()
    request.add(CNMutableContact(), toContainerWithIdentifier: nil)
    let error = #expect(throws: CNError.self) { try store.execute(request) }
    #expect(error?.code == .authorizationDenied)
  }

  @Test("the containers are the sources, and the default is the first writable one")
  func containers() throws {
    let store = try ContactsFixture(.allowed).store()
    #expect(try store.containers(matching: nil).map(\.identifier) == ["memory"])
    #expect(try store.containers(matching: CNContainer.predicateForContainers(withIdentifiers: ["x"])).isEmpty)
    #expect(store.defaultContainerIdentifier() == "memory")
  }
}
