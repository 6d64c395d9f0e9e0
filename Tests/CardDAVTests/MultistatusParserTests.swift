import Foundation
import Testing

@testable import CardDAV

@Suite("The multistatus parser, on recorded and hostile answers")
struct MultistatusParserTests {
  let radicale = URL(string: "http://127.0.0.1:5231/jane/contacts/")!
  let xandikos = URL(string: "http://127.0.0.1:5232/user/contacts/addressbook/")!

  @Test("a Radicale home set lists its address book with its name, reports and sync token")
  func radicaleHome() throws {
    let multistatus = try MultistatusParser.parse(Fixture.bytes("radicale-home"), base: radicale)
    #expect(multistatus.responses.map(\.hrefs) == [["/jane/"], ["/jane/contacts/"]])
    let book = multistatus.responses[1]
    #expect(book.property(.dav("resourcetype"))?.elements.contains(.cardDAV("addressbook")) == true)
    #expect(book.property(.dav("displayname"))?.text == "Contacts")
    #expect(book.property(.dav("supported-report-set"))?.elements.contains(.dav("sync-collection")) == true)
    #expect(book.property(.dav("sync-token"))?.text.hasPrefix("http://radicale.org/ns/sync/") == true)
    // A property the server does not have comes in a 404 propstat, never as a value.
    let principal = multistatus.responses[0]
    #expect(principal.property(.dav("displayname")) == nil)
    #expect(principal.status(of: .dav("displayname")) == 404)
    #expect(principal.property(.cardDAV("addressbook-home-set"))?.hrefs == ["/jane/"])
  }

  @Test("Xandikos's prefixed namespaces read the same as Radicale's default namespace")
  func xandikosPrincipal() throws {
    let multistatus = try MultistatusParser.parse(Fixture.bytes("xandikos-principal"), base: xandikos)
    let principal = try #require(multistatus.responses.first)
    #expect(principal.hrefs == ["/user/"])
    #expect(principal.property(.dav("current-user-principal"))?.hrefs == ["/user/"])
    #expect(principal.property(.cardDAV("addressbook-home-set"))?.hrefs == ["/user/contacts/"])
    #expect(principal.property(.dav("resourcetype"))?.elements == [.dav("principal")])
  }

  @Test("a multiget gives each card's data and ETag, and a missing card its 404", arguments: ["radicale", "xandikos"])
  func multiget(server: String) throws {
    let base = server == "radicale" ? radicale : xandikos
    let multistatus = try MultistatusParser.parse(Fixture.bytes("\(server)-multiget"), base: base)
    #expect(multistatus.responses.count == 3)
    let missing = try #require(multistatus.responses.first { $0.hrefs.first?.hasSuffix("missing.vcf") == true })
    #expect(missing.status == 404)
    let card = try #require(multistatus.responses.first { $0.hrefs.first?.hasSuffix("card1.vcf") == true })
    #expect(card.property(.cardDAV("address-data"))?.text.hasPrefix("BEGIN:VCARD\nVERSION:3.0\nUID:card1") == true)
    #expect(card.property(.dav("getetag"))?.text.hasPrefix("\"") == true)
  }

  @Test(
    "a sync-collection answer gives the new token, the changed and the removed", arguments: ["radicale", "xandikos"])
  func syncChanges(server: String) throws {
    let base = server == "radicale" ? radicale : xandikos
    let multistatus = try MultistatusParser.parse(Fixture.bytes("\(server)-sync-changes"), base: base)
    #expect(multistatus.syncToken?.isEmpty == false)
    let removed = multistatus.responses.filter { $0.status == 404 }.flatMap(\.hrefs)
    #expect(removed.count == 1 && removed[0].hasSuffix("/card2.vcf"))
    let changed = multistatus.responses.filter { $0.status == nil }
    #expect(changed.count == 1 && changed[0].property(.dav("getetag")) != nil)
  }

  @Test("an expired sync token is read from a DAV:error body", arguments: ["radicale", "xandikos"])
  func validSyncToken(server: String) throws {
    #expect(
      MultistatusParser.errorConditions(try Fixture.bytes("\(server)-sync-bad-token")).contains(
        .dav("valid-sync-token")))
    #expect(MultistatusParser.errorConditions(Array("not xml".utf8)).isEmpty)
  }

  @Test("malformed XML is refused with a reason, not half read")
  func malformed() throws {
    #expect(throws: DAVParseError.self) {
      try MultistatusParser.parse(Fixture.bytes("hostile-malformed"), base: radicale)
    }
    #expect(throws: DAVParseError.self) { try MultistatusParser.parse([], base: radicale) }
    #expect(throws: DAVParseError.self) {
      try MultistatusParser.parse(Array("<html><body>Login</body></html>".utf8), base: radicale)
    }
  }

  @Test(
    "a DOCTYPE is refused: no external entity is read and no entity is expanded",
    arguments: ["hostile-xxe", "hostile-billion-laughs"])
  func entities(fixture: String) throws {
    let error = #expect(throws: DAVParseError.self) {
      try MultistatusParser.parse(Fixture.bytes(fixture), base: radicale)
    }
    #expect(error?.reason.contains("DOCTYPE") == true)
  }

  @Test("elements nested beyond the limit stop the parse")
  func deepNesting() {
    let depth = MultistatusParser.maximumDepth + 10
    let xml =
      "<d:multistatus xmlns:d=\"DAV:\">" + String(repeating: "<d:x>", count: depth)
      + String(repeating: "</d:x>", count: depth) + "</d:multistatus>"
    #expect(throws: DAVParseError.self) { try MultistatusParser.parse(Array(xml.utf8), base: radicale) }
  }

  @Test("a response without an href is kept without one; the others are intact")
  func missingHref() throws {
    let multistatus = try MultistatusParser.parse(Fixture.bytes("hostile-missing-hrefs"), base: radicale)
    #expect(
      multistatus.responses.map(\.hrefs) == [[], ["/book/good.vcf"], ["/book/empty.vcf"], ["/book/forbidden.vcf"]])
  }

  @Test("relative hrefs resolve against the request; an href on another server is dropped")
  func relativeHrefs() throws {
    let base = URL(string: "http://127.0.0.1:5231/dav/book/")!
    let multistatus = try MultistatusParser.parse(Fixture.bytes("hostile-relative-hrefs"), base: base)
    #expect(multistatus.responses.map(\.hrefs) == [["/dav/book/a.vcf"], ["/dav/other/b.vcf"], ["/dav/book/c.vcf"], []])
  }

  @Test("percent-encoding is kept as the server wrote it, and unencoded characters get encoded")
  func percentEncoding() throws {
    let base = URL(string: "http://127.0.0.1:5231/dav/book/")!
    let multistatus = try MultistatusParser.parse(Fixture.bytes("hostile-percent-encoding"), base: base)
    #expect(
      multistatus.responses.map(\.hrefs) == [
        ["/dav/book/jane%40example.com.vcf"], ["/dav/book/J%C3%BCrgen%20M%C3%BCller.vcf"], ["/dav/book/a&b.vcf"],
      ])
    #expect(HrefResolver.same("/dav/book/jane%40example.com.vcf", "/dav/book/jane@example.com.vcf"))
  }

  @Test("a huge multistatus (20,000 responses) parses whole")
  func huge() throws {
    var xml = "<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\">"
    for index in 0..<20_000 {
      xml +=
        "<d:response><d:href>/book/\(index).vcf</d:href><d:propstat><d:prop><d:getetag>\"\(index)\"</d:getetag>"
        + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
    }
    xml += "</d:multistatus>"
    let multistatus = try MultistatusParser.parse(Array(xml.utf8), base: radicale)
    #expect(multistatus.responses.count == 20_000)
    #expect(multistatus.responses.last?.property(.dav("getetag"))?.text == "\"19999\"")
  }
}
