import Authorization
import ContactModel
import ContactsTesting
import Testing

@testable import ContactStore

/// Every read through the store appends one entry to the access log, named by the store's
/// `readPurpose` (docs/SECURITY.md, "Every read is on record").
@Suite("contact store access log")
struct AccessLogStoreTests {
  typealias Fixture = ContactStoreTests

  private func entries(_ store: ContactStore) throws -> [AccessLogEntry] {
    try store.center.store.accessLog(client: nil, limit: nil)
  }

  @Test("each read path logs exactly one entry per call, with the app, the purpose and the number returned")
  func oncePerRead() throws {
    for (name, read) in Fixture.readPaths where name != "unifiedContact(withIdentifier:)" {
      let store = ContactStore(
        center: try Fixture.center(.allowed), sources: [SpySource(Fixture.people)], readPurpose: "list")
      let returned = try read(store)
      let log = try entries(store)
      #expect(log.count == 1, "\(name)")
      #expect(log.first?.client == Fixture.client && log.first?.command == "list", "\(name)")
      #expect(log.first?.count == returned.count, "\(name)")
      _ = try read(store)
      #expect(try entries(store).count == 2, "a second read logs again: \(name)")
    }
  }

  @Test("unifiedContact(withIdentifier:) logs one entry for each contact asked for")
  func oneContact() throws {
    let store = ContactStore(center: try Fixture.center(.allowed), sources: [SpySource(Fixture.people)])
    _ = try store.unifiedContact(withIdentifier: "b", keysToFetch: [])
    #expect(try entries(store).map(\.count) == [1])
    #expect(try entries(store).map(\.command) == ["api"], "the facade's default purpose is api")
  }

  @Test("the query path, contacts(matchingSearch:), logs once with the number of contacts found")
  func query() throws {
    let store = ContactStore(
      center: try Fixture.center(.allowed), sources: [SpySource(Fixture.people)], readPurpose: "query")
    let found = try store.contacts(matchingSearch: "carl")
    #expect(found.map(\.identifier) == ["c"])
    let log = try entries(store)
    #expect(log.map(\.command) == ["query"] && log.map(\.count) == [1])
  }

  @Test("under limited access the count is the shared contacts returned, streamed or loaded")
  func limited() throws {
    let shared = Set([Fixture.people[0].sharingKey])
    let store = ContactStore(
      center: try Fixture.center(.limited, shared: shared), sources: [SpySource(Fixture.people)],
      readPurpose: "browser")
    #expect(try store.allContacts().count == 1)
    _ = try store.streamContacts(into: ContactStream<[Contact]>.collecting)
    #expect(try entries(store).map(\.count) == [1, 1])
  }

  @Test("a refused read logs nothing")
  func refused() throws {
    for center in [
      try Fixture.center(.denied), try Fixture.center(nil), try Fixture.center(.allowed, restricted: true),
    ] {
      let store = ContactStore(center: center, sources: [SpySource(Fixture.people)])
      for (_, read) in Fixture.readPaths { _ = try? read(store) }
      #expect(try center.store.accessLog(client: nil, limit: nil).isEmpty)
    }
  }

  @Test("a read that cannot be logged fails with the store's error and returns nothing")
  func logFailureFailsTheRead() throws {
    let permissions = InMemoryPermissionStore()
    let center = AuthorizationCenter(
      manifest: AppManifest(bundleIdentifier: Fixture.client), store: permissions, restrictions: .none)
    try center.set(.allowed, for: Fixture.client)
    permissions.failingWrites = true
    let store = ContactStore(center: center, sources: [SpySource(Fixture.people)])
    for (name, read) in Fixture.readPaths {
      #expect(throws: ContactsError.self, "\(name)") { try read(store) }
    }
    #expect(throws: ContactsError.self) { try store.contacts(matchingSearch: "ann") }
    #expect(throws: ContactsError.self) { try store.streamContacts(into: ContactStream<[Contact]>.collecting) }
  }

  @Test("the log is bounded: the oldest entries roll off")
  func bounded() throws {
    let permissions = InMemoryPermissionStore(accessLogLimit: 3)
    let center = AuthorizationCenter(
      manifest: AppManifest(bundleIdentifier: Fixture.client), store: permissions, restrictions: .none)
    try center.set(.allowed, for: Fixture.client)
    let store = ContactStore(center: center, sources: [SpySource(Fixture.people)])
    for _ in 0..<5 { _ = try store.allContacts() }
    #expect(try permissions.accessLog(client: nil, limit: nil).map(\.id) == [3, 4, 5])
  }

  @Test(
    "a save logs each kind of write it made, with the app, the purpose and the contacts written; a refused one logs nothing"
  )
  func writesAreLogged() throws {
    typealias Saving = SaveRequestTests
    let source = InMemoryContactSource(contacts: [
      Saving.person("1", "Ada", "Lovelace"), Saving.person("2", "Alan", "Turing"),
    ])
    let store = ContactStore(center: try Saving.center(.allowed), sources: [source], readPurpose: "edit")
    var ada = try store.unifiedContact(withIdentifier: "1", keysToFetch: ContactKey.allCases)
    ada.note = "first programmer"
    var request = SaveRequest()
    request.update(ada)
    request.delete(try store.unifiedContact(withIdentifier: "2", keysToFetch: ContactKey.allCases))
    request.add(Saving.person("", "Grace", "Hopper"))
    let result = try store.execute(request)
    let writes = try store.center.store.accessLog(client: nil, kinds: AccessKind.writes, limit: nil)
    #expect(writes.map(\.kind) == [.add, .update, .delete])
    #expect(writes.allSatisfy { $0.client == Saving.app.bundleIdentifier && $0.command == "edit" && $0.count == 1 })
    #expect(writes.map(\.contacts) == [[result.added[0].identifier], ["1"], ["2"]])
    // A save the app may not make writes nothing and logs nothing.
    let denied = ContactStore(center: try Saving.center(.denied), sources: [source], readPurpose: "add")
    var add = SaveRequest()
    add.add(Saving.person("3", "Kim", "Lee"))
    #expect(throws: ContactsError.self) { try denied.execute(add) }
    #expect(try denied.center.store.accessLog(client: nil, limit: nil).isEmpty)
  }
}
