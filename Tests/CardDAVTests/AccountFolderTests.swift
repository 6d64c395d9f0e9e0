import CardDAVCache
import ContactModel
import ContactStore
import Foundation
import SQLite
import Testing

@testable import CardDAV
@testable import CardDAVCache

/// One folder per account, and a folder only ever opened by its own account and synced with
/// its own server (docs/CARDDAV.md, "Where the copy is").
@Suite("Account folders")
struct AccountFolderTests {
  static let alike = [("家族", "会社"), ("a b", "a_b"), ("home/x", "home_x"), ("..", "_."), ("", "account")]

  @Test("names that read alike once made safe still get folders of their own", arguments: alike)
  func injective(first: String, second: String) throws {
    let data = URL(fileURLWithPath: "/data")
    let one = AccountCache.folder(for: first, in: data)
    let two = AccountCache.folder(for: second, in: data)
    #expect(one != two)
    for folder in [one, two] {
      let name = String(folder.dropFirst("/data/carddav/".count))
      #expect(!name.contains("/") && !name.hasPrefix(".") && !name.contains(".."))
    }
    #expect(AccountCache.folder(for: first, in: data) == one)
  }

  @Test("after one account syncs, an account whose name reads alike lists none of its cards")
  func twoAccountsTwoCaches() throws {
    let data = try temporaryDirectory()
    let server = seededServer(3, syncCollection: true)
    let family = try AccountCache(account: "家族", dataDirectory: data)
    _ = try sync(server, family)
    let work = CardDAVSource(account: "会社", dataDirectory: data)
    #expect(try work.load().contacts.isEmpty)
    #expect(try CardDAVSource(account: "家族", dataDirectory: data).load().contacts.count == 3)
  }

  @Test("a cache folder opened by another account's name is refused, nothing read from it")
  func boundToName() throws {
    let folder = try temporaryDirectory().appendingPathComponent("carddav/x").path
    _ = try AccountCache(folder: folder, account: "家族")
    #expect {
      try AccountCache(folder: folder, account: "会社")
    } throws: { error in
      guard case .cache(_, let reason) = error as? CardDAVError else { return false }
      return reason.contains("belongs to account “家族”")
    }
    let load = Result { try CardDAVSource(account: "会社", folder: folder).load() }
    #expect(throws: ContactsError.self) { try load.get() }
  }

  @Test("an index bound to no account (an earlier version's cache) is never adopted")
  func unboundRefused() throws {
    let folder = try temporaryDirectory().appendingPathComponent("carddav/a_b").path
    _ = try AccountCache(folder: folder, account: "a_b")
    try SQLiteConnection(path: folder + "/.index.sqlite", busyTimeoutMilliseconds: 1_000).run(
      "DELETE FROM state WHERE key = 'account'")
    #expect {
      try AccountCache(folder: folder, account: "a_b")
    } throws: { error in
      guard case .cache(_, let reason) = error as? CardDAVError else { return false }
      return reason.contains("belongs to no account")
    }
  }

  @Test("a cache synced with one server is emptied for another when nothing is unsent, refused when something is")
  func boundToServer() throws {
    let cache = try freshCache()
    let first = URL(string: "https://one.example/dav/")!
    try cache.bind(server: first)
    _ = try sync(seededServer(2, syncCollection: true), cache)
    #expect(try cache.cardCount() == 2)
    try cache.bind(server: first)
    #expect(try cache.cardCount() == 2)
    let second = URL(string: "https://two.example/dav/")!
    try cache.bind(server: second)
    #expect(try cache.cardCount() == 0)
    #expect(try cache.books().isEmpty)
    #expect(cache.lastSynced == nil)
    _ = try sync(seededServer(2, syncCollection: true), cache)
    let book = try #require(try cache.books().first)
    let card = try #require(try cache.cards(in: book).values.first)
    try cache.enqueue(
      [QueuedChange(operation: .put, href: card.href, book: book.href, file: card.file, etag: card.etag)], adding: [],
      removing: [])
    #expect {
      try cache.bind(server: first)
    } throws: { error in
      guard case .cache(_, let reason) = error as? CardDAVError else { return false }
      return reason.contains("1 unsent change") && reason.contains("nothing was sent")
    }
    #expect(cache.boundServer == second.absoluteString)
    #expect(try cache.cardCount() == 2)
  }
}
