import ContactModel
import Foundation
import SafeText
import TestSupport
import Testing

@testable import ContactStore

/// Every listing format on random text full of controls: text and TSV hold none, JSON escapes
/// them all and still decodes to the original.
@Suite("Listings neutralise or escape every control, whatever the text")
struct ExportSafetyTests {
  static let pool: [Unicode.Scalar] = [
    "a", "Z", " ", "\"", "\\", "\t", "\n", "\r", "\u{0}", "\u{7}", "\u{1B}", "[", "]", ";", "\u{7F}", "\u{80}",
    "\u{85}", "\u{9B}", "\u{9C}", "\u{9F}", "\u{A0}", "é", "’", "…", "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}",
    "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "م", "李", "😀",
  ]

  static func randomText(_ random: inout SeededRandom) -> String {
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0..<48, using: &random) { text.append(pool.randomElement(using: &random)!) }
    return String(text)
  }

  /// A contact whose identifier, names, organization and phone are random text.
  static func randomContact(_ random: inout SeededRandom) -> Contact {
    var contact = Contact(identifier: randomText(&random))
    contact.givenName = randomText(&random)
    contact.familyName = randomText(&random)
    contact.organizationName = randomText(&random)
    contact.phoneNumbers = [LabeledValue(label: nil, value: randomText(&random))]
    return contact
  }

  @Test("JSON escapes every C0, C1 and bidi control and decodes to the original string")
  func json() throws {
    var random = SeededRandom(seed: 9)
    for _ in 0..<2000 {
      let text = Self.randomText(&random)
      let literal = ContactExport.jsonString(text)
      #expect(!literal.unicodeScalars.contains(where: SafeText.isUnsafe), "\(literal.debugDescription)")
      let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
      #expect(decoded == [text], "\(text.debugDescription)")
    }
  }

  @Test("CSV holds no control but tabs, line feeds and the CR before each record's LF, and reads back")
  func csv() throws {
    var random = SeededRandom(seed: 11)
    for _ in 0..<500 {
      let contact = Self.randomContact(&random)
      let out = ContactExport.render([contact], format: .csv, formatter: ContactFormatter())
      #expect(!out.unicodeScalars.contains { SafeText.isUnsafe($0) && !["\t", "\n", "\r"].contains($0) })
      #expect(!out.replacingOccurrences(of: "\r\n", with: "").contains("\r"), "\(out.debugDescription)")
      let records = try #require(Self.parseCSV(out), "\(out.debugDescription)")
      #expect(records.count == 2 && records.allSatisfy { $0.count == 7 }, "\(out.debugDescription)")
      guard records.count == 2, records[1].count == 7 else { continue }
      let written = [contact.identifier, contact.givenName, contact.familyName, contact.organizationName]
      for (text, field) in zip(written, [records[1][0], records[1][2], records[1][3], records[1][4]])
      where !text.unicodeScalars.contains(where: { SafeText.isUnsafe($0) && !["\t", "\n", "\r"].contains($0) }) {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let disarmed = ExportField.startsAsFormula(ArraySlice(lines.utf8))
        #expect(field == (disarmed ? "'" + lines : lines), "\(text.debugDescription) → \(field.debugDescription)")
      }
    }
  }

  /// RFC 4180's grammar, strictly: records end in CR LF, a quoted field doubles its quotes, and
  /// an unquoted one holds no quote, comma, CR or LF. Nil when the text breaks it.
  static func parseCSV(_ text: String) -> [[String]]? {
    var records: [[String]] = []
    var record: [String] = []
    var scalars = Substring(text).unicodeScalars[...]
    while !scalars.isEmpty {
      var field = String.UnicodeScalarView()
      if scalars.first == "\"" {
        scalars.removeFirst()
        while true {
          guard let scalar = scalars.popFirst() else { return nil }
          if scalar == "\"" {
            guard scalars.first == "\"" else { break }
            scalars.removeFirst()
          }
          field.append(scalar)
        }
      } else {
        while let scalar = scalars.first, scalar != ",", scalar != "\r" {
          guard scalar != "\"", scalar != "\n" else { return nil }
          field.append(scalars.removeFirst())
        }
      }
      record.append(String(field))
      switch scalars.popFirst() {
      case ","?: continue
      case "\r"?:
        guard scalars.popFirst() == "\n" else { return nil }
        records.append(record)
        record = []
      default: return nil
      }
    }
    return record.isEmpty ? records : nil
  }

  @Test(
    "text and TSV fields hold no control but their own tab and line separators", arguments: [ExportFormat.text, .tsv])
  func textAndTSV(format: ExportFormat) {
    var random = SeededRandom(seed: 10)
    for _ in 0..<500 {
      let contact = Self.randomContact(&random)
      let out = ContactExport.render([contact], format: format, formatter: ContactFormatter())
      let body = format == .tsv ? String(out.split(separator: "\n", maxSplits: 1).last ?? "") : out
      let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2 && lines[1].isEmpty, "one record per line: \(out.debugDescription)")
      if format == .tsv { #expect(body.filter { $0 == "\t" }.count == 6, "tabs only between fields") }
      #expect(
        !body.unicodeScalars.contains { SafeText.isUnsafe($0) && $0 != "\n" && !(format == .tsv && $0 == "\t") },
        "\(out.debugDescription)")
    }
  }
}
