import Foundation
import Testing

@testable import CardDAV

/// Documents up to the documented cap parse, and only UTF-8 reaches the parser.
@Suite("The parser's size and encoding rules")
struct XMLLimitsTests {
  static let base = URL(string: "http://127.0.0.1:5232/")!

  @Test("a multistatus of 300 cards with 45 KB photos (13 MB, past libxml2's 10 MB) parses whole")
  func largeMultistatus() throws {
    let photo = String(repeating: "QUFB", count: 45_000 / 4)
    var text =
      "<?xml version=\"1.0\" encoding=\"utf-8\"?><d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:carddav\">"
    for number in 0..<300 {
      text +=
        "<d:response><d:href>/b/\(number).vcf</d:href><d:propstat><d:prop><c:address-data>\(photo)</c:address-data>"
        + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
    }
    text += "</d:multistatus>"
    #expect(text.utf8.count > 10_000_000)
    let parsed = try MultistatusParser.parse(Array(text.utf8), base: Self.base)
    #expect(parsed.responses.count == 300)
  }

  @Test("a document past the 64 MB cap is refused")
  func overCap() {
    let body = [UInt8](repeating: UInt8(ascii: " "), count: (64 << 20) + 1)
    #expect(throws: DAVParseError.self) { try MultistatusParser.parse(body, base: Self.base) }
  }

  static let doctype = "<?xml version=\"1.0\"?><!DOCTYPE m [<!ENTITY e \"x\">]><multistatus xmlns=\"DAV:\"/>"

  @Test(
    "a document in any encoding but UTF-8 is refused before parsing, so no DOCTYPE hides in it",
    arguments: ["utf16le", "utf16be", "utf16le-bom", "utf16be-bom", "utf32", "ebcdic", "utf7", "latin1"])
  func otherEncodings(kind: String) {
    let plain = Self.doctype
    let bytes: [UInt8]
    switch kind {
    case "utf16le": bytes = Array(plain.data(using: .utf16LittleEndian)!)
    case "utf16be": bytes = Array(plain.data(using: .utf16BigEndian)!)
    case "utf16le-bom": bytes = [0xFF, 0xFE] + Array(plain.data(using: .utf16LittleEndian)!)
    case "utf16be-bom": bytes = [0xFE, 0xFF] + Array(plain.data(using: .utf16BigEndian)!)
    case "utf32": bytes = Array(plain.data(using: .utf32LittleEndian)!)
    case "ebcdic": bytes = [0x4C, 0x6F, 0xA7, 0x94] + Array("x".utf8)
    case "utf7":
      bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>+ADw-!DOCTYPE m+AD4-<multistatus xmlns=\"DAV:\"/>".utf8)
    default: bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><multistatus xmlns=\"DAV:\"/>".utf8)
    }
    #expect(XMLEncoding.problem(bytes) != nil)
    #expect(throws: DAVParseError.self) { try MultistatusParser.parse(bytes, base: Self.base) }
  }

  @Test("UTF-8, with or without its byte-order mark or declaration, is read")
  func utf8Accepted() throws {
    for prefix in ["", "\u{FEFF}", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"] {
      let body = Array((prefix + "<multistatus xmlns=\"DAV:\"><response><href>/a</href></response></multistatus>").utf8)
      #expect(XMLEncoding.problem(body) == nil)
      #expect(try MultistatusParser.parse(body, base: Self.base).responses.count == 1)
    }
  }
}
