import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

@Suite("vCard reader: line folding")
struct VCardFoldingTests {
  /// (name, raw text) — every one must unfold to the note "Hello, wonderful world".
  static let foldings: [(String, String)] = [
    ("CRLF + space", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nNOTE:Hello\\, wonder\r\n ful world\r\nEND:VCARD\r\n"),
    ("LF + space", "BEGIN:VCARD\nVERSION:3.0\nFN:X\nNOTE:Hello\\, wonder\n ful world\nEND:VCARD\n"),
    ("CR + space", "BEGIN:VCARD\rVERSION:3.0\rFN:X\rNOTE:Hello\\, wonder\r ful world\rEND:VCARD\r"),
    ("CRLF + tab", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nNOTE:Hello\\, wonder\r\n\tful world\r\nEND:VCARD\r\n"),
    (
      "several folds",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nNOTE:Hel\r\n lo\\, won\r\n der\r\n ful world\r\nEND:VCARD\r\n"
    ),
    ("no final line break", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nNOTE:Hello\\, wonder\r\n ful world\r\nEND:VCARD"),
  ]

  @Test("a folded line is unfolded whatever the line break and continuation", arguments: foldings)
  func unfolds(name: String, text: String) {
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.map(\.note) == ["Hello, wonderful world"])
  }

  @Test("a fold inside a UTF-8 sequence is joined on bytes before decoding")
  func foldInsideUTF8() {
    // "Zoë" is 5A 6F C3 AB 0A: fold between C3 and AB; "日本" E6 97 A5 E6 9C AC: fold after E6 97.
    var bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Br;Zo".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xAB]
    bytes += Array(";;;\r\nNOTE:".utf8) + [0xE6, 0x97, 0x0D, 0x0A, 0x09, 0xA5, 0xE6, 0x9C, 0xAC]
    bytes += Array("\r\nEND:VCARD\r\n".utf8)
    let result = parse(bytes: bytes)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.first?.givenName == "Zoë")
    #expect(result.contacts.first?.note == "日本")
  }

  @Test("mixed line endings in one file still give every card")
  func mixedEndings() {
    let text = card("FN:A", "N:A;;;;") + card("FN:B", "N:B;;;;").replacingOccurrences(of: "\r\n", with: "\n")
    #expect(parse(text).contacts.map(\.familyName) == ["A", "B"])
  }
}
