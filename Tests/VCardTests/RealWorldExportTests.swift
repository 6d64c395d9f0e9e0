import ContactModel
import Foundation
import Testing

@testable import VCard

/// The reader held to what real programs export (Fixtures/real-world/, made by
/// scripts/make-real-world-fixtures.py; docs/VCARD.md lists them): one row per file, each
/// contact with the fields a user sees, and the diagnostics.
@Suite("vCard reader: real-world exports")
struct RealWorldExportTests {
  @Test("each export gives its contacts with every field the user sees", arguments: RealWorldFixture.all)
  func contacts(_ fixture: RealWorldFixture) throws {
    let result = VCardReader.read(bytes: try fixture.bytes(), source: fixture.file)
    #expect(result.contacts.count == fixture.contacts.count, "\(result.contacts.map(Self.display))")
    for expected in fixture.contacts {
      guard let contact = Self.find(expected, in: result.contacts, fixture.file) else { continue }
      Self.check(contact, against: expected, in: fixture.file)
    }
  }

  @Test("each export gives exactly its diagnostics: none for a clean file", arguments: RealWorldFixture.all)
  func diagnostics(_ fixture: RealWorldFixture) throws {
    let diagnostics = VCardReader.read(bytes: try fixture.bytes(), source: fixture.file).diagnostics
    #expect(diagnostics.count == fixture.diagnostics.count, "\(diagnostics)")
    #expect(diagnostics.allSatisfy { $0.file == fixture.file })
    for expected in fixture.diagnostics {
      #expect(
        diagnostics.contains { expected.matches($0) },
        "no diagnostic on line \(expected.line) saying \(expected.phrases): \(diagnostics)")
    }
  }

  @Test(
    "read in one piece or in parallel pieces, a clean export gives the same contacts",
    arguments: RealWorldFixture.all.filter(\.diagnostics.isEmpty))
  func sequentialEqualsParallel(_ fixture: RealWorldFixture) throws {
    // Repeated until the parallel reader splits it, so piece boundaries fall between its cards.
    let bytes = try fixture.bytes()
    let copies = VCardReader.parallelThreshold / max(1, bytes.count) + 2
    let large = Array([[UInt8]](repeating: bytes, count: copies).joined())
    let parallel = large.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: fixture.file) }
    let sequential = large.withUnsafeBufferPointer {
      VCardReader.read(buffer: $0, source: fixture.file, parallel: false)
    }
    #expect(parallel.contacts == sequential.contacts)
    #expect(parallel.contacts.count == fixture.contacts.count * copies)
  }

  @Test("every file under Fixtures/real-world has a row, and every row a file")
  func everyFixtureHasARow() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: RealWorldFixture.folder.path)
      .filter { $0.hasSuffix(".vcf") }
    #expect(Set(files) == Set(RealWorldFixture.all.map(\.file)))
    #expect(files.count == RealWorldFixture.all.count)
  }

  /// The one contact shown as `expected.display`; failing that (a failure of its own), the one
  /// with its family and given names, so the other fields are still checked.
  static func find(_ expected: ExpectedContact, in contacts: [Contact], _ file: String) -> Contact? {
    let shown = contacts.filter { display($0) == expected.display }
    if shown.count == 1 { return shown[0] }
    Issue.record("\(file): no one contact shown as \(expected.display.debugDescription): \(contacts.map(display))")
    guard let name = expected.name, name.count >= 2 else { return nil }
    let named = contacts.filter { $0.familyName == name[0] && $0.givenName == name[1] }
    return named.count == 1 ? named[0] : nil
  }

  /// The display name, for failure messages.
  static func display(_ contact: Contact) -> String { ContactFormatter().string(from: contact) }

  /// Compares one contact with its row, field by field.
  static func check(_ contact: Contact, against expected: ExpectedContact, in file: String) {
    let who = "\(file): \(expected.display)"
    if let uid = expected.uid {
      #expect(contact.identifier == uid, "\(who)")
    } else {
      #expect(!contact.identifier.isEmpty, "\(who)")
    }
    var partsOnly = contact
    partsOnly.formattedName = ""
    let composed = ContactFormatter().string(from: partsOnly)
    #expect(
      contact.formattedName == expected.formattedName
        || (contact.formattedName.isEmpty && composed == expected.formattedName),
      "\(who): formattedName \(contact.formattedName.debugDescription), parts show \(composed.debugDescription)")
    if let name = expected.name {
      let padded = name + Array(repeating: "", count: max(0, 5 - name.count))
      #expect(ExpectedContact.nameParts(contact) == padded, "\(who)")
    }
    #expect(contact.nicknames == expected.nicknames, "\(who)")
    #expect(contact.groups == expected.groups, "\(who)")
    #expect(contact.organizationName == expected.organization, "\(who)")
    #expect(contact.departmentName == expected.department, "\(who)")
    #expect(contact.jobTitle == expected.jobTitle, "\(who)")
    #expect(ExpectedContact.labelled(contact.phoneNumbers) { $0 } == expected.phones, "\(who)")
    #expect(ExpectedContact.labelled(contact.emailAddresses) { $0 } == expected.emails, "\(who)")
    #expect(ExpectedContact.labelled(contact.urlAddresses) { $0 } == expected.urls, "\(who)")
    #expect(ExpectedContact.labelled(contact.postalAddresses, ExpectedContact.address) == expected.addresses, "\(who)")
    #expect(contact.note == expected.note, "\(who)")
    checkPhoto(contact, expected.photo, who)
  }

  /// A kept image decodes whole; a URL photo has no bytes and is written back in 3.0 and 4.0.
  static func checkPhoto(_ contact: Contact, _ expected: ExpectedPhoto, _ who: String) {
    switch expected {
    case .none:
      #expect(contact.photo == nil, "\(who)")
    case .image(let magic, let count):
      let data = contact.imageData.map { [UInt8]($0) } ?? []
      #expect(data.count == count, "\(who): photo of \(data.count) bytes")
      #expect(data.starts(with: magic), "\(who)")
    case .url(let url):
      #expect(contact.imageData == nil, "\(who)")
      for version in [VCardWriter.Version.v3, .v4] {
        let written = unfolded(VCardWriter.write([contact], version: version))
        #expect(
          written.split(separator: "\r\n").contains { $0.hasPrefix("PHOTO") && $0.hasSuffix(":" + url) },
          "\(who): \(version) card has no PHOTO for \(url):\n\(written)")
      }
    }
  }

  /// vCard text with its folds undone.
  static func unfolded(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n\t", with: "")
  }
}
