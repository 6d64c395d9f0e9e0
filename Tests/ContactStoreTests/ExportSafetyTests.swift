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

  @Test(
    "text and TSV fields hold no control but their own tab and line separators", arguments: [ExportFormat.text, .tsv])
  func textAndTSV(format: ExportFormat) {
    var random = SeededRandom(seed: 10)
    for _ in 0..<500 {
      var contact = Contact(identifier: Self.randomText(&random))
      contact.givenName = Self.randomText(&random)
      contact.familyName = Self.randomText(&random)
      contact.organizationName = Self.randomText(&random)
      contact.phoneNumbers = [LabeledValue(label: nil, value: Self.randomText(&random))]
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
