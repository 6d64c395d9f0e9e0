import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

@Suite("merging contacts")
struct ContactMergeTests {
  static let de = PhoneRegion(code: "DE")

  /// Cards read as the store reads them for writing: each keeps its bytes.
  static func read(_ text: String) -> [Contact] {
    VCardReader.readKeepingOriginalCards(Array(text.utf8), source: "test").contacts
  }

  static let anna = card(
    "UID:anna-1", "PRODID:-//Other//EN", "REV:20240101T000000Z", "N:Schmidt;Anna;;;", "FN:Anna Schmidt",
    "TEL;TYPE=CELL:0176 1234567", "EMAIL;TYPE=HOME:anna@example.com", "NOTE:from the phone",
    "X-SOCIALPROFILE;TYPE=mastodon:https://social.example/@anna", "item1.X-ABDATE:2015-06-01",
    "item1.X-ABLabel:_$!<Anniversary>!$_", "X-SHARED:same on both")
  static let annaAgain = card(
    "UID:anna-2", "PRODID:-//Third//EN", "REV:20250101T000000Z", "X-ABUID:ABC-123", "N:Schmidt;Anna;Maria;;",
    "FN:Anna Maria Schmidt", "ORG:Acme;Research", "TITLE:Chemist", "BDAY:1990-04-05",
    "TEL:+49 176 1234567", "TEL;TYPE=WORK:+49 30 9876543", "EMAIL:anna@EXAMPLE.com", "EMAIL:a.schmidt@acme.example",
    "URL:https://Acme.example/anna/", "NICKNAME:Annie", "CATEGORIES:Work", "NOTE:from the laptop",
    "X-SHARED:same on both", "X-PHONETIC-LAST-NAME:Schmidt", "item1.X-ABRELATEDNAMES:Bert",
    "item1.X-ABLabel:_$!<Spouse>!$_")

  @Test("fewer than two contacts are no merge")
  func needsTwo() {
    #expect(ContactMerge([makeContact("a")], region: nil) == nil)
  }

  @Test("every distinct value is kept once, compared in its normalised form, labels kept")
  func distinctValues() throws {
    let contacts = Self.read(Self.anna + Self.annaAgain)
    let merged = try #require(ContactMerge(contacts, region: Self.de)).merged().survivor
    #expect(merged.phoneNumbers.map(\.value) == ["0176 1234567", "+49 30 9876543"])
    #expect(merged.phoneNumbers[0].label == ContactLabel.mobile)
    #expect(merged.emailAddresses.map(\.value) == ["anna@example.com", "a.schmidt@acme.example"])
    #expect(merged.urlAddresses.map(\.value) == ["https://Acme.example/anna/"])
    #expect(merged.nicknames == ["Annie"])
    #expect(merged.groups == ["Work"])
  }

  @Test("without a region, a national and an international number are both kept")
  func noRegion() throws {
    let contacts = [makeContact("a", phones: ["0176 1234567"]), makeContact("b", phones: ["+49 176 1234567"])]
    let merged = try #require(ContactMerge(contacts, region: nil)).merged().survivor
    #expect(merged.phoneNumbers.count == 2)
  }

  @Test("each field starts on the first card that has it, and a choice changes it")
  func choices() throws {
    let contacts = Self.read(Self.anna + Self.annaAgain)
    var merge = try #require(ContactMerge(contacts, region: Self.de))
    #expect(merge.choice(for: .name) == 0)
    #expect(merge.choice(for: .organization) == 1)
    // Both FNs only repeat the name parts, so the reader keeps neither: the name decides them.
    #expect(merge.differingFields == [.name, .organization, .jobTitle, .birthday, .note])
    var result = merge.merged()
    #expect(result.survivor.identifier == "anna-1")
    #expect(result.deleted == ["anna-2"])
    #expect(result.survivor.middleName == "" && result.survivor.note == "from the phone")
    #expect(result.survivor.organizationName == "Acme" && result.survivor.jobTitle == "Chemist")
    merge.choose(1, for: .name)
    merge.choose(1, for: .note)
    merge.choose(7, for: .jobTitle)
    result = merge.merged()
    #expect(result.survivor.middleName == "Maria")
    #expect(VCardWriter.write([result.survivor]).contains("\r\nFN:Anna Maria Schmidt\r\n"))
    #expect(result.survivor.note == "from the laptop")
    #expect(result.survivor.jobTitle == "Chemist")
    #expect(result.survivor.identifier == "anna-1")
  }

  @Test("the written merged card carries every card's unknown lines once, and reads back as merged")
  func unknownLinesKept() throws {
    let contacts = Self.read(Self.anna + Self.annaAgain)
    var merge = try #require(ContactMerge(contacts, region: Self.de))
    merge.choose(1, for: .note)
    let survivor = merge.merged().survivor
    let written = VCardWriter.write([survivor])
    let lines = written.components(separatedBy: "\r\n")
    for expected in [
      "X-SOCIALPROFILE;TYPE=mastodon:https://social.example/@anna", "X-PHONETIC-LAST-NAME:Schmidt",
      "item1.X-ABDATE:2015-06-01", "item1.X-ABLabel:_$!<Anniversary>!$_", "PRODID:-//Other//EN",
      "REV:20240101T000000Z", "UID:anna-1", "NOTE:from the laptop",
    ] {
      #expect(lines.filter { $0 == expected }.count == 1, "\(expected)")
    }
    #expect(lines.filter { $0 == "X-SHARED:same on both" }.count == 1)
    // The second card's group took a free name, with its label.
    let related = try #require(lines.first { $0.hasSuffix(".X-ABRELATEDNAMES:Bert") })
    let group = String(related.prefix { $0 != "." })
    #expect(group.uppercased() != "ITEM1")
    #expect(lines.contains("\(group).X-ABLabel:_$!<Spouse>!$_"))
    // What belonged to the card that goes is not carried.
    #expect(!written.contains("-//Third//EN") && !written.contains("X-ABUID") && !written.contains("2025"))
    let back = try #require(Self.read(written).first)
    #expect(back == survivor)
  }

  @Test("a group the survivor already has with the same lines is not added again")
  func sameGroupOnce() throws {
    let first = card("UID:a", "FN:A", "N:;A;;;", "item1.X-ABRELATEDNAMES:Bert", "item1.X-ABLabel:_$!<Spouse>!$_")
    let second = card("UID:b", "FN:A", "N:;A;;;", "item7.X-ABRELATEDNAMES:Bert", "item7.X-ABLabel:_$!<Spouse>!$_")
    let merge = try #require(ContactMerge(Self.read(first + second), region: nil))
    let written = VCardWriter.write([merge.merged().survivor])
    #expect(written.components(separatedBy: "X-ABRELATEDNAMES:Bert").count == 2)
    #expect(!written.contains("item7"))
  }

  @Test("a 2.1 survivor is carried as 3.0: its quoted-printable and charset lines read back the same")
  func survivor21() throws {
    let old =
      "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:old\r\nN;CHARSET=UTF-8:Müller;Jürgen\r\n"
      + "NOTE;ENCODING=QUOTED-PRINTABLE:line one=0D=0Aline two\r\nX-OLD;CHARSET=UTF-8:grün\r\n"
      + "TEL;CELL:0176 1234567\r\nEND:VCARD\r\n"
    let newer = card("UID:new", "N:Müller;Jürgen;;;", "FN:Jürgen Müller", "X-NEW:blau", "TEL:+49 176 1234567")
    let contacts = Self.read(old + newer)
    #expect(contacts.count == 2)
    let survivor = try #require(ContactMerge(contacts, region: Self.de)).merged().survivor
    #expect(survivor.note == contacts[0].note && survivor.note.contains("line two"))
    #expect(survivor.phoneNumbers.count == 1)
    let written = VCardWriter.write([survivor])
    #expect(written.contains("X-NEW:blau") && written.contains("X-OLD:grün") && written.contains("VERSION:3.0"))
    #expect(Self.read(written).first == survivor)
  }

  @Test("contacts made in code merge from the model alone")
  func madeInCode() throws {
    let contacts = [
      makeContact("a", given: "Anna", emails: ["anna@example.com"]),
      makeContact("b", given: "Anna", family: "Schmidt", org: "Acme", emails: ["bob@example.com"]),
    ]
    let result = try #require(ContactMerge(contacts, region: nil)).merged()
    #expect(result.survivor.originalCard.isEmpty)
    #expect(result.survivor.familyName == "" && result.survivor.organizationName == "Acme")
    #expect(result.survivor.emailAddresses.count == 2)
  }
}
