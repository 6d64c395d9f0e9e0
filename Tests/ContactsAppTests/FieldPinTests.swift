import ContactModel
import ContactsScreens
import ContactsTesting
import Foundation
import Testing
import VCard

@testable import ContactStore
@testable import ContactsApp

/// Exact outputs of the consumers that walk the contact's fields, for a full contact: what a change
/// to how they walk the table must keep, byte for byte. Each is a file in `Fixtures/pins/`
/// (`GoldenFile`), so a field added on purpose changes them with one command,
/// `CONTACTS_TUI_REGENERATE=1 swift test --filter FieldPinTests`, and shows in their diff.
@Suite("pinned outputs of the field consumers")
struct FieldPinTests {
  /// The snapshot's format id: a new one throws every cache away (docs/SNAPSHOTS.md).
  @Test("the snapshot format id is the one the pinned file names")
  func formatID() {
    pin("0x" + String(SnapshotFormat.formatID, radix: 16) + "\n", "format-id.txt")
  }

  /// The JSON's key order is a contract (docs/DECISIONS.md).
  @Test("the JSON of a full contact is byte for byte the pinned file")
  func json() {
    pin(ContactExport.render([fullContact()], format: .json, formatter: ContactFormatter()), "full.json")
  }

  @Test(
    "a full contact is written byte for byte as pinned", arguments: [(VCardWriter.Version.v3, "3.0"), (.v4, "4.0")])
  func written(version: VCardWriter.Version, name: String) {
    pin(String(decoding: VCardWriter.bytes([fullContact()], version: version), as: UTF8.self), "full-\(name).vcf")
  }

  @Test("merging an empty card with a full one asks about the pinned rows, with their values")
  func mergeRows() throws {
    var full = fullContact()
    full.formattedName = "Zoë B.-M."
    let merge = try #require(ContactMerge([Contact(identifier: "a"), full], region: nil))
    pin(lines(merge.differingFields.map { "\($0.title): \(ContactMerge.summary($0, of: full))" }), "merge-rows.txt")
    var expected = full
    expected.identifier = "a"
    #expect(merge.merged().survivor == expected)
  }

  @Test("an empty contact becoming a full one is summed up in the pinned lines, in their order")
  func changeSummary() {
    var full = fullContact()
    full.formattedName = "Zoë B.-M."
    pin(lines(ContactChangeSummary.lines(from: Contact(identifier: "full-1"), to: full)), "change-summary.txt")
  }

  /// One entry a line, a backslash and a line break inside one written `\\` and `\n`.
  private func lines(_ entries: [String]) -> String {
    entries.map { $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n") + "\n" }
      .joined()
  }

  private func pin(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    GoldenFile.check(text, against: name, in: "pins", suite: "FieldPinTests", sourceLocation: sourceLocation)
  }
}
