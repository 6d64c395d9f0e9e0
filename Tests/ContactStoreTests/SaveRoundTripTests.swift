import Authorization
import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

@Suite("Saving one edited field of a real-world card changes that field's lines and nothing else")
struct SaveRoundTripTests {
  static let fixtures: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("VCardTests/Fixtures/real-world")

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter { $0.hasSuffix(".vcf") }
      .sorted()
  }

  static func center() throws -> AuthorizationCenter {
    let store = InMemoryPermissionStore()
    let app = AppManifest(bundleIdentifier: "com.example.RoundTrip", contactsUsageDescription: "To edit.")
    try store.save(.allowed, reason: .userConsent, for: app.bundleIdentifier, sharedIdentifiers: [])
    return AuthorizationCenter(manifest: app, store: store, restrictions: .none)
  }

  /// The logical lines of `after` that are not in `before`, and those of `before` not in `after`.
  static func changedLines(_ before: [UInt8], _ after: [UInt8]) -> (removed: [String], added: [String]) {
    let old = CardSplice.logicalLines(before)
    let new = CardSplice.logicalLines(after)
    let steps = CardSplice.match(old.map(\.key), new.map(\.key))
    let kept = Set(steps.compactMap { if case .both(let index) = $0 { index } else { nil } })
    let added = steps.compactMap { if case .new(let index) = $0 { new[index].name } else { nil } }
    let removed = old.indices.filter { !kept.contains($0) }.map { old[$0].name }
    if ProcessInfo.processInfo.environment["SAVE_DEBUG"] != nil {
      for step in steps {
        if case .new(let index) = step { print("+ " + String(decoding: new[index].key, as: UTF8.self)) }
      }
      for index in old.indices where !kept.contains(index) {
        print("- " + String(decoding: old[index].key, as: UTF8.self))
      }
    }
    return (removed, added)
  }

  @Test(
    "every fixture: the note of one card edited, only NOTE lines differ (a 2.1 card is rewritten as 3.0)",
    arguments: names)
  func editNote(_ name: String) throws {
    let folder = try temporaryDirectory()
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent(name).path, toPath: path)
    let before = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let source = VCardFileSource(path: path)
    let cards = try source.loadForSaving().contacts
    guard let card = cards.first(where: { !$0.originalCard.isEmpty && $0.originalCard.offset >= 0 }) else {
      Issue.record("no card of \(name) can be found again")
      return
    }
    let store = ContactStore(center: try Self.center(), sources: [source])
    var contact = try store.unifiedContact(withIdentifier: card.identifier, keysToFetch: ContactKey.allCases)
    contact.note = "Edited by the round-trip test"
    var request = SaveRequest()
    request.update(contact)
    let written = try store.execute(request).updated[0]
    let after = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let start = card.originalCard.offset
    let end = start + card.originalCard.bytes.count
    // Every byte outside the card is the same.
    #expect(Array(after.prefix(start)) == Array(before.prefix(start)))
    #expect(Array(after.suffix(before.count - end)) == Array(before.suffix(before.count - end)))
    // A card without a UID is known by a hash of its bytes: the save says what it became.
    let reread = try store.unifiedContact(withIdentifier: written.identifier, keysToFetch: ContactKey.allCases)
    #expect(reread.note == "Edited by the round-trip test")
    var expected = card
    expected.note = reread.note
    expected.identifier = written.identifier
    #expect(reread == expected)
    let version = CardSplice.version(of: CardSplice.logicalLines(card.originalCard.bytes))
    if version != "2.1" {
      let changed = Self.changedLines(before, after)
      #expect(changed.added == ["NOTE"], "\(name): \(changed)")
      #expect(changed.removed.allSatisfy { $0 == "NOTE" }, "\(name): \(changed)")
    }
  }

  @Test("every fixture: a phone of one card edited changes only that TEL line", arguments: names)
  func editPhone(_ name: String) throws {
    let folder = try temporaryDirectory()
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent(name).path, toPath: path)
    let before = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let source = VCardFileSource(path: path)
    guard
      let card = try source.loadForSaving().contacts.first(where: {
        !$0.originalCard.isEmpty && !$0.phoneNumbers.isEmpty
          && CardSplice.version(of: CardSplice.logicalLines($0.originalCard.bytes)) != "2.1"
      })
    else { return }  // no 3.0 or 4.0 card with a phone in this fixture
    let store = ContactStore(center: try Self.center(), sources: [source])
    var contact = try store.unifiedContact(withIdentifier: card.identifier, keysToFetch: ContactKey.allCases)
    contact.phoneNumbers[0].value = "+49 176 5555 0000"
    var request = SaveRequest()
    request.update(contact)
    try store.execute(request)
    let after = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let changed = Self.changedLines(before, after)
    #expect(changed.added == ["TEL"] && changed.removed == ["TEL"], "\(name): \(changed)")
  }
}
