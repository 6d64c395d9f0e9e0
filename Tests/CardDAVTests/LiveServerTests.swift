import CardDAVCache
import Foundation
import Testing

@testable import CardDAV

/// The client against real Radicale and Xandikos servers, each started by the test itself.
/// Without them on PATH these tests fail, unless CONTACTS_TUI_SKIP_DAV_SERVERS=1.
@Suite("The client against real Radicale and Xandikos servers", .serialized, .enabled(if: !DAVServerProcess.skipped))
struct LiveServerTests {
  func client(_ server: DAVServerProcess, password: String = DAVServerProcess.password) throws -> CardDAVClient {
    let username = server.kind == .radicale ? DAVServerProcess.username : nil
    let account = CardDAVAccount(name: "\(server.kind)", url: server.url, username: username)
    return try CardDAVClient(account: account, password: password, timeout: 10, retries: 1)
  }

  /// Radicale starts empty: make an address book the way a CardDAV client would (MKCOL).
  func prepare(_ server: DAVServerProcess) throws {
    guard server.kind == .radicale else { return }
    let body = """
      <?xml version="1.0" encoding="utf-8"?><d:mkcol xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav">\
      <d:set><d:prop><d:resourcetype><d:collection/><card:addressbook/></d:resourcetype>\
      <d:displayname>Contacts</d:displayname></d:prop></d:set></d:mkcol>
      """
    let request = HTTPRequest(
      method: "MKCOL", url: server.url.appendingPathComponent("jane/contacts/"),
      headers: [
        (name: "Content-Type", value: "application/xml"),
        (
          name: "Authorization",
          value: BasicAuthorization(username: DAVServerProcess.username, password: DAVServerProcess.password)
            .headerValue
        ),
      ], body: Array(body.utf8))
    let response = try CurlTransport(timeout: 10).send(request)
    #expect(response.status == 201)
  }

  static func card(_ uid: String, _ name: String) -> [UInt8] {
    Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEND:VCARD\r\n".utf8)
  }

  @Test(
    "discovery, PUT, listing, multiget, sync-collection, a stale If-Match and DELETE",
    arguments: DAVServerProcess.Kind.allCases)
  func roundTrip(kind: DAVServerProcess.Kind) throws {
    let server = try DAVServerProcess(kind)
    defer { server.stop() }
    try prepare(server)
    let client = try client(server)

    let books = try client.addressBooks()
    let book = try #require(books.first)
    #expect(books.count == 1)
    #expect(book.supportsSyncCollection)
    guard case .changed(_, _, let startToken) = try client.changes(in: book, since: nil) else {
      Issue.record("no first token")
      return
    }

    let hrefA = book.href + "a%40example.vcf"
    let hrefB = book.href + "b.vcf"
    // Both servers answer a PUT with the new ETag.
    let etagA = try #require(try client.put(Self.card("a", "Ada"), at: hrefA, ifMatch: nil))
    _ = try client.put(Self.card("b", "Bob"), at: hrefB, ifMatch: nil)
    // A second create of the same href is a conflict: If-None-Match: * protects it.
    #expect(throws: CardDAVError.conflict(account: "\(kind)", href: hrefB)) {
      _ = try client.put(Self.card("b", "Bob again"), at: hrefB, ifMatch: nil)
    }

    let listed = try client.cardList(of: book)
    #expect(Set(listed.map(\.href)).count == 2)
    #expect(listed.contains { HrefResolver.same($0.href, hrefA) })
    let currentA = try #require(listed.first { HrefResolver.same($0.href, hrefA) }?.etag)
    #expect(etagA == currentA)

    let cards = try client.cards(listed.map(\.href) + [book.href + "missing.vcf"], in: book)
    #expect(cards.count == 3)
    let ada = try #require(cards.first { HrefResolver.same($0.href, hrefA) })
    #expect(ada.card.map { String(decoding: $0, as: UTF8.self).contains("FN:Ada") } == true)
    #expect(ada.etag == currentA)
    #expect(cards.first { $0.href.hasSuffix("missing.vcf") }?.card == nil)

    guard case .changed(let updated, _, let afterPuts) = try client.changes(in: book, since: startToken) else {
      Issue.record("no changes after two PUTs")
      return
    }
    #expect(updated.count == 2)

    // An edit with the current ETag passes; one with the old ETag is a conflict.
    let newEtag = try client.put(Self.card("a", "Ada Lovelace"), at: hrefA, ifMatch: currentA)
    #expect(newEtag != currentA)
    #expect(throws: CardDAVError.conflict(account: "\(kind)", href: hrefA)) {
      _ = try client.put(Self.card("a", "Ada stale"), at: hrefA, ifMatch: currentA)
    }
    #expect(throws: CardDAVError.conflict(account: "\(kind)", href: hrefA)) {
      try client.delete(hrefA, ifMatch: currentA)
    }

    let etagB = try #require(try client.cardList(of: book).first { HrefResolver.same($0.href, hrefB) }?.etag)
    try client.delete(hrefB, ifMatch: etagB)
    try client.delete(hrefB, ifMatch: etagB)  // gone already: a 404 is success
    guard case .changed(let edited, let removed, _) = try client.changes(in: book, since: afterPuts) else {
      Issue.record("no changes after the edit and the delete")
      return
    }
    #expect(edited.contains { HrefResolver.same($0.href, hrefA) })
    #expect(removed.contains { HrefResolver.same($0, hrefB) })
    #expect(try client.changes(in: book, since: "http://example.com/ns/sync/unknown") == .tokenExpired)
  }

  @Test("Radicale refuses a wrong password: .unauthorized(401), without retrying")
  func wrongPassword() throws {
    let server = try DAVServerProcess(.radicale)
    defer { server.stop() }
    let started = Date()
    #expect(throws: CardDAVError.unauthorized(account: "radicale", status: 401)) {
      try client(server, password: "wrong").addressBooks()
    }
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test("Xandikos: discovery from /.well-known/carddav follows its redirect on the same origin")
  func wellKnownRedirect() throws {
    let server = try DAVServerProcess(.xandikos)
    defer { server.stop() }
    let account = CardDAVAccount(name: "xan", url: server.url.appendingPathComponent(".well-known/carddav"))
    let client = try CardDAVClient(account: account, password: nil, timeout: 10, retries: 0)
    #expect(try client.addressBooks().map(\.href) == ["/user/contacts/addressbook/"])
  }

  @Test("an answer larger than the cap is refused, not read whole")
  func sizeCap() throws {
    let server = try DAVServerProcess(.xandikos)
    defer { server.stop() }
    let request = HTTPRequest(
      method: "PROPFIND", url: server.url.appendingPathComponent("user/contacts/"),
      headers: [(name: "Depth", value: "1"), (name: "Content-Type", value: "application/xml")],
      body: Array(DAVRequestBody.discovery.utf8))
    #expect(throws: TransportFailure.tooLarge(limit: 200)) {
      try CurlTransport(timeout: 10, maximumBodySize: 200).send(request)
    }
    #expect(try CurlTransport(timeout: 10).send(request).status == 207)
  }

  @Test("a server that is not running is .unreachable after the retries")
  func notRunning() throws {
    let port = try DAVServerProcess.freePort()
    let account = CardDAVAccount(name: "down", url: URL(string: "http://127.0.0.1:\(port)/")!)
    let sleeps = RecordedSleeps()
    let client = try CardDAVClient(
      account: account, password: nil, transport: CurlTransport(timeout: 5),
      policy: RetryPolicy(retries: 2, random: { 0 }), sleep: sleeps.sleep)
    #expect {
      try client.addressBooks()
    } throws: { error in
      if case .unreachable = error as? CardDAVError { return true }
      return false
    }
    #expect(sleeps.all == [0.5, 1])
  }
}

@Suite("Timeouts on a real socket")
struct TimeoutTests {
  @Test("a server that accepts and never answers ends the request within the bound, retries included")
  func silentServer() throws {
    let listener = try Listener()
    defer { listener.close() }
    let account = CardDAVAccount(name: "silent", url: URL(string: "http://127.0.0.1:\(listener.port)/")!)
    let sleeps = RecordedSleeps()
    let client = try CardDAVClient(
      account: account, password: nil, transport: CurlTransport(timeout: 1),
      policy: RetryPolicy(retries: 1, random: { 0 }), sleep: sleeps.sleep)
    let started = Date()
    #expect {
      try client.delete("/a.vcf", ifMatch: "\"1\"")
    } throws: { error in
      guard case .unreachable(_, let reason) = error as? CardDAVError else { return false }
      return reason.contains("no answer in time")
    }
    let elapsed = Date().timeIntervalSince(started)
    // Two attempts of one second each, the last-resort wait of one more second at most.
    #expect(elapsed >= 1.5 && elapsed < 6, "took \(elapsed) s")
    #expect(sleeps.all == [0.5])
  }
}
