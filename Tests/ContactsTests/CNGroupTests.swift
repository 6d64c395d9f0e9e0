import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Foundation
import Testing

@testable import Contacts

@Suite("CNGroup and the group predicates")
@MainActor
struct CNGroupTests {
  static func person(_ id: String, _ given: String, groups: [String]) -> Contact {
    var contact = ContactsFixture.person(id, given, "Doe")
    contact.groups = groups
    return contact
  }

  static let people = [
    person("1", "Ada", groups: ["Family", "Friends"]), person("2", "Bo", groups: ["friends"]),
    person("3", "Cy", groups: []),
  ]

  /// A store over `people` asking as an app whose stored decision is `value`.
  static func store(_ value: AuthValue?, shared: Set<String> = []) throws -> CNContactStore {
    let permissions = InMemoryPermissionStore()
    let app = ContactsFixture.app
    if let value {
      try permissions.save(value, reason: .userSet, for: app.bundleIdentifier, sharedIdentifiers: shared)
    }
    let center = AuthorizationCenter(manifest: app, store: permissions, restrictions: .none)
    let broker = AccessBroker(center: center, prompt: StubPrompt(answer: .allow))
    let sources = [InMemoryContactSource(contacts: people)]
    return CNContactStore(context: AppContext(center: center, sources: sources, broker: broker))
  }

  @Test("groups(matching: nil) gives every group once, sorted by name, with stable identifiers")
  func allGroups() throws {
    let groups = try Self.store(.allowed).groups(matching: nil)
    #expect(groups.map(\.name) == ["Family", "Friends"])
    #expect(groups.map(\.identifier) == ["family", "friends"])
  }

  @Test("predicateForGroups(withIdentifiers:) keeps those groups")
  func groupsByIdentifier() throws {
    let store = try Self.store(.allowed)
    let groups = try store.groups(matching: CNGroup.predicateForGroups(withIdentifiers: ["friends"]))
    #expect(groups.map(\.name) == ["Friends"])
    #expect(groups.first.map { CNGroup.predicateForGroups(withIdentifiers: ["friends"]).evaluate(with: $0) } == true)
  }

  @Test("predicateForContactsInGroup(withIdentifier:) fetches the members of a group")
  func members() throws {
    let store = try Self.store(.allowed)
    for group in try store.groups(matching: nil) {
      let members = try store.unifiedContacts(
        matching: CNContact.predicateForContactsInGroup(withIdentifier: group.identifier),
        keysToFetch: [CNContactGivenNameKey as any CNKeyDescriptor])
      #expect(members.map(\.givenName) == (group.identifier == "family" ? ["Ada"] : ["Ada", "Bo"]))
    }
  }

  @Test("without access groups(matching:) throws CNError.authorizationDenied", arguments: [nil, AuthValue.denied])
  func denied(value: AuthValue?) throws {
    let store = try Self.store(value)
    #expect { try store.groups(matching: nil) } throws: { ($0 as? CNError)?.code == .authorizationDenied }
  }

  @Test("under limited access only the shared contacts' groups are there")
  func limited() throws {
    let groups = try Self.store(.limited, shared: ["2"]).groups(matching: nil)
    #expect(groups.map(\.name) == ["friends"])
  }

  @Test("a predicate CNGroup did not make is refused with predicateInvalid")
  func foreignPredicate() throws {
    let store = try Self.store(.allowed)
    #expect { try store.groups(matching: NSPredicate(value: true)) } throws: {
      ($0 as? CNError)?.code == .predicateInvalid
    }
    #expect { try store.groups(matching: CNContact.predicateForContacts(withIdentifiers: ["1"])) } throws: {
      ($0 as? CNError)?.code == .predicateInvalid
    }
  }
}
