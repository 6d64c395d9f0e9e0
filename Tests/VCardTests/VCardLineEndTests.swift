import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

/// The line-end styles real exporters write.
enum LineEnd: String, CaseIterable, CustomTestStringConvertible {
  case lf = "\n"
  case crlf = "\r\n"
  case cr = "\r"
  /// iOS 5 and 6 exports.
  case crcrlf = "\r\r\n"
  /// A longer run of CRs before the LF: still one break.
  case crcrcrlf = "\r\r\r\n"

  var testDescription: String {
    switch self {
    case .lf: "LF"
    case .crlf: "CRLF"
    case .cr: "CR"
    case .crcrlf: "CR CR LF"
    case .crcrcrlf: "CR CR CR LF"
    }
  }
}

/// A card's physical lines, `\n` inside an element marking where a line breaks (a fold or a
/// soft break), joined with `lineEnd`.
func physical(_ lines: [String], _ lineEnd: LineEnd, final: Bool = true) -> [UInt8] {
  let text = lines.joined(separator: "\n") + (final ? "\n" : "")
  return Array(text.replacingOccurrences(of: "\n", with: lineEnd.rawValue).utf8)
}

@Suite("vCard reader: any line end, with folds and soft breaks across each")
struct VCardLineEndTests {
  /// A base64 photo long enough to fold over many lines, as exporters write it.
  static let photo = String(
    repeating: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg",
    count: 30)
  static let foldedPhoto = stride(from: 0, to: photo.count, by: 74).map { start -> String in
    let from = photo.index(photo.startIndex, offsetBy: start)
    let to = photo.index(from, offsetBy: min(74, photo.count - start))
    return String(photo[from..<to])
  }.joined(separator: "\n ")

  /// (case, the lines between BEGIN and END, the note expected, the photo expected).
  static let shapes: [(String, [String], String, String?)] = [
    ("a plain line", ["VERSION:3.0", "N:Doe;Jane;;;", "NOTE:Hello\\, wonderful world"], "Hello, wonderful world", nil),
    (
      "a space fold", ["VERSION:3.0", "N:Doe;Jane;;;", "NOTE:Hello\\, wonder\n ful world"], "Hello, wonderful world",
      nil
    ),
    (
      "a tab fold", ["VERSION:3.0", "N:Doe;Jane;;;", "NOTE:Hello\\, wonder\n\tful world"], "Hello, wonderful world", nil
    ),
    (
      "several folds", ["VERSION:3.0", "N:Doe;Jane;;;", "NOTE:Hel\n lo\\, won\n der\n\tful world"],
      "Hello, wonderful world", nil
    ),
    (
      "a quoted-printable soft break",
      ["VERSION:2.1", "N:Doe;Jane;;;", "NOTE;ENCODING=QUOTED-PRINTABLE:Hello=2C wonder=\nful=20world"],
      "Hello, wonderful world", nil
    ),
    (
      "a long folded photo",
      ["VERSION:3.0", "N:Doe;Jane;;;", "PHOTO;ENCODING=b;TYPE=PNG:" + foldedPhoto, "NOTE:after the photo"],
      "after the photo", photo
    ),
    ("a fold right after BEGIN", ["VERS\n ION:3.0", "N:Doe;\n Jane;;;", "NOTE:first\n  line"], "first line", nil),
  ]

  /// The physical lines of `shape` in `lineEnd`, with a line without ':' before END so the
  /// line numbers are checked too.
  static func file(_ lines: [String], _ lineEnd: LineEnd) -> (bytes: [UInt8], badLine: Int) {
    let all = ["BEGIN:VCARD"] + lines + ["no colon here", "END:VCARD"]
    let badLine = all.dropLast().joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).count
    return (physical(all, lineEnd), badLine)
  }

  @Test(
    "every line-end style reads every shape of line, with the right line numbers",
    arguments: LineEnd.allCases, shapes.indices)
  func styles(lineEnd: LineEnd, shape: Int) {
    let (name, lines, note, photo) = Self.shapes[shape]
    let (bytes, badLine) = Self.file(lines, lineEnd)
    let result = parse(bytes: bytes)
    #expect(result.contacts.count == 1, "\(name)")
    #expect(result.contacts.first?.givenName == "Jane", "\(name)")
    #expect(result.contacts.first?.note == note, "\(name)")
    #expect(result.contacts.first?.photo?.base64 == photo.map { Array($0.utf8) }, "\(name)")
    #expect(
      result.diagnostics.map(\.description) == [
        "test.vcf:\(badLine): line has no ':' so it is not a vCard property; ignored"
      ],
      "\(name)")
  }

  @Test("a file mixing every line-end style, fold and soft break reads every card", arguments: [true, false])
  func mixed(finalBreak: Bool) {
    var bytes: [UInt8] = []
    for (index, lineEnd) in LineEnd.allCases.enumerated() {
      bytes += physical(["BEGIN:VCARD", "VERSION:3.0", "N:Card\(index);;;;", "NOTE:fol\n ded"], lineEnd)
      // The card's last break differs from its others.
      bytes += physical(["END:VCARD"], LineEnd.allCases[(index + 1) % LineEnd.allCases.count])
    }
    bytes += physical(["BEGIN:VCARD", "VERSION:2.1", "N:Last;;;;", "NOTE;QUOTED-PRINTABLE:so=\nft"], .crcrlf)
    bytes += physical(["END:VCARD"], .cr, final: finalBreak)
    let result = parse(bytes: bytes)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.map(\.familyName) == (0..<LineEnd.allCases.count).map { "Card\($0)" } + ["Last"])
    #expect(result.contacts.map(\.note) == Array(repeating: "folded", count: LineEnd.allCases.count) + ["soft"])
  }

  @Test("within one card, every line may end differently")
  func mixedWithinACard() {
    let bytes = Array(
      "BEGIN:VCARD\r\r\nVERSION:3.0\nN:Doe;Jane;;;\rNOTE:a\r\r\n b\r\n c\n\td\rTEL:1\r\r\r\nEND:VCARD\r\n".utf8)
    let result = parse(bytes: bytes)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.map(\.note) == ["abcd"])
    #expect(result.contacts.first?.phoneNumbers.map(\.value) == ["1"])
  }

  /// (case, text, the line the line without ':' is on).
  static let blankLines: [(String, String, Int)] = [
    ("CR CR then a letter is two breaks: a blank line", "BEGIN:VCARD\rN:A;;;;\r\rbad\rEND:VCARD\r", 4),
    ("CR CR LF is one break", "BEGIN:VCARD\r\r\nN:A;;;;\r\r\nbad\r\r\nEND:VCARD\r\r\n", 3),
    ("CR CR CR then a letter is three breaks", "BEGIN:VCARD\rN:A;;;;\r\r\rbad\rEND:VCARD\r", 5),
    ("LF CR LF is two breaks", "BEGIN:VCARD\nN:A;;;;\n\r\nbad\nEND:VCARD\n", 4),
    ("CR LF CR LF is two breaks", "BEGIN:VCARD\r\nN:A;;;;\r\n\r\nbad\r\nEND:VCARD\r\n", 4),
  ]

  @Test("a run of CRs is one break only when an LF ends it", arguments: blankLines)
  func carriageReturnRuns(name: String, text: String, badLine: Int) {
    let result = parse(text)
    #expect(result.contacts.map(\.familyName) == ["A"])
    #expect(result.diagnostics.map(\.line) == [badLine])
  }

  @Test("a million CRs that no LF ends are a million blank lines, each CR looked at a bounded number of times")
  func longRunOfCarriageReturns() {
    let crs = [UInt8](repeating: 0x0D, count: 1_000_000)
    let bytes = Array(card("N:One;;;;").utf8) + crs + Array("bad\r\n".utf8) + Array(card("N:Two;;;;").utf8)
    let result = parse(bytes: bytes)
    #expect(result.contacts.map(\.familyName) == ["One", "Two"])
    #expect(result.diagnostics.map(\.line) == [4 + 1_000_000 + 1])
  }

  @Test("an iOS 6 export (CR CR LF, a folded photo and note) loses no fold")
  func iOSExport() {
    let lines = [
      "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//iPhone OS 6.1.3//EN", "N:Appleseed;John;;;",
      "FN:John Appleseed", "item1.TEL;type=pref:+1 408 555 0100", "item1.X-ABLabel:Work cell",
      "NOTE:A long note that the iPhone folds at seventy-five bytes\\, so that it goes on ov\n er two lines",
      "PHOTO;ENCODING=b;TYPE=JPEG:" + Self.foldedPhoto, "END:VCARD",
    ]
    let result = parse(bytes: physical(lines, .crcrlf))
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.contacts.first?.note
        == "A long note that the iPhone folds at seventy-five bytes, so that it goes on over two lines")
    #expect(result.contacts.first?.photo?.base64.count == Self.photo.utf8.count)
    #expect(result.contacts.first?.phoneNumbers.first?.label == "Work cell")
  }

  @Test("a large CR CR LF file parsed in parallel pieces gives the same result as one piece")
  func parallelCRCRLF() {
    var lines: [String] = []
    for index in 0..<5000 {
      lines += ["BEGIN:VCARD", "VERSION:3.0", "N:Family\(index);Given;;;", "NOTE:note \(index)\n folded", "END:VCARD"]
    }
    let bytes = physical(lines, .crcrlf)
    #expect(bytes.count > VCardReader.parallelThreshold)
    let parallel = bytes.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: "p", parallel: true) }
    let sequential = bytes.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: "p", parallel: false) }
    #expect(parallel.contacts == sequential.contacts)
    #expect(parallel.diagnostics.isEmpty && sequential.diagnostics.isEmpty)
    #expect(parallel.contacts.count == 5000)
    #expect(parallel.contacts.last?.note == "note 4999folded")
  }
}
