import CardDAVCache
import ContactStore
import Foundation
import Testing

@testable import CardDAV

/// A server that lists what is not a card of the book asked about, or takes forever: the
/// cache keeps only the book's own cards, each once, and a sync ends in bounded time.
@Suite("A hostile listing")
struct HostileListingTests {
  static let outside = [
    "/etc/passwd", "/", "/dav/jane/", "/dav/bob/contacts/card.vcf", "/dav/jane/contacts/../../bob/contacts/x.vcf",
    "/dav/jane/contacts/%2e%2e/%2e%2e/bob/x.vcf", "/dav/jane/contacts/sub/deeper.vcf",
    "/dav/jane/contacts/a%2Fb.vcf", "/dav/jane/contacts/",
  ]

  @Test(
    "an href outside the address book never becomes a card: it is skipped with a reason",
    arguments: [true, false])
  func outsideHrefs(syncCollection: Bool) throws {
    let server = seededServer(2, syncCollection: syncCollection)
    server.foreignListing = Self.outside
    let cache = try freshCache()
    let report = try sync(server, cache)
    #expect(Set(try contents(of: cache).keys) == ["\(book)card-1.vcf", "\(book)card-2.vcf"])
    #expect(report.cards == 2)
    let skipped = Dictionary(uniqueKeysWithValues: cache.skipped.map { ($0.href, $0.reason) })
    for href in Self.outside { #expect(skipped[href]?.hasPrefix("not kept: ") == true, "\(href)") }
    #expect(server.requests.filter { $0.hasPrefix("REPORT multiget") } == ["REPORT multiget 2"])
  }

  @Test("two hrefs for one card (one spelled with escapes) give one card, never an orphan listed twice")
  func sameCardTwice() throws {
    let server = seededServer(1, syncCollection: false)
    server.foreignListing = ["/dav/jane/contacts/%63ard-1.vcf", "/dav/jane//contacts/card-1.vcf"]
    let cache = try freshCache()
    _ = try sync(server, cache)
    #expect(Array(try contents(of: cache).keys) == ["\(book)card-1.vcf"])
    let loaded = try CardDAVSource(account: "home", folder: cache.folder).load()
    #expect(loaded.contacts.count == 1)
  }

  @Test("a listing in another spelling of a cached card updates that card, not a second one")
  func respelled() throws {
    let server = seededServer(1, syncCollection: false)
    let cache = try freshCache()
    _ = try sync(server, cache)
    #expect(
      SyncEngine.scoped(
        .init(
          updated: [RemoteCardState(href: "/dav/jane/contacts/%63ard-1.vcf", etag: "x")], removed: [], complete: true),
        to: book, local: try cache.cards(in: try cache.books()[0])
      ).0.updated.map(\.href) == ["\(book)card-1.vcf"])
  }

  @Test("a sync that runs past its time limit ends with a clear error, and the next one goes on from there")
  func timeLimit() throws {
    var books: [String: String] = [:]
    for number in 0..<2_000 { books["/dav/jane/book-\(number)/"] = "Book \(number)" }
    let server = FakeAddressBookServer(supportsSyncCollection: true, books: books)
    let cache = try freshCache()
    // Each request takes a second of the fake clock.
    let clock = { Date(timeIntervalSince1970: Double(server.requests.count)) }
    do {
      _ = try SyncEngine(server: server, cache: cache, timeLimit: 60, clock: clock).run(pushOnly: false) { _ in }
      Issue.record("a sync of 2,000 books in a minute of one-second requests ended")
    } catch {
      guard case .unreachable(_, let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.contains("did not end within 60 seconds"))
    }
    #expect(server.requests.count < 70)
    let done = try cache.books().filter { $0.syncToken != nil }.count
    #expect(done > 0 && done < 70)
    let report = try SyncEngine(server: server, cache: cache, timeLimit: 100_000, clock: clock).run(pushOnly: false) {
      _ in
    }
    #expect(report.addressBooks == 2_000)
    #expect(try cache.books().allSatisfy { $0.syncToken != nil })
  }
}
