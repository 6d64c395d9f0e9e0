import CardDAV
import CardDAVCache
import ContactModel
import ContactStore
import ContactsTesting
import Foundation
import SQLite
import Testing

/// A fresh temporary folder.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("carddav-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

extension Contact {
  /// The name as the card's FN gives it (kept only where it differs from given and family name).
  var shownName: String { formattedName.isEmpty ? "\(givenName) \(familyName)" : formattedName }
}

/// A card with a UID and a name.
func vcard(_ uid: String, _ name: String, note: String? = nil) -> String {
  let parts = name.split(separator: " ")
  return "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nN:\(parts.last ?? "");\(parts.first ?? "");;;\r\nFN:\(name)\r\n"
    + (note.map { "NOTE:\($0)\r\n" } ?? "") + "END:VCARD\r\n"
}

let book = "/dav/jane/contacts/"

/// A server seeded with `count` cards: `/dav/jane/contacts/card-N.vcf`, "Person N".
func seededServer(_ count: Int, syncCollection: Bool) -> FakeAddressBookServer {
  let server = FakeAddressBookServer(supportsSyncCollection: syncCollection)
  for number in 1...count { server.serverPut("\(book)card-\(number).vcf", vcard("uid-\(number)", "Person \(number)")) }
  return server
}

/// A cache in a fresh data directory.
func freshCache() throws -> AccountCache {
  try AccountCache(account: "home", dataDirectory: try temporaryDirectory())
}

/// What the cache holds: each href with its ETag and its file's bytes.
func contents(of cache: AccountCache) throws -> [String: String] {
  var result: [String: String] = [:]
  for book in try cache.books() {
    for (href, card) in try cache.cards(in: book) {
      let bytes = cache.readFile(try cache.path(of: card)).map { String(decoding: $0, as: UTF8.self) } ?? "<missing>"
      result[href] = "\(card.etag ?? "nil") \(bytes)"
    }
  }
  return result
}

/// Every card file in the account's book folders.
func cardFiles(of cache: AccountCache) throws -> Set<String> {
  var files: Set<String> = []
  for book in try cache.books() {
    let path = cache.folder + "/" + book.folder
    for name in try FileManager.default.contentsOfDirectory(atPath: path) where !name.hasPrefix(".") {
      files.insert(book.folder + "/" + name)
    }
  }
  return files
}

func sync(_ server: FakeAddressBookServer, _ cache: AccountCache, batchSize: Int = 100, pushOnly: Bool = false)
  throws(CardDAVError) -> SyncReport
{
  try SyncEngine(server: server, cache: cache, batchSize: batchSize).run(pushOnly: pushOnly) { _ in }
}

@Suite("The sync engine against an in-memory server")
struct SyncEngineTests {
  @Test("a first sync brings every card into the cache, one file each, and the source reads them")
  func firstSync() throws {
    let server = seededServer(25, syncCollection: true)
    let cache = try freshCache()
    var phases: [SyncProgress] = []
    let report = try SyncEngine(server: server, cache: cache, batchSize: 10).run(pushOnly: false) { phases.append($0) }
    #expect(report.added == 25 && report.cards == 25 && report.addressBooks == 1)
    #expect(try cardFiles(of: cache).count == 25)
    #expect(phases.filter { $0.phase == .downloading }.map(\.done) == [0, 10, 20, 25])
    #expect(cache.lastSynced != nil)
    #expect(FileManager.default.fileExists(atPath: cache.folder + "/.synced"))
    let loaded = try CardDAVSource(account: "home", folder: cache.folder).load()
    #expect(Set(loaded.contacts.map(\.shownName)) == Set((1...25).map { "Person \($0)" }))
    #expect(loaded.diagnostics.isEmpty)
    #expect(CardDAVSource(account: "home", folder: cache.folder).name == "home (CardDAV)")
  }

  @Test(
    "a card added, changed and deleted on the server reaches the cache on the next sync",
    arguments: [true, false])
  func incremental(syncCollection: Bool) throws {
    let server = seededServer(5, syncCollection: syncCollection)
    let cache = try freshCache()
    _ = try sync(server, cache)
    server.serverPut("\(book)new.vcf", vcard("new", "Newly Added"))
    server.serverPut("\(book)card-2.vcf", vcard("uid-2", "Person Two Changed"))
    server.serverDelete("\(book)card-3.vcf")
    let before = server.requests.count
    let report = try sync(server, cache)
    #expect(report.added == 1 && report.changed == 1 && report.deleted == 1 && report.cards == 5)
    let requests = server.requests[before...]
    if syncCollection {
      #expect(requests.contains { $0.hasPrefix("REPORT sync-collection t") })
    } else {
      #expect(requests.contains("PROPFIND \(book)"))
    }
    #expect(requests.contains("REPORT multiget 2"))
    let names = try CardDAVSource(account: "home", folder: cache.folder).load().contacts.map(\.shownName)
    #expect(Set(names) == ["Person 1", "Person Two Changed", "Person 4", "Person 5", "Newly Added"])
    // Nothing changed: nothing is fetched.
    let quiet = server.requests.count
    let again = try sync(server, cache)
    #expect(again.added == 0 && again.changed == 0 && again.deleted == 0)
    #expect(!server.requests[quiet...].contains { $0.hasPrefix("REPORT multiget") })
  }

  @Test("with a snapshot cache, the source still sees what each sync changed")
  func snapshots() throws {
    let server = seededServer(5, syncCollection: true)
    let cache = try freshCache()
    _ = try sync(server, cache)
    let source = CardDAVSource(
      account: "home", folder: cache.folder, snapshots: SnapshotCache(directory: try temporaryDirectory().path))
    #expect(try source.load().contacts.count == 5)
    #expect(try source.load().contacts.count == 5)
    server.serverPut("\(book)card-1.vcf", vcard("uid-1", "Person One Renamed"))
    server.serverDelete("\(book)card-2.vcf")
    _ = try sync(server, cache)
    let names = Set(try source.load().contacts.map(\.shownName))
    #expect(names == ["Person One Renamed", "Person 3", "Person 4", "Person 5"])
  }

  @Test("an expired sync token starts the book over, and a card gone meanwhile goes")
  func expiredToken() throws {
    let server = seededServer(4, syncCollection: true)
    let cache = try freshCache()
    _ = try sync(server, cache)
    server.serverDelete("\(book)card-1.vcf")
    server.forgetTokensBefore = 1_000
    let report = try sync(server, cache)
    #expect(report.deleted == 1 && report.cards == 3)
    #expect(server.requests.contains("REPORT sync-collection none"))
  }

  @Test("a book gone from the server leaves the cache with its folder")
  func vanishedBook() throws {
    let server = FakeAddressBookServer(
      supportsSyncCollection: false, books: [book: "Contacts", "/dav/jane/work/": "Work"])
    server.serverPut("\(book)a.vcf", vcard("a", "Ada Lovelace"))
    server.serverPut("/dav/jane/work/b.vcf", vcard("b", "Brian Kernighan"))
    let cache = try freshCache()
    #expect(try sync(server, cache).cards == 2)
    let work = try #require(try cache.books().first { $0.href == "/dav/jane/work/" })
    server.serverRemoveBook("/dav/jane/work/")
    let report = try sync(server, cache)
    #expect(report.cards == 1 && report.addressBooks == 1)
    #expect(!FileManager.default.fileExists(atPath: cache.folder + "/" + work.folder))
  }

  @Test("a card that is not a vCard, or comes without a card, is skipped and listed, never fatal")
  func badCards() throws {
    let server = seededServer(6, syncCollection: false)
    server.badCards = ["\(book)card-2.vcf"]
    server.missingCards = ["\(book)card-5.vcf"]
    let cache = try freshCache()
    let report = try sync(server, cache)
    #expect(report.cards == 4)
    #expect(report.skipped.map(\.href) == ["\(book)card-2.vcf", "\(book)card-5.vcf"])
    #expect(report.skipped[1].reason.contains("404"))
    #expect(cache.skipped == report.skipped)
    let loaded = try CardDAVSource(account: "home", folder: cache.folder).load()
    #expect(loaded.contacts.count == 4)
    #expect(loaded.diagnostics.map(\.file) == ["\(book)card-2.vcf", "\(book)card-5.vcf"])
    // Once the server mends the card, it comes down and leaves the list.
    server.badCards = []
    server.serverPut("\(book)card-2.vcf", vcard("uid-2", "Person 2 Mended"))
    let mended = try sync(server, cache)
    #expect(mended.skipped.map(\.href) == ["\(book)card-5.vcf"])
    #expect(mended.cards == 5)
  }

  @Test(
    "a sync cut off midway, files and rows half written, resumes to what an uninterrupted one gives",
    arguments: [true, false])
  func resume(syncCollection: Bool) throws {
    let server = seededServer(30, syncCollection: syncCollection)
    let reference = try freshCache()
    _ = try sync(server, reference, batchSize: 4)

    let cache = try freshCache()
    server.unreachableAfter = 10
    #expect(throws: CardDAVError.unreachable(account: "home", reason: "connection reset")) {
      try sync(server, cache, batchSize: 4)
    }
    let partial = try contents(of: cache)
    #expect(partial.count == 8)
    #expect(try cache.books().first?.syncToken == nil)
    // A SIGKILL between a card's file and its row, and after a row but before its file.
    let bookFolder = cache.folder + "/" + (try cache.books().first?.folder ?? "")
    try Data(vcard("ghost", "Half Written").utf8).write(to: URL(fileURLWithPath: bookFolder + "/card-29.vcf"))
    try Data("partial".utf8).write(to: URL(fileURLWithPath: bookFolder + "/.card-30.vcf.123.tmp"))
    let first = try #require(try cache.cards(in: try cache.books()[0]).values.first)
    try FileManager.default.removeItem(atPath: try cache.path(of: first))

    server.unreachableAfter = nil
    let report = try sync(server, cache, batchSize: 4)
    #expect(report.cards == 30)
    #expect(try contents(of: cache) == (try contents(of: reference)))
    #expect(try cardFiles(of: cache) == (try cardFiles(of: reference)))
    #expect(!FileManager.default.fileExists(atPath: bookFolder + "/.card-30.vcf.123.tmp"))
  }

  @Test("an index that is some other database is refused, never written into")
  func foreignIndex() throws {
    let folder = try temporaryDirectory().appendingPathComponent("carddav/home").path
    _ = try AccountCache(folder: folder, account: "home")
    try SQLiteConnection(path: folder + "/.index.sqlite", busyTimeoutMilliseconds: 1_000).run(
      "PRAGMA user_version = 99")
    #expect(
      throws: CardDAVError.cache(
        account: "home", reason: "\(folder)/.index.sqlite is not an index this version can read")
    ) {
      try AccountCache(folder: folder, account: "home")
    }
  }

  @Test("the cache refuses a folder others may write, and names stay inside it")
  func folderTrust() throws {
    let data = try temporaryDirectory()
    let folder = AccountCache.folder(for: "../../etc", in: data)
    #expect(folder.hasPrefix(data.path + "/carddav/"))
    #expect(!folder.dropFirst(data.path.count).contains(".."))
    let cache = try AccountCache(folder: folder, account: "x")
    var info = stat()
    #expect(stat(cache.folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
    #expect(stat(cache.folder + "/.index.sqlite", &info) == 0 && info.st_mode & 0o777 == 0o600)
    chmod(cache.folder, 0o777)
    #expect(throws: CardDAVError.self) { try AccountCache(folder: folder, account: "x") }
    for href in ["/dav/../../", "/a/b/..%2F..%2Fetc/", "/", "/dav/.hidden/"] {
      let name = CacheNames.bookFolder(for: href)
      #expect(!name.contains("/") && !name.contains("..") && !name.hasPrefix("."))
      #expect(name == CacheNames.bookFolder(for: href))
    }
    let file = CacheNames.cardFile(for: "/dav/c/..%2F.x.VCF")
    #expect(!file.hasPrefix(".") && !file.contains("/") && !file.contains("..") && file.hasSuffix(".vcf"))
  }
}
