import CardDAVCache
import Foundation
import Testing

@testable import CardDAV

@Suite("The client's calls, on recorded server answers")
struct CardDAVClientTests {
  static let radicale = CardDAVAccount(name: "rad", url: URL(string: "http://127.0.0.1:5231/")!, username: "jane")
  static let xandikos = CardDAVAccount(name: "xan", url: URL(string: "http://127.0.0.1:5232/")!)
  static let book = RemoteAddressBook(href: "/jane/contacts/", supportsSyncCollection: true)

  func client(_ transport: ScriptedTransport, account: CardDAVAccount = radicale) throws -> CardDAVClient {
    try CardDAVClient(
      account: account, password: "secret", transport: transport, policy: RetryPolicy(retries: 0), sleep: { _ in })
  }

  /// A server that answers PROPFINDs from recorded fixtures by path and depth.
  static func recorded(_ answers: [String: String]) -> ScriptedTransport {
    ScriptedTransport { request in
      let key = "\(request.method) \(request.url.path(percentEncoded: true)) \(request.header("Depth") ?? "")"
      guard let fixture = answers[key] else { return .success(.status(404)) }
      return Result { try Fixture.multistatus(fixture) }.mapError { _ in .failed("no fixture") }
    }
  }

  @Test("discovery on Radicale: root, principal, home set, then its address book")
  func discoveryRadicale() throws {
    let transport = Self.recorded([
      "PROPFIND / 0": "radicale-root", "PROPFIND /jane/ 0": "radicale-principal", "PROPFIND /jane/ 1": "radicale-home",
    ])
    let books = try client(transport).addressBooks()
    #expect(books.count == 1)
    #expect(books.first?.href == "/jane/contacts/")
    #expect(books.first?.displayName == "Contacts")
    #expect(books.first?.supportsSyncCollection == true)
    #expect(books.first?.syncToken?.hasPrefix("http://radicale.org/ns/sync/") == true)
    #expect(transport.sent.allSatisfy { $0.header("Authorization") != nil })
  }

  @Test("discovery on Xandikos: the principal's home set is another collection")
  func discoveryXandikos() throws {
    let transport = Self.recorded([
      "PROPFIND / 0": "xandikos-root", "PROPFIND /user/ 0": "xandikos-principal",
      "PROPFIND /user/contacts/ 1": "xandikos-home",
    ])
    let books = try client(transport, account: Self.xandikos).addressBooks()
    #expect(books.map(\.href) == ["/user/contacts/addressbook/"])
    #expect(books.first?.supportsSyncCollection == true)
    #expect(transport.sent.allSatisfy { $0.header("Authorization") == nil })
  }

  @Test("an account URL that is an address book is used as it is, in one request")
  func directBook() throws {
    let account = CardDAVAccount(name: "rad", url: URL(string: "http://127.0.0.1:5231/jane/contacts/")!, username: "j")
    let body = """
      <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><response><href>/jane/contacts/</href>
      <propstat><prop><resourcetype><collection/><C:addressbook/></resourcetype></prop>
      <status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
      """
    let transport = ScriptedTransport([.success(.status(207, body: body))])
    #expect(try client(transport, account: account).addressBooks().map(\.href) == ["/jane/contacts/"])
    #expect(transport.sent.count == 1)
  }

  @Test("discovery with refused credentials stops at the first 401")
  func discoveryUnauthorized() throws {
    let transport = ScriptedTransport([.success(.status(401))])
    #expect(throws: CardDAVError.unauthorized(account: "rad", status: 401)) { try client(transport).addressBooks() }
  }

  @Test("the card list skips the collection itself and keeps each card's ETag", arguments: ["radicale", "xandikos"])
  func cardList(server: String) throws {
    let transport = ScriptedTransport([.success(try Fixture.multistatus("\(server)-list"))])
    let href = server == "radicale" ? "/jane/contacts/" : "/user/contacts/addressbook/"
    let states = try client(transport).cardList(of: RemoteAddressBook(href: href))
    #expect(states.map(\.href).sorted() == [href + "card1.vcf", href + "card2.vcf"])
    #expect(states.allSatisfy { $0.etag.hasPrefix("\"") })
    #expect(transport.sent.first?.method == "PROPFIND" && transport.sent.first?.header("Depth") == "1")
  }

  @Test("a multiget gives the cards, and a card the server lacks comes back empty with its status")
  func multiget() throws {
    let transport = ScriptedTransport([.success(try Fixture.multistatus("radicale-multiget"))])
    let hrefs = ["/jane/contacts/card1.vcf", "/jane/contacts/card2.vcf", "/jane/contacts/missing.vcf"]
    let cards = try client(transport).cards(hrefs, in: Self.book)
    #expect(cards.count == 3)
    #expect(
      cards.first { $0.href == hrefs[0] }?.card.map { String(decoding: $0, as: UTF8.self).contains("UID:card1") }
        == true)
    #expect(cards.first { $0.href == hrefs[2] } == RemoteCard(href: hrefs[2], etag: nil, card: nil, status: 404))
    let body = String(decoding: transport.sent.first?.body ?? [], as: UTF8.self)
    #expect(body.contains("addressbook-multiget") && body.contains("<d:href>/jane/contacts/missing.vcf</d:href>"))
  }

  @Test("in a multiget, a bad response or an empty card is one card without data, never the whole batch")
  func multigetHostile() throws {
    let transport = ScriptedTransport([.success(try Fixture.multistatus("hostile-missing-hrefs"))])
    let book = RemoteAddressBook(href: "/book/")
    let hrefs = ["/book/good.vcf", "/book/empty.vcf", "/book/forbidden.vcf", "/book/orphan.vcf"]
    let cards = try client(transport).cards(hrefs, in: book)
    let byHref = Dictionary(uniqueKeysWithValues: cards.map { ($0.href, $0) })
    #expect(byHref["/book/good.vcf"]?.card != nil && byHref["/book/good.vcf"]?.status == 200)
    #expect(byHref["/book/empty.vcf"]?.card == nil)
    #expect(byHref["/book/forbidden.vcf"]?.card == nil && byHref["/book/forbidden.vcf"]?.status == 403)
    // Never answered (its response had no href): no data, status 0.
    #expect(byHref["/book/orphan.vcf"] == RemoteCard(href: "/book/orphan.vcf", etag: nil, card: nil, status: 0))
  }

  @Test("a multiget that is not XML at all is .badResponse")
  func multigetMalformed() throws {
    let transport = ScriptedTransport([.success(try Fixture.multistatus("hostile-malformed"))])
    #expect {
      try client(transport).cards(["/book/a.vcf"], in: RemoteAddressBook(href: "/book/"))
    } throws: { error in
      if case .badResponse = error as? CardDAVError { return true }
      return false
    }
  }

  @Test("sync-collection gives what changed, what was removed and the new token", arguments: ["radicale", "xandikos"])
  func changes(server: String) throws {
    let transport = ScriptedTransport([.success(try Fixture.multistatus("\(server)-sync-changes"))])
    let href = server == "radicale" ? "/jane/contacts/" : "/user/contacts/addressbook/"
    let changes = try client(transport).changes(
      in: RemoteAddressBook(href: href, supportsSyncCollection: true), since: "old")
    guard case .changed(let updated, let removed, let token) = changes else {
      Issue.record("expected changes, got \(changes)")
      return
    }
    #expect(updated.map(\.href) == [href + "card1.vcf"] && updated[0].etag.hasPrefix("\""))
    #expect(removed == [href + "card2.vcf"])
    #expect(!token.isEmpty && token != "old")
    let body = String(decoding: transport.sent.first?.body ?? [], as: UTF8.self)
    #expect(body.contains("<d:sync-token>old</d:sync-token>") && body.contains("<d:sync-level>1</d:sync-level>"))
    #expect(transport.sent.first?.header("Depth") == "0")
  }

  @Test("a first sync-collection sends an empty token")
  func initialChanges() throws {
    let transport = ScriptedTransport([.success(try Fixture.multistatus("xandikos-sync-initial"))])
    let book = RemoteAddressBook(href: "/user/contacts/addressbook/", supportsSyncCollection: true)
    guard case .changed(let updated, let removed, _) = try client(transport).changes(in: book, since: nil) else {
      Issue.record("expected changes")
      return
    }
    #expect(updated.count == 2 && removed.isEmpty)
    #expect(String(decoding: transport.sent[0].body ?? [], as: UTF8.self).contains("<d:sync-token></d:sync-token>"))
  }

  @Test(
    "a refused token is .tokenExpired: Radicale's 403, Xandikos's 412",
    arguments: [("radicale", 403), ("xandikos", 412)])
  func tokenExpired(server: String, status: Int) throws {
    let body = try Fixture.bytes("\(server)-sync-bad-token")
    let transport = ScriptedTransport([.success(HTTPResponse(status: status, body: body))])
    #expect(try client(transport).changes(in: Self.book, since: "gone") == .tokenExpired)
  }

  @Test("a 403 without the valid-sync-token precondition is still refused credentials")
  func forbiddenIsNotExpiry() throws {
    let transport = ScriptedTransport([.success(.status(403))])
    #expect(throws: CardDAVError.unauthorized(account: "rad", status: 403)) {
      try client(transport).changes(in: Self.book, since: "t")
    }
  }

  @Test(
    "no sync-collection (404, 501, or none offered) is .badResponse, for the ETag diff", arguments: [404, 405, 501])
  func noSyncCollection(status: Int) throws {
    let transport = ScriptedTransport([.success(.status(status))])
    #expect(throws: CardDAVError.self) { try client(transport).changes(in: Self.book, since: nil) }
    let none = ScriptedTransport([])
    #expect(throws: CardDAVError.self) {
      try client(none).changes(in: RemoteAddressBook(href: "/jane/contacts/"), since: nil)
    }
    #expect(none.sent.isEmpty)
  }

  @Test("a truncated sync-collection (507) is asked again from its token, and the parts merged")
  func truncated() throws {
    let first = """
      <d:multistatus xmlns:d="DAV:"><d:response><d:href>/jane/contacts/</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status></d:response>
      <d:response><d:href>/jane/contacts/a.vcf</d:href><d:propstat><d:prop><d:getetag>"a1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
      <d:sync-token>t1</d:sync-token></d:multistatus>
      """
    let second = """
      <d:multistatus xmlns:d="DAV:"><d:response><d:href>/jane/contacts/b.vcf</d:href><d:propstat><d:prop><d:getetag>"b1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
      <d:response><d:href>/jane/contacts/a.vcf</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>
      <d:sync-token>t2</d:sync-token></d:multistatus>
      """
    let transport = ScriptedTransport([.success(.status(207, body: first)), .success(.status(207, body: second))])
    let changes = try client(transport).changes(in: Self.book, since: "t0")
    #expect(
      changes
        == .changed(
          updated: [RemoteCardState(href: "/jane/contacts/b.vcf", etag: "\"b1\"")], removed: ["/jane/contacts/a.vcf"],
          token: "t2"))
    #expect(String(decoding: transport.sent[1].body ?? [], as: UTF8.self).contains("<d:sync-token>t1</d:sync-token>"))
  }

  @Test("a PUT of a new card says If-None-Match: *, an edit says If-Match, and the new ETag comes back")
  func put() throws {
    let transport = ScriptedTransport([
      .success(.status(201, headers: ["etag": "\"new\""])), .success(.status(204)),
    ])
    let client = try client(transport)
    #expect(try client.put(Array("BEGIN:VCARD".utf8), at: "/jane/contacts/a.vcf", ifMatch: nil) == "\"new\"")
    #expect(try client.put(Array("BEGIN:VCARD".utf8), at: "/jane/contacts/a.vcf", ifMatch: "\"new\"") == nil)
    let (create, edit) = (transport.sent[0], transport.sent[1])
    #expect(create.header("If-None-Match") == "*" && create.header("If-Match") == nil)
    #expect(edit.header("If-Match") == "\"new\"" && edit.header("If-None-Match") == nil)
    #expect(create.header("Content-Type") == "text/vcard; charset=utf-8" && create.method == "PUT")
  }

  @Test("412 on a PUT or a DELETE is .conflict; a DELETE's 404 is success")
  func conflicts() throws {
    let transport = ScriptedTransport([.success(.status(412)), .success(.status(412)), .success(.status(404))])
    let client = try client(transport)
    #expect(throws: CardDAVError.conflict(account: "rad", href: "/jane/contacts/a.vcf")) {
      _ = try client.put([], at: "/jane/contacts/a.vcf", ifMatch: "\"old\"")
    }
    #expect(throws: CardDAVError.conflict(account: "rad", href: "/jane/contacts/a.vcf")) {
      try client.delete("/jane/contacts/a.vcf", ifMatch: "\"old\"")
    }
    try client.delete("/jane/contacts/a.vcf", ifMatch: "\"old\"")
    #expect(transport.sent[1].header("If-Match") == "\"old\"" && transport.sent[1].method == "DELETE")
  }
  @Test("an ETag holding a line break, a control or more than 1 KB is never kept, so never sent back")
  func hostileETags() throws {
    let long = "\"" + String(repeating: "e", count: 2000) + "\""
    let body = """
      <multistatus xmlns="DAV:"><response><href>/jane/contacts/a.vcf</href><propstat><prop>\
      <getetag>"1"&#13;&#10;X-Injected: yes</getetag><getcontenttype>text/vcard</getcontenttype></prop>\
      <status>HTTP/1.1 200 OK</status></propstat></response>\
      <response><href>/jane/contacts/b.vcf</href><propstat><prop><getetag>\(long)</getetag></prop>\
      <status>HTTP/1.1 200 OK</status></propstat></response>\
      <response><href>/jane/contacts/c.vcf</href><propstat><prop><getetag>"tab&#9;here"</getetag></prop>\
      <status>HTTP/1.1 200 OK</status></propstat></response>\
      <response><href>/jane/contacts/d.vcf</href><propstat><prop><getetag> W/"ok-1" </getetag></prop>\
      <status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
      """
    let transport = ScriptedTransport([
      .success(.status(207, headers: ["content-type": "application/xml"], body: body)),
      .success(.status(201, headers: ["etag": String(repeating: "x", count: 1025)])),
    ])
    let client = try client(transport)
    let states = try client.cardList(of: Self.book)
    #expect(states == [RemoteCardState(href: "/jane/contacts/d.vcf", etag: "W/\"ok-1\"")])
    #expect(try client.put(Array("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8), at: "/jane/contacts/e.vcf", ifMatch: nil) == nil)
  }
}
