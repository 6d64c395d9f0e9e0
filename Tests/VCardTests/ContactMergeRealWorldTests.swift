import ContactModel
import Foundation
import Testing

@testable import VCard

/// Merges of cards real programs exported (Fixtures/real-world/): nothing the model does not
/// show is lost, whichever programs the cards came from.
@Suite("merging real-world cards")
struct ContactMergeRealWorldTests {
  /// Every clean fixture's contacts, each keeping its card.
  static func contacts() throws -> [[Contact]] {
    let files = try FileManager.default.contentsOfDirectory(atPath: RealWorldFixture.folder.path)
      .filter { $0.hasSuffix(".vcf") && !$0.hasPrefix("damaged-") }.sorted()
    return try files.map { file in
      let bytes = try Data(contentsOf: RealWorldFixture.folder.appendingPathComponent(file))
      return VCardReader.readKeepingOriginalCards(bytes, source: file).contacts.filter { !$0.originalCard.isEmpty }
    }
  }

  /// A card's lines the model does not show, without their groups (a merge may rename one).
  static func unknownLines(_ card: [UInt8], keepingProvenance: Bool) -> Set<[UInt8]> {
    Set(
      VCardOriginalLines(card, output: .v3, building: false).properties.filter {
        $0.field == nil && (keepingProvenance || !VCardMergedCard.provenance.contains($0.name.uppercased()))
      }.map(withoutGroup))
  }

  static func withoutGroup(_ property: VCardProperty) -> [UInt8] {
    guard let group = property.group else { return property.line }
    return Array(property.line.dropFirst(group.utf8.count + 1))
  }

  /// Checks one merge of `cards`: every unknown line of every card is in the written card, and the
  /// written card reads back as the merged contact.
  static func check(_ cards: [Contact]) throws {
    let merged = try #require(ContactMerge(cards, region: PhoneRegion(code: "US"))).merged().survivor
    let written = VCardWriter.bytes([merged])
    let lines = Set(VCardOriginalLines(written, output: .v3, building: false).properties.map(withoutGroup))
    for (index, card) in cards.enumerated() {
      let missing = unknownLines(card.originalCard.bytes, keepingProvenance: index == 0).subtracting(lines)
      #expect(missing.isEmpty, "\(card.identifier): \(missing.map { String(decoding: $0, as: UTF8.self) })")
    }
    let back = VCardReader.read(bytes: written, source: "merged").contacts
    #expect(back == [merged])
  }

  @Test("each card merged with the next of its file keeps both cards' unknown lines")
  func withinFiles() throws {
    for contacts in try Self.contacts() where contacts.count >= 2 {
      for index in contacts.indices.dropLast() { try Self.check([contacts[index], contacts[index + 1]]) }
    }
  }

  @Test("the first card of every program merged into one keeps every card's unknown lines")
  func acrossPrograms() throws {
    let firsts = try Self.contacts().compactMap(\.first)
    #expect(firsts.count >= 10)
    try Self.check(firsts)
    try Self.check(firsts.reversed())
  }
}
