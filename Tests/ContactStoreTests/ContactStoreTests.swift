import Authorization
import ContactModel
import ContactsTesting
import Foundation
import Synchronization
import Testing

@testable import ContactStore

/// A source that counts how often it is opened.
final class SpySource: ContactSource, Sendable {
  private let count = Atomic(0)
  let contacts: [Contact]

  init(_ contacts: [Contact]) { self.contacts = contacts }

  var name: String { "spy" }
  var loads: Int { count.load(ordering: .relaxed) }

  func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    count.add(1, ordering: .relaxed)
    return (contacts, [Diagnostic(file: "spy", line: 1, reason: "loaded")])
  }
}

@Suite("contact store facade")
struct ContactStoreTests {
  static let client = "com.example.StoreTests"
  static let people = [
    makeContact("a", given: "Ann", family: "Zed"), makeContact("b", given: "Émile", family: "Young"),
    makeContact("c", given: "Carl", family: "Xu", emails: ["carl@example.com"]),
  ]

  /// A center whose stored decision is `value` (nil: not determined).
  static func center(
    _ value: AuthValue?, shared: Set<String> = [], restricted: Bool = false, failing: Bool = false
  ) throws -> AuthorizationCenter {
    let store = InMemoryPermissionStore()
    let center = AuthorizationCenter(
      manifest: AppManifest(bundleIdentifier: client), store: store,
      restrictions: restricted ? RestrictionsPolicy(clients: [client]) : .none)
    if let value { try center.set(value, for: client, sharedIdentifiers: shared) }
    store.failing = failing
    return center
  }

  /// Every read path of the store, as closures returning identifiers.
  static let readPaths: [(String, @Sendable (ContactStore) throws -> [String])] = [
    ("unifiedContacts", { try $0.unifiedContacts(matching: nil, keysToFetch: ContactKey.allCases).map(\.identifier) }),
    (
      "unifiedContacts(matchingName:)",
      { try $0.unifiedContacts(matching: .matchingName(""), keysToFetch: []).map(\.identifier) }
    ),
    (
      "withIdentifiers",
      { try $0.unifiedContacts(matching: .withIdentifiers(["a", "b", "c"]), keysToFetch: []).map(\.identifier) }
    ),
    (
      "enumerateContacts",
      { store in
        var ids: [String] = []
        try store.enumerateContacts(with: ContactFetchRequest(keysToFetch: [])) { contact, _ in
          ids.append(contact.identifier)
        }
        return ids
      }
    ),
    (
      "enumerateContacts sorted",
      { store in
        var ids: [String] = []
        try store.enumerateContacts(with: ContactFetchRequest(keysToFetch: [], sortOrder: .givenName)) { contact, _ in
          ids.append(contact.identifier)
        }
        return ids.sorted()
      }
    ),
    ("allContacts", { try $0.allContacts().map(\.identifier) }),
    (
      "unifiedContact(withIdentifier:)",
      { store in
        var ids: [String] = []
        for identifier in ["a", "b", "c"] {
          do {
            ids.append(try store.unifiedContact(withIdentifier: identifier, keysToFetch: []).identifier)
          } catch let error as ContactsError where error.message.hasPrefix("No contact") {
            continue  // not found (or not shared): the next one
          }
        }
        return ids
      }
    ),
  ]

  @Test("no source is opened before access is granted", arguments: [AuthValue?.none, .denied])
  func noSourceBeforeGrant(value: AuthValue?) throws {
    let spy = SpySource(Self.people)
    let store = ContactStore(center: try Self.center(value), sources: [spy])
    for (_, read) in Self.readPaths {
      #expect(throws: ContactsError.self) { try read(store) }
    }
    #expect(spy.loads == 0)
    #expect(store.diagnostics.isEmpty)
  }

  @Test("a refused read throws authorizationDenied; a restricted app too")
  func deniedError() throws {
    for center in [try Self.center(.denied), try Self.center(.allowed, restricted: true), try Self.center(nil)] {
      let spy = SpySource(Self.people)
      let store = ContactStore(center: center, sources: [spy])
      #expect { try store.allContacts() } throws: { ($0 as? ContactsError)?.code == .authorizationDenied }
      #expect(spy.loads == 0)
    }
  }

  @Test("an unreadable permission database is its own error, and no source is opened")
  func databaseError() throws {
    let spy = SpySource(Self.people)
    let store = ContactStore(center: try Self.center(.allowed, failing: true), sources: [spy])
    #expect { try store.allContacts() } throws: { ($0 as? ContactsError)?.code == .dataAccessError }
    #expect(spy.loads == 0)
  }

  @Test("under limited access every read path returns only the shared identifiers", arguments: readPaths.map(\.0))
  func limitedAccess(path: String) throws {
    let store = ContactStore(center: try Self.center(.limited, shared: ["b", "zz"]), sources: [SpySource(Self.people)])
    let read = try #require(Self.readPaths.first { $0.0 == path }?.1)
    #expect(try read(store) == ["b"])
    #expect(store.diagnostics.isEmpty, "a diagnostic may quote a card that was not shared")
  }

  @Test("with full access every read path returns everything, and sources load once", arguments: readPaths.map(\.0))
  func fullAccess(path: String) throws {
    let spy = SpySource(Self.people)
    let store = ContactStore(center: try Self.center(.allowed), sources: [spy])
    let read = try #require(Self.readPaths.first { $0.0 == path }?.1)
    #expect(try read(store) == ["a", "b", "c"])
    _ = try read(store)
    #expect(spy.loads == 1)
    #expect(store.diagnostics.map(\.description) == ["spy:1: loaded"])
    store.reload()
    _ = try read(store)
    #expect(spy.loads == 2)
  }

  @Test("keysToFetch leaves other fields empty; the identifier is always there")
  func keysToFetch() throws {
    let store = ContactStore(center: try Self.center(.allowed), sources: [SpySource(Self.people)])
    let contacts = try store.unifiedContacts(matching: nil, keysToFetch: [.givenName])
    #expect(contacts.map(\.givenName) == ["Ann", "Émile", "Carl"])
    #expect(contacts.allSatisfy { $0.familyName.isEmpty && $0.emailAddresses.isEmpty && !$0.identifier.isEmpty })
    #expect(try store.unifiedContacts(matching: nil, keysToFetch: ContactKey.allCases) == Self.people)
  }

  @Test("enumerateContacts sorts on request, filters by name and honours stop")
  func enumerate() throws {
    let store = ContactStore(center: try Self.center(.allowed), sources: [SpySource(Self.people)])
    var sorted: [String] = []
    try store.enumerateContacts(with: ContactFetchRequest(keysToFetch: [], sortOrder: .familyName)) { contact, _ in
      sorted.append(contact.identifier)
    }
    #expect(sorted == ["c", "b", "a"])
    var visited: [String] = []
    try store.enumerateContacts(with: ContactFetchRequest(keysToFetch: [])) { contact, stop in
      visited.append(contact.identifier)
      stop = true
    }
    #expect(visited == ["a"])
    let emile = try store.unifiedContacts(matching: .matchingName("emile"), keysToFetch: [.givenName])
    #expect(emile.map(\.identifier) == ["b"])
  }

  @Test("a failing source makes the read throw its dataAccessError")
  func failingSource() throws {
    let store = ContactStore(
      center: try Self.center(.allowed), sources: [ContactSources.at(path: "/nonexistent/\(UUID().uuidString)")])
    #expect { try store.allContacts() } throws: { ($0 as? ContactsError)?.code == .dataAccessError }
  }

  @Test("authorizationStatus reports the center's status")
  func status() throws {
    #expect(
      try ContactStore(center: try Self.center(.limited), sources: []).authorizationStatus(for: .contacts) == .limited)
    #expect(
      try ContactStore(center: try Self.center(nil), sources: []).authorizationStatus(for: .contacts) == .notDetermined)
  }
}
