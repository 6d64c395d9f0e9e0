import ContactModel
import ContactsScreens
import ContactsTesting
import Foundation
import TerminalUI
import Testing

@testable import ContactStore
@testable import ContactsApp
@testable import ContactsPrompt
@testable import VCard

/// Every `ContactField` through every consumer that handles "every field": a field added to the
/// table that one of them misses fails here, named (docs/DECISIONS.md, "A contact field
/// declared once").
@Suite("every contact field reaches every consumer")
struct ContactFieldCoverageTests {
  /// A value no fixture has, with the characters each format escapes.
  static func sentinel(_ field: ContactField) -> String { "⟦\(field)⟧ a,b;c\\" }

  /// The full contact with `field` set to its sentinel.
  static func contact(with field: ContactField) -> Contact {
    var contact = fullContact()
    contact[field] = sentinel(field)
    return contact
  }

  @Test("JSON has the field under its key", arguments: ContactField.allCases)
  func json(field: ContactField) throws {
    let output = ContactExport.render([Self.contact(with: field)], format: .json, formatter: ContactFormatter())
    let array = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(array.first?[field.info.key.rawValue] as? String == Self.sentinel(field))
  }

  @Test("a snapshot record keeps the field, and the format id names it", arguments: ContactField.allCases)
  func snapshot(field: ContactField) throws {
    let contact = Self.contact(with: field)
    var encoder = SnapshotEncoder()
    SnapshotRecord.encode(contact, into: &encoder)
    let decoded = try encoder.bytes.withUnsafeBytes { bytes in
      var decoder = SnapshotDecoder(bytes)
      return try SnapshotRecord.decode(&decoder)
    }
    #expect(decoded == contact)
    let others = ContactField.allCases.filter { $0 != field }
    #expect(SnapshotFormat.formatID(for: others) != SnapshotFormat.formatID, "the format id does not name it")
  }

  @Test("a merge asks about the field, shows it, and keeps the chosen card's", arguments: ContactField.allCases)
  func merge(field: ContactField) throws {
    var without = fullContact()
    without[field] = ""
    let with = Self.contact(with: field)
    var merge = try #require(ContactMerge([without, with], region: nil))
    let row = try #require(
      merge.differingFields.first { ContactMerge.summary($0, of: with).contains("⟦\(field)⟧") }, "no row shows it")
    merge.choose(1, for: row)
    #expect(merge.merged().survivor[field] == Self.sentinel(field))
    merge.choose(0, for: row)
    #expect(merge.merged().survivor[field].isEmpty)
  }

  @Test("the change summary has one line for the field, with its label", arguments: ContactField.allCases)
  func changeSummary(field: ContactField) {
    let before = fullContact()
    // The shown name (FN) is summed up against the name the card showed, which here its parts
    // compose (ContactChangeSummaryTests); every other empty field reads "(none)".
    let shown = field == .formattedName ? ContactFormatter().string(from: before) : "(none)"
    let old = before[field].isEmpty ? shown : before[field]
    #expect(
      ContactChangeSummary.lines(from: before, to: Self.contact(with: field)) == [
        "\(field.info.label): \(old) → \(Self.sentinel(field))"
      ])
  }

  @Test("the card shows the field", arguments: ContactField.allCases)
  func card(field: ContactField) {
    let contact = Self.contact(with: field)
    let card = ContactCard(contact, name: ContactFormatter().string(from: contact), width: 200)
    #expect(card.lines.contains { $0.text.contains(Self.sentinel(field)) })
    switch field.info.card {
    case .row:
      #expect(card.lines.contains { $0.label == field.info.label && $0.text == Self.sentinel(field) })
    case .underName:
      #expect(card.lines[1].isHeading && card.lines[1].role == .dim && card.lines[1].text == Self.sentinel(field))
    case .heading:
      #expect(card.lines.contains { $0.isHeading && $0.text.contains(Self.sentinel(field)) })
    }
  }

  @Test("the form edits a field it shows, and keeps one it does not", arguments: ContactField.allCases)
  func form(field: ContactField) throws {
    if field.info.form == .kept {
      let contact = Self.contact(with: field)
      var form = ContactForm(editing: contact)
      try type("x", into: .field(.note), of: &form)
      let saved = try form.result().get()
      #expect(saved[field] == Self.sentinel(field))
      #expect(!FormField.allCases.contains { $0.text(of: contact) == Self.sentinel(field) }, "shown, not kept")
    } else {
      var contact = fullContact()
      contact[field] = ""
      var form = ContactForm(editing: contact)
      let stop = try #require(
        FormField.allCases.first { $0.text(of: Self.contact(with: field)) == Self.sentinel(field) }, "not in the form")
      try type(Self.sentinel(field), into: .field(stop), of: &form)
      let saved = try form.result().get()
      #expect(saved[field] == Self.sentinel(field))
      #expect(FormView.lines(form).contains { $0.caption == .text(field.info.caption, dim: false) })
    }
  }

  private func type(_ text: String, into stop: FormStop, of form: inout ContactForm) throws {
    form.focus(on: stop)
    try #require(form.focus == stop)
    for character in text { _ = form.handle(.widget(.insert(character))) }
  }

  @Test("the vCard reader knows the name of a field's property of its own", arguments: ContactField.allCases)
  func vCardPropertyName(field: ContactField) {
    guard case .text(let name) = field.info.vCard else { return }
    #expect(
      VCardPropertyName.textFields.contains(field),
      "VCardPropertyName.identify does not know \(name): add it, or the field is written and never read")
  }

  @Test("vCard 3.0 and 4.0 write the field and read it back", arguments: ContactField.allCases)
  func vCard(field: ContactField) throws {
    let contact = Self.contact(with: field)
    for version in [VCardWriter.Version.v3, .v4] {
      let read = VCardReader.read(VCardWriter.bytes([contact], version: version), source: "t.vcf").contacts
      #expect(read == [contact], "\(version)")
    }
  }

  @Test(
    "a card read with its bytes and changed in the field is written with the change", arguments: ContactField.allCases)
  func vCardSplice(field: ContactField) throws {
    let bytes = VCardWriter.bytes([fullContact()])
    var read = try #require(VCardReader.readKeepingOriginalCards(bytes, source: "t.vcf").contacts.first)
    read[field] = Self.sentinel(field)
    let again = try #require(VCardReader.read(VCardWriter.bytes([read]), source: "t.vcf").contacts.first)
    #expect(again == read)
  }

  /// A partial fetch skips whole vCard properties (docs/DECISIONS.md): a field that shares one
  /// (N's and ORG's parts, a `group`) is read with its property.
  @Test("a read that does not fetch a field of its own property leaves it empty", arguments: ContactField.allCases)
  func vCardUnfetched(field: ContactField) throws {
    let keys = Set(ContactKey.allCases).subtracting([field.info.key])
    let stream = ContactStream<[Contact]>(keysToFetch: keys, makeBatch: { _ in [] }, consume: { $0.append($1) })
    let text = Array(VCardWriter.write([Self.contact(with: field)]).utf8)
    let (batches, _) = text.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: "t.vcf", into: stream) }
    let read = try #require(batches.flatMap { $0 }.first)
    #expect(read[field].isEmpty == (field.info.group == nil))
    #expect(read.phoneNumbers == fullContact().phoneNumbers)
  }
}
