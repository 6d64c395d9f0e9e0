import Authorization
import CardDAV
import CardDAVCache
import ContactModel
import ContactStore
import ContactsTesting
import Foundation
import Testing

@Suite("Local changes: saved through the store, queued in the cache, sent on the next sync")
struct PushTests {
  static let app = AppManifest(bundleIdentifier: "com.example.Sync", contactsUsageDescription: "To sync.")

  static func store(_ cache: AccountCache) throws -> ContactStore {
    let permissions = InMemoryPermissionStore()
    try permissions.save(.allowed, reason: .userConsent, for: app.bundleIdentifier, sharedIdentifiers: [])
    let center = AuthorizationCenter(manifest: app, store: permissions, restrictions: .none)
    return ContactStore(center: center, sources: [CardDAVSource(account: "home", folder: cache.folder)])
  }

  static func contact(named name: String, in store: ContactStore) throws -> Contact {
    try #require(try store.allContacts().first { $0.shownName == name })
  }

  @Test("an add, an edit and a delete are queued in order and sent with the right preconditions")
  func pushesInOrder() throws {
    let server = seededServer(3, syncCollection: true)
    let cache = try freshCache()
    _ = try sync(server, cache)
    let store = try Self.store(cache)
    let etag1 = try #require(server.etag("\(book)card-1.vcf"))
    let etag2 = try #require(server.etag("\(book)card-2.vcf"))

    var request = SaveRequest()
    var grace = Contact(identifier: "")
    grace.givenName = "Grace"
    grace.familyName = "Hopper"
    request.add(grace)
    var one = try Self.contact(named: "Person 1", in: store)
    one.note = "edited offline"
    request.update(one)
    request.delete(try Self.contact(named: "Person 2", in: store))
    let result = try store.execute(request)
    #expect(cache.pendingChanges == 3)
    #expect(try store.allContacts().map(\.shownName).sorted() == ["Grace Hopper", "Person 1", "Person 3"])

    let before = server.requests.count
    let report = try sync(server, cache, pushOnly: true)
    #expect(report.uploaded == 3 && report.conflicts.isEmpty)
    #expect(cache.pendingChanges == 0)
    let uid = result.added[0].identifier
    #expect(
      Array(server.requests[before...]) == [
        "PUT \(book)\(uid).vcf If-None-Match: *", "PUT \(book)card-1.vcf If-Match: \(etag1)",
        "DELETE \(book)card-2.vcf If-Match: \(etag2)",
      ])
    #expect(server.card("\(book)card-1.vcf")?.contains("NOTE:edited offline") == true)
    #expect(server.card("\(book)\(uid).vcf")?.contains("Hopper") == true)
    #expect(server.card("\(book)card-2.vcf") == nil)
    // The cache now holds the server's ETags: a full sync fetches nothing and changes nothing.
    let quiet = server.requests.count
    let after = try sync(server, cache)
    #expect(after.added == 0 && after.changed == 0 && after.deleted == 0 && after.cards == 3)
    #expect(!server.requests[quiet...].contains { $0.hasPrefix("REPORT multiget") })
  }

  @Test("two offline edits of one card are sent once; an edit then a delete sends only the delete")
  func coalesces() throws {
    let server = seededServer(2, syncCollection: false)
    let cache = try freshCache()
    _ = try sync(server, cache)
    let store = try Self.store(cache)
    for note in ["first", "second"] {
      var one = try Self.contact(named: "Person 1", in: store)
      one.note = note
      var request = SaveRequest()
      request.update(one)
      try store.execute(request)
    }
    #expect(cache.pendingChanges == 2)
    let before = server.requests.count
    #expect(try sync(server, cache, pushOnly: true).uploaded == 1)
    #expect(server.requests[before...].filter { $0.hasPrefix("PUT") }.count == 1)
    #expect(server.card("\(book)card-1.vcf")?.contains("NOTE:second") == true)

    var two = try Self.contact(named: "Person 2", in: store)
    two.note = "soon gone"
    var edit = SaveRequest()
    edit.update(two)
    try store.execute(edit)
    let etag = try #require(server.etag("\(book)card-2.vcf"))
    var removal = SaveRequest()
    removal.delete(try Self.contact(named: "Person 2", in: store))
    try store.execute(removal)
    let sent = server.requests.count
    let report = try sync(server, cache)
    #expect(report.conflicts.isEmpty && report.uploaded == 1)
    #expect(
      Array(server.requests[sent...].filter { !$0.hasPrefix("PROPFIND") && !$0.hasPrefix("REPORT") }) == [
        "DELETE \(book)card-2.vcf If-Match: \(etag)"
      ])
    #expect(server.card("\(book)card-2.vcf") == nil && cache.pendingChanges == 0)
  }

  @Test("a card changed on the server meanwhile is a conflict: nothing overwritten, the local version kept")
  func conflict() throws {
    let server = seededServer(2, syncCollection: true)
    let cache = try freshCache()
    _ = try sync(server, cache)
    let store = try Self.store(cache)
    var one = try Self.contact(named: "Person 1", in: store)
    one.note = "my local edit"
    var request = SaveRequest()
    request.update(one)
    try store.execute(request)
    server.serverPut("\(book)card-1.vcf", vcard("uid-1", "Person 1", note: "their server edit"))

    let report = try sync(server, cache)
    #expect(report.uploaded == 0)
    let conflict = try #require(report.conflicts.first)
    #expect(conflict.href == "\(book)card-1.vcf" && conflict.name == "Person 1")
    #expect(conflict.keptAt.hasPrefix(cache.folder + "/.conflicts/card-1-"))
    let kept = try String(contentsOfFile: conflict.keptAt, encoding: .utf8)
    #expect(kept.contains("my local edit"))
    #expect(server.card("\(book)card-1.vcf")?.contains("their server edit") == true)
    #expect(try Self.contact(named: "Person 1", in: store).note == "their server edit")
    #expect(cache.pendingChanges == 0)
    // The kept copy is hidden from the list.
    #expect(try store.allContacts().count == 2)
  }

  @Test(
    "a PUT the server stored but whose answer was lost is not a conflict on the next sync, for an edit and for a new card"
  )
  func lostAnswer() throws {
    let server = seededServer(1, syncCollection: true)
    let cache = try freshCache()
    _ = try sync(server, cache)
    let store = try Self.store(cache)
    var one = try Self.contact(named: "Person 1", in: store)
    one.note = "sent once"
    var grace = Contact(identifier: "")
    grace.givenName = "Grace"
    grace.familyName = "Hopper"
    var request = SaveRequest()
    request.update(one)
    request.add(grace)
    try store.execute(request)

    #expect(cache.pendingChanges == 2)
    let edited = { server.card("\(book)card-1.vcf")?.contains("NOTE:sent once") == true }
    // The first change reaches the server; its answer does not come back.
    server.losesNextPutAnswer = true
    #expect(throws: CardDAVError.self) { try sync(server, cache, pushOnly: true) }
    #expect((server.hrefs.count == 2) != edited())
    #expect(cache.pendingChanges == 2)
    // Sent again (with the old ETag, or If-None-Match: * for the new card) and refused, it is
    // found already on the server and settled; then the second reaches the server, and its
    // answer is lost too.
    server.losesNextPutAnswer = true
    #expect(throws: CardDAVError.self) { try sync(server, cache, pushOnly: true) }
    #expect(server.hrefs.count == 2 && edited())
    #expect(cache.pendingChanges == 1)
    let report = try sync(server, cache)
    #expect(report.conflicts.isEmpty && report.uploaded == 1)
    #expect(cache.pendingChanges == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder).allSatisfy { $0 != ".conflicts" })
    // The cache has the server's ETags now: the next edit goes through with no refusal.
    var again = try Self.contact(named: "Person 1", in: store)
    again.note = "sent twice"
    var edit = SaveRequest()
    edit.update(again)
    try store.execute(edit)
    #expect(try sync(server, cache, pushOnly: true).uploaded == 1)
    #expect(server.card("\(book)card-1.vcf")?.contains("NOTE:sent twice") == true)
  }

  @Test("a delete refused by the server brings the server's card back")
  func deleteConflict() throws {
    let server = seededServer(2, syncCollection: false)
    let cache = try freshCache()
    _ = try sync(server, cache)
    let store = try Self.store(cache)
    var removal = SaveRequest()
    removal.delete(try Self.contact(named: "Person 2", in: store))
    try store.execute(removal)
    #expect(try store.allContacts().count == 1)
    server.serverPut("\(book)card-2.vcf", vcard("uid-2", "Person 2 Renamed"))
    let report = try sync(server, cache, pushOnly: true)
    #expect(report.conflicts.map(\.href) == ["\(book)card-2.vcf"])
    #expect(server.card("\(book)card-2.vcf") != nil)
    store.reload()
    #expect(try Self.contact(named: "Person 2 Renamed", in: store).familyName == "Renamed")
  }

  @Test("a sync that cannot reach the server keeps the queue for the next one")
  func offlineKeepsQueue() throws {
    let server = seededServer(1, syncCollection: true)
    let cache = try freshCache()
    _ = try sync(server, cache)
    let store = try Self.store(cache)
    var one = try Self.contact(named: "Person 1", in: store)
    one.note = "offline"
    var request = SaveRequest()
    request.update(one)
    try store.execute(request)
    server.unreachableAfter = 0
    #expect(throws: CardDAVError.self) { try sync(server, cache) }
    #expect(cache.pendingChanges == 1)
    server.unreachableAfter = nil
    #expect(try sync(server, cache).uploaded == 1)
    #expect(server.card("\(book)card-1.vcf")?.contains("NOTE:offline") == true)
  }

  @Test("adding to an account never synced says to sync first, and saves nothing")
  func addBeforeSync() throws {
    let cache = try freshCache()
    let store = try Self.store(cache)
    var request = SaveRequest()
    var ada = Contact(identifier: "")
    ada.givenName = "Ada"
    request.add(ada)
    #expect(throws: ContactsError.self) { try store.execute(request) }
    #expect(cache.pendingChanges == 0)
  }
}
