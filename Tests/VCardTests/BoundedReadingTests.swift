import ContactModel
import ContactsTesting
import Foundation
import Synchronization
import Testing

@testable import VCard

/// Hostile vCard text at a small scale: the limits lowered where the real ones are megabytes.
@Suite("bounded reading: hostile vCard text costs bounded time and memory, and what is skipped is named")
struct BoundedReadingTests {
  /// Limits small enough for tests: 1 MiB lines, 4 MiB cards, 50 values, 100 diagnostics.
  static let small = VCardLimits(
    maxLineBytes: 1 << 20, maxCardBytes: 4 << 20, maxValuesPerField: 50, maxDiagnostics: 100)

  static let good = card("N:Good;;;;", "UID:good")

  /// A 3.0 card around an array of lines.
  static func cardOf(_ lines: [String]) -> String {
    (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
  }

  func read(_ text: String, limits: VCardLimits = small) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    VCardReader.read(bytes: Array(text.utf8), source: "h.vcf", limits: limits)
  }

  @Test("a 2 MB line over a 1 MiB limit is ignored and named with its property; the card keeps its other lines")
  func longLine() {
    let huge = String(repeating: "x", count: 2 << 20)
    let result = read(card("N:Big;;;;", "NOTE:" + huge, "TEL:1") + Self.good)
    #expect(result.contacts.map(\.familyName) == ["Big", "Good"])
    #expect(result.contacts[0].note.isEmpty)
    #expect(result.contacts[0].phoneNumbers.map(\.value) == ["1"])
    #expect(result.diagnostics.map(\.description) == ["h.vcf:4: NOTE line is longer than 1 MiB; ignored"])
  }

  @Test("a folded line over the limit is cut while it is read, and the lines after it keep their numbers")
  func longFoldedLine() {
    let fold = String(repeating: "y", count: 1000)
    let folded = "NOTE:" + Array(repeating: fold, count: 3000).joined(separator: "\r\n ")
    let result = read(card("N:Folded;;;;", folded, "BDAY:not a date") + Self.good)
    #expect(result.contacts.map(\.familyName) == ["Folded", "Good"])
    #expect(result.contacts[0].note.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "h.vcf:4: NOTE line is longer than 1 MiB; ignored",
        "h.vcf:3004: BDAY \"not a date\" is not a date; ignored",
      ])
  }

  @Test("a 3 MB PHOTO over the line limit is dropped and named; the card is shown without it")
  func bigPhoto() {
    let photo = "PHOTO;ENCODING=b;TYPE=JPEG:" + String(repeating: "QUJD", count: 3 << 18)
    let result = read(card("N:Pictured;;;;", photo, "EMAIL:p@example.com") + Self.good)
    #expect(result.contacts.map(\.familyName) == ["Pictured", "Good"])
    #expect(result.contacts[0].photo == nil)
    #expect(result.contacts[0].emailAddresses.map(\.value) == ["p@example.com"])
    #expect(result.diagnostics.map(\.description) == ["h.vcf:4: PHOTO line is longer than 1 MiB; ignored"])
  }

  @Test("a quoted-printable line of a hundred thousand soft breaks is joined, in one pass")
  func softBreaks() {
    let pieces = Array(repeating: "ab=", count: 100_000).joined(separator: "\r\n")
    let result = read(card("N:Soft;;;;", "NOTE;ENCODING=QUOTED-PRINTABLE:" + pieces + "\r\n c") + Self.good)
    #expect(result.contacts.map(\.familyName) == ["Soft", "Good"])
    #expect(result.contacts[0].note.utf8.count == 200_002, "each `ab`, and ` c` joined as is")
    #expect(result.diagnostics.isEmpty)
  }

  @Test("soft breaks after 200 KB of parameters are joined without searching the parameters again for each")
  func softBreaksAfterLongParameters() {
    // The quoted-printable flag was searched for before the ':' on every soft break: 2,000
    // breaks after 200 KB of parameters was billions of steps. It is decided once per line.
    let parameters = "NOTE;X-PAD=" + String(repeating: "p", count: 200_000) + ";ENCODING=QUOTED-PRINTABLE:"
    let value = Array(repeating: "ab=", count: 2_000).joined(separator: "\r\n") + "\r\nc"
    let result = read(card("N:Padded;;;;", parameters + value) + Self.good)
    #expect(result.contacts.map(\.familyName) == ["Padded", "Good"])
    #expect(result.contacts[0].note == String(repeating: "ab", count: 2_000) + "c")
  }

  @Test("a card larger than the card limit is skipped to its END, and the next card is read")
  func bigCard() {
    let line = "X-FILLER:" + String(repeating: "z", count: 1000)
    let lines = Array(repeating: line, count: 5000)
    let text = Self.good + Self.cardOf(["N:Huge;;;;"] + lines + ["UID:huge"]) + card("N:After;;;;", "UID:after")
    let result = read(text)
    #expect(result.contacts.map(\.identifier) == ["good", "after"])
    #expect(result.diagnostics.map(\.description) == ["h.vcf:6: vCard is larger than 4 MiB; skipped"])
    #expect(result.diagnostics.allSatisfy { $0.skipsCard })
  }

  @Test("a card with 10,000 TEL lines keeps the first 1,000 and says the rest were ignored")
  func manyPhones() {
    let phones = (0..<10_000).map { "item\($0).TEL:+1 555 \($0)" }
    let labels = (0..<10_000).map { "item\($0).X-ABLabel:line \($0)" }
    let result = read(Self.cardOf(phones + labels + ["N:Phones;;;;"]), limits: .standard)
    #expect(result.contacts.count == 1)
    let numbers = result.contacts.first?.phoneNumbers ?? []
    #expect(numbers.count == 1_000)
    #expect(numbers.last?.value == "+1 555 999")
    #expect(numbers.last?.label == "line 999", "the group labels still apply")
    #expect(
      result.diagnostics.map(\.description) == [
        "h.vcf:1003: vCard has more than 1000 TEL values; the rest are ignored"
      ])
  }

  @Test("after the diagnostics limit, further problems are counted in one summary, not listed")
  func diagnosticsCapped() {
    // Cards without END are now kept (VCardRecoveryTests): cards over a small size limit are
    // what is skipped here.
    var limits = Self.small
    limits.maxCardBytes = 20
    let text = String(repeating: "BEGIN:VCARD\r\nN:Broken;;;;\r\nNOTE:too large\r\nEND:VCARD\r\n", count: 5_000)
    let result = read(text + "BEGIN:VCARD\r\nUID:good\r\nEND:VCARD\r\n", limits: limits)
    #expect(result.contacts.map(\.identifier) == ["good"])
    #expect(result.diagnostics.count == 101)
    let summary = result.diagnostics.last
    #expect(summary?.line == 0)
    #expect(summary?.unlistedCards == 4_900, "5,000 cards larger than the limit, 100 listed")
    #expect(Diagnostic.tally(result.diagnostics).cards == 5_000)
    #expect(summary?.description.hasPrefix("h.vcf: 4900 more problems after the first 100 not listed") == true)
  }
}

@Suite("bounded sources: memory given back while reading")
struct ReleaseWhileReadingTests {
  /// The ranges a reader released.
  final class Released: Sendable {
    private let stored = Mutex<[Range<Int>]>([])
    var ranges: [Range<Int>] { stored.withLock { $0 } }
    func add(_ range: Range<Int>) { stored.withLock { $0.append(range) } }
  }

  @Test("a 40 MB line is released as it is scanned, except the start it is handed out with")
  func longLineReleased() {
    let line = Array("NOTE:".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 40 << 20)
    let bytes = line + Array("\r\nN:after;;;;\r\n".utf8)
    let released = Released()
    let limit = 1 << 20
    bytes.withUnsafeBufferPointer { buffer in
      var reader = VCardLineReader(
        input: buffer, range: 0..<buffer.count, maxLineBytes: limit, release: { released.add($0) })
      let first = reader.next()
      #expect(first?.isTooLong == true)
      #expect(first?.bytes.count == limit)
      #expect(first.map { Array($0.bytes.prefix(5)) } == Array("NOTE:".utf8))
      #expect(reader.next().map { String(decoding: $0.bytes, as: UTF8.self) } == "N:after;;;;")
      #expect(reader.next() == nil)
    }
    let ranges = released.ranges
    #expect(ranges.allSatisfy { $0.lowerBound >= limit }, "the handed-out start stays: \(ranges)")
    #expect(ranges.reduce(0) { $0 + $1.count } >= 30 << 20)
  }

  @Test("a UTF-16 file over the UTF-16 limit is skipped whole, named, not transcoded")
  func bigUTF16() {
    var limits = BoundedReadingTests.small
    limits.maxUTF16Bytes = 1 << 10
    let text = String(repeating: card("N:Wide;;;;"), count: 100)
    let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let result = VCardReader.read(bytes: bytes, source: "w.vcf", limits: limits)
    #expect(result.contacts.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "w.vcf: cannot be read: a UTF-16 file larger than 1 KiB; skipped"
      ])
    #expect(
      VCardReader.read(bytes: bytes, source: "w.vcf").contacts.count == 100, "under the standard limit it is read")
  }

  @Test(
    "the boundary search finds a boundary across its 16 MiB windows, and releases each window it searched in vain",
    arguments: [(-5, false), (100, true)])
  func boundaryAcrossWindows(offset: Int, releasesFirstWindow: Bool) {
    let target = 20 << 20
    let begin = target + (16 << 20) + offset  // -5: BEGIN:VCARD crosses the end of the first window
    let end = Array("\r\nEND:VCARD\r\n".utf8)
    var bytes = [UInt8](repeating: UInt8(ascii: "g"), count: 40 << 20)
    bytes.replaceSubrange((begin - end.count)..<(begin + 11), with: end + Array("BEGIN:VCARD".utf8))
    let released = Released()
    bytes.withUnsafeBufferPointer { buffer in
      #expect(
        CardBoundaries.split(buffer, into: 2, release: { released.add($0) }) == [0..<begin, begin..<buffer.count])
    }
    #expect(released.ranges == (releasesFirstWindow ? [target..<(target + (16 << 20))] : []))
  }

  @Test("splitting a file with no card boundary gives one piece")
  func garbageSplit() {
    let garbage = [UInt8](repeating: UInt8(ascii: "g"), count: 1 << 20) + Array("BEGIN:VCARD\r\n".utf8)
    garbage.withUnsafeBufferPointer { buffer in
      #expect(CardBoundaries.split(buffer, into: 64) == [0..<buffer.count])
    }
  }
}
