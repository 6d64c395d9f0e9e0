import ContactModel
import ContactsTesting
import Foundation
import TestSupport
import Testing

@testable import VCard

@Suite("vCard reader: bad input never stops a load")
struct VCardBadInputTests {
  static let good1 = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:One;Ann;;;\r\nEND:VCARD\r\n"  // lines 1-4
  static let good2 = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Two;Bob;;;\r\nEND:VCARD\r\n"

  /// (case, the text between two good cards, the expected diagnostics, the contacts loaded).
  static let cases: [(String, String, [String], [String])] = [
    (
      // The next card cannot be told from a nested one: both are kept (VCardRecoveryTests).
      "a card without END", "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Broken;;;;\r\n",
      [
        "f.vcf:8: vCard begins inside the vCard of line 5 (which has no END:VCARD before it); each is read as a "
          + "contact of its own",
        "f.vcf:5: vCard has no END:VCARD before the end of the data at line 11; read as it is",
      ], ["One", "Broken", "Two"]
    ),
    (
      "a line without a colon", "BEGIN:VCARD\r\nN:Mid;;;;\r\nthis line has no colon\r\nEND:VCARD\r\n",
      ["f.vcf:7: line has no ':' so it is not a vCard property; ignored"], ["One", "Mid", "Two"]
    ),
    (
      "binary garbage between cards", "\u{01}\u{02}garbage\u{7F}\r\nmore: garbage\r\n",
      ["f.vcf:5: text outside a vCard; ignored up to the next BEGIN:VCARD"], ["One", "Two"]
    ),
    (
      "NUL bytes inside a card", "BEGIN:VCARD\r\nN:Nul;;;;\r\nNOTE:a\u{0}b\r\nEND:VCARD\r\n",
      ["f.vcf:7: line contains NUL bytes; ignored"], ["One", "Nul", "Two"]
    ),
    (
      "END without BEGIN", "END:VCARD\r\n",
      ["f.vcf:5: END:VCARD without BEGIN:VCARD outside a vCard; ignored up to the next BEGIN:VCARD"], ["One", "Two"]
    ),
    (
      "a BEGIN inside a card", "BEGIN:VCARD\r\nN:Outer;;;;\r\nBEGIN:VCARD\r\nN:Inner;;;;\r\nEND:VCARD\r\n",
      [
        "f.vcf:7: vCard begins inside the vCard of line 5 (which has no END:VCARD before it); each is read as a "
          + "contact of its own",
        "f.vcf:5: vCard has no END:VCARD before the end of the data at line 13; read as it is",
      ], ["One", "Outer", "Inner", "Two"]
    ),
  ]

  @Test("each bad input is named with file:line: reason and its good neighbours load", arguments: cases)
  func badInput(name: String, middle: String, diagnostics: [String], families: [String]) {
    let result = parse(Self.good1 + middle + Self.good2, source: "f.vcf")
    #expect(result.diagnostics.map(\.description) == diagnostics)
    #expect(result.contacts.map(\.familyName) == families)
  }

  @Test("an empty file loads nothing and says so")
  func emptyFile() {
    let result = parse("", source: "empty.vcf")
    #expect(result.contacts.isEmpty)
    #expect(result.diagnostics.map(\.description) == ["empty.vcf:1: empty file: no vCard in it"])
  }

  @Test("a truncated file keeps every card, the cut one too, and reports the cut one")
  func truncated() {
    let text = Self.good1 + "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Cut;"
    let result = parse(text, source: "t.vcf")
    #expect(result.contacts.map(\.familyName) == ["One", "Cut"])
    #expect(
      result.diagnostics.map(\.description) == [
        "t.vcf:5: vCard has no END:VCARD before the end of the data at line 7; read as it is"
      ])
  }

  @Test("a 10 MB line between cards is skipped; inside a card it is ignored and named, and the card kept")
  func hugeLine() {
    let huge = String(repeating: "x", count: 10 * 1024 * 1024)
    let outside = parse(Self.good1 + huge + "\r\n" + Self.good2, source: "h.vcf")
    #expect(outside.contacts.map(\.familyName) == ["One", "Two"])
    #expect(outside.diagnostics.map(\.line) == [5])
    let inside = parse(
      Self.good1 + "BEGIN:VCARD\r\nN:Big;;;;\r\nNOTE:" + huge + "\r\nEND:VCARD\r\n" + Self.good2, source: "h.vcf")
    #expect(inside.contacts.map(\.familyName) == ["One", "Big", "Two"])
    #expect(inside.contacts[1].note.isEmpty, "longer than the line limit (VCardLimits.maxLineBytes)")
    #expect(inside.diagnostics.map(\.description) == ["h.vcf:7: NOTE line is longer than 4 MiB; ignored"])
  }

  @Test("random binary data never crashes the reader, and never costs a good neighbour")
  func binaryNoise() {
    var generator = SeededRandom(seed: 0x5EED)  // seeded: a failure is reproducible
    for _ in 0..<200 {
      let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let result = parse(bytes: Array(Self.good1.utf8) + noise + [0x0D, 0x0A] + Array(Self.good2.utf8))
      #expect(result.contacts.contains { $0.familyName == "One" })
    }
  }

  @Test("a large file parsed in parallel pieces gives the same result as one piece")
  func parallelEqualsSequential() {
    var text = ""
    for index in 0..<6000 {
      text += card("N:Family\(index);Given;;;", "NOTE:note \(index)\\, folded", "TEL;TYPE=CELL:555\(index)")
      if index == 3000 { text += "garbage line\r\n" }
      if index == 4500 { text += "BEGIN:VCARD\r\nN:NoEnd;;;;\r\n" }
    }
    let bytes = Array(text.utf8)
    #expect(bytes.count > VCardReader.parallelThreshold)
    let parallel = bytes.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: "p", parallel: true) }
    let sequential = bytes.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: "p", parallel: false) }
    #expect(parallel.contacts == sequential.contacts)
    #expect(parallel.diagnostics == sequential.diagnostics)
    #expect(parallel.contacts.count == 6001, "the card without END is kept")
    // The garbage line, the cards after the one without END nested in it, and its end.
    #expect(parallel.diagnostics.count == 3)
  }
}

@Suite("vCard reader: the end of a card is never folded away")
struct VCardEndOfCardTests {
  @Test(
    "a space or tab right after END:VCARD does not swallow the card's end",
    arguments: [" garbage", "\tgarbage", " \u{0}\u{1}binary"])
  func blankAfterEnd(noise: String) {
    let good1 = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:One;Ann;;;\r\nEND:VCARD\r\n"
    let good2 = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Two;Bob;;;\r\nEND:VCARD\r\n"
    let result = parse(good1 + noise + "\r\n" + good2)
    #expect(result.contacts.map(\.familyName) == ["One", "Two"])
  }
}
