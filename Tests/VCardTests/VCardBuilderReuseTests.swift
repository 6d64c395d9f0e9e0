import ContactModel
import Testing

@testable import VCard

/// The parser reads every card of a piece with one builder, restarted field by field at each
/// BEGIN (`VCardCardBuilder.restart`): nothing of a card may reach the next one.
@Suite("vCard builder reuse")
struct VCardBuilderReuseTests {
  /// A card that sets every piece of the builder's state: an FN before N, a UID, labelled groups,
  /// CATEGORIES past the point where a set takes over, a field past its limit, a bad BDAY (a
  /// problem), and an empty AGENT.
  static let busyCard: [String] = {
    var lines = [
      "BEGIN:VCARD", "VERSION:3.0", "FN:Dr. Busy Person, Esq.", "N:Person;Busy;;Dr.;", "UID:busy-1",
      "item1.TEL:+1 555 0100", "item1.X-ABLabel:Lab", "item2.EMAIL:busy@example.com", "item2.X-ABLabel:Mail",
      "BDAY:not a date", "NICKNAME:Bee,Buzz", "ORG:Busy Inc.;Hive", "TITLE:Queen", "NOTE:a note",
    ]
    lines.append("CATEGORIES:" + (1...40).map { "Group \($0)" }.joined(separator: ","))
    lines += ["AGENT:", "END:VCARD"]
    return lines
  }()

  static let plainCards: [[String]] = [
    ["BEGIN:VCARD", "VERSION:3.0", "N:Doe;Jane;;;", "FN:Jane Doe", "TEL:+1 555 0199", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Solo", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "N:;;;;", "FN:Acme", "ORG:Acme", "EMAIL:info@acme.example", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:2.1", "N:Roe;Rick", "EMAIL;INTERNET:rick@example.com", "END:VCARD"],
  ]

  @Test("a card read after a busy one reads as it does alone", arguments: plainCards)
  func nothingCarriesOver(plain: [String]) {
    let alone = parse(plain.joined(separator: "\r\n") + "\r\n")
    let after = parse((Self.busyCard + plain).joined(separator: "\r\n") + "\r\n")
    #expect(after.contacts.count == 2)
    #expect(alone.contacts.count == 1)
    guard let next = after.contacts.last, let expected = alone.contacts.first else { return }
    #expect(next == expected)
    #expect(next.groups.isEmpty && next.nicknames.isEmpty && next.formattedName == expected.formattedName)
    #expect(next.phoneNumbers.map(\.label) == expected.phoneNumbers.map(\.label))
    // The busy card's BDAY is reported once, on its own line; the plain card adds nothing.
    #expect(after.diagnostics.count == alone.diagnostics.count + 1)
  }

  @Test("the busy card itself keeps its FN, labels and every group")
  func busyCardReadsWhole() {
    let busy = parse(Self.busyCard.joined(separator: "\r\n") + "\r\n").contacts
    #expect(busy.count == 1)
    #expect(busy.first?.formattedName == "Dr. Busy Person, Esq.")
    #expect(busy.first?.phoneNumbers.first?.label == "Lab")
    #expect(busy.first?.groups.count == 40)
  }
}
