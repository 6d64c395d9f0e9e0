import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

/// Exact outputs that a change to how the codec and the merge walk the contact's fields must
/// keep: the cards written for a full contact (Fixtures/pins), and the merge's rows.
@Suite("pinned vCard and merge outputs")
struct VCardFieldPinTests {
  static let pins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pins")

  @Test(
    "a full contact is written byte for byte as it was", arguments: [(VCardWriter.Version.v3, "3.0"), (.v4, "4.0")])
  func written(version: VCardWriter.Version, name: String) throws {
    let expected = try Data(contentsOf: Self.pins.appendingPathComponent("full-\(name).vcf"))
    #expect(Data(VCardWriter.bytes([fullContact()], version: version)) == expected)
  }

  @Test("merging an empty card with a full one asks about the same rows, with the same values")
  func mergeRows() throws {
    var full = fullContact()
    full.formattedName = "Zoë B.-M."
    let merge = try #require(ContactMerge([Contact(identifier: "a"), full], region: nil))
    let rows = merge.differingFields.map { "\($0.title): \(ContactMerge.summary($0, of: full))" }
    #expect(rows == Self.mergeRows)
    var expected = full
    expected.identifier = "a"
    #expect(merge.merged().survivor == expected)
  }

  static let mergeRows = [
    "Name: Dr. Zoë Anne Brontë-Müller PhD",
    "Shown as: Zoë B.-M.",
    "Company: Müller & Söhne; GmbH, R&D, Europe",
    "Job title: Head of Product, Mobile",
    "Birthday: 1985-04-12",
    "Note: Line one; with semicolon ⏎ Line two, with comma\\backslash ⏎ 日本語 and a very long line that must be folded because it is far longer than seventy-five octets.",
    "Photo: image (306 bytes)",
  ]
}
