import ContactModel
import Foundation
import Testing

@testable import VCard

@Suite("vCard round trip over a generated corpus and every fixture")
struct VCardRoundTripCorpusTests {
  /// Checks `read -> write -> read` for `contacts` (read keeping their cards) in `version`:
  /// equal contacts, and each card's properties all written, in order, with nothing added but
  /// the required ones. Returns the problems found (empty when none).
  static func problems(_ contacts: [Contact], _ version: VCardWriter.Version, source: String) -> [String] {
    var problems: [String] = []
    let written = VCardWriter.bytes(contacts, version: version)
    let reread = parse(bytes: written).contacts
    if reread.count != contacts.count {
      problems.append("\(source): \(contacts.count) contacts read, \(reread.count) after writing")
    }
    for (contact, again) in zip(contacts, reread) where contact != again {
      problems.append("\(source): \(contact.identifier) reads back as \(again)")
    }
    // A card another was nested in keeps no bytes (docs/VCARD.md): it is written from its fields,
    // checked by the equality above.
    for contact in contacts where !contact.originalCard.bytes.isEmpty {
      let card = VCardWriter.bytes([contact], version: version)
      // An untouched contact is written without reading its card's values again; reading them
      // (as for an edited one) must give the same card.
      var reread = contact
      reread.originalCard = contact.originalCard.bytes.withUnsafeBufferPointer {
        OriginalCard($0, read: Contact(identifier: ""))
      }
      if VCardWriter.bytes([reread], version: version) != card {
        problems.append("\(source): \(contact.identifier) is written otherwise when its values are read again")
      }
      let lines = unfoldedLines(card)
      let expected = convertedLines(contact, version)
      if !isInOrder(expected, in: lines) {
        problems.append("\(source): \(contact.identifier): \(expected) not all in order in \(lines)")
      }
      let extra = lines.filter { !expected.contains($0) && !addedProperties.contains(propertyName($0)) }
      if !extra.isEmpty { problems.append("\(source): \(contact.identifier) gained \(extra)") }
    }
    return problems
  }

  @Test(
    "20,000 generated cards of every version read back equal, each property written in order",
    arguments: [VCardWriter.Version.v3, .v4])
  func generated(version: VCardWriter.Version) {
    var generator = GeneratedCards(seed: 11)
    let text = generator.cards(20_000)
    let read = readKeeping(bytes: Array(text.utf8))
    #expect(read.contacts.count == 20_000)
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics.prefix(5))")
    let problems = Self.problems(read.contacts, version, source: "generated")
    #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(5))")
  }

  /// Every .vcf under Tests/VCardTests/Fixtures (other suites add theirs there).
  static var fixtures: [URL] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
    return files.filter { $0.pathExtension.lowercased() == "vcf" }.sorted { $0.path < $1.path }
  }

  @Test("every fixture that holds a card reads back equal after writing, each property written in order")
  func everyFixture() throws {
    let fixtures = Self.fixtures
    #expect(fixtures.count >= 3)
    var checked = 0
    for file in fixtures {
      let read = readKeeping(bytes: Array(try Data(contentsOf: file)))
      guard !read.contacts.isEmpty else { continue }
      checked += 1
      for version in [VCardWriter.Version.v3, .v4] {
        let problems = Self.problems(read.contacts, version, source: file.lastPathComponent)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
      }
    }
    #expect(checked >= 3)
  }
}
