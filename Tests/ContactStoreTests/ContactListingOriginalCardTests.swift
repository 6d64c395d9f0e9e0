import Authorization
import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

@Suite("vCard listings keep the original cards")
struct ContactListingOriginalCardTests {
  static let text =
    card(
      "N:Doe;Jane;;;", "FN:Jane Doe", "X-CUSTOM;P=1:kept", "item1.X-ABDATE:2001-01-01", "item1.X-ABLabel:Day", "UID:j")
    + card("N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller;J=F6rg;;;", "TEL;CELL:+49 1", version: "2.1")

  @Test("list --format vcard writes every property of each card, a 2.1 card as 3.0; other formats keep no cards")
  func vcardListingKeepsProperties() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.vcf").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.text.utf8)))
    let store = ContactStore(center: try ContactStoreTests.center(.allowed), sources: [ContactSources.at(path: path)])
    let listing = ContactListing(format: .vcard, formatter: ContactFormatter(), sortOrder: .familyName)
    let lines = try listing.render(from: store).string().replacingOccurrences(of: "\r\n ", with: "")
      .components(separatedBy: "\r\n")
    for line in [
      "X-CUSTOM;P=1:kept", "item1.X-ABDATE:2001-01-01", "item1.X-ABLabel:Day", "N:Müller;Jörg;;;",
      "TEL;TYPE=CELL:+49 1",
    ] {
      #expect(lines.contains(line), "\(lines)")
    }
    #expect(!lines.contains("VERSION:2.1"))
    let tsv = ContactListing(format: .tsv, formatter: ContactFormatter(), sortOrder: .familyName)
    #expect(try !tsv.render(from: store).string().contains("X-CUSTOM"))
  }

  @Test("cards that repeat a UID (read again to make their identifiers unique) keep their cards too")
  func repeatedIdentifiers() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.vcf").path
    let text = card("N:One;A;;;", "X-FIRST:1", "UID:same") + card("N:Two;B;;;", "X-SECOND:2", "UID:same")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    let store = ContactStore(center: try ContactStoreTests.center(.allowed), sources: [ContactSources.at(path: path)])
    let listing = ContactListing(format: .vcard, formatter: ContactFormatter(), sortOrder: .familyName)
    let written = try listing.render(from: store).string()
    #expect(written.contains("X-FIRST:1\r\n"))
    #expect(written.contains("X-SECOND:2\r\n"))
    #expect(written.components(separatedBy: "UID:same").count == 3, "each card keeps a UID of its own: \(written)")
  }
}
