import ContactModel
import Foundation
import Testing

@testable import ContactStore

/// abook's address book file read through `--contacts` as it is, so an abook user can try the
/// browser on their own contacts without converting anything.
@Suite("abook's address book as a contact source")
struct AbookFileSourceTests {
  /// What abook 0.6.1 itself wrote (`abook --convert --informat vcard --outformat abook`) for a
  /// card with every field it keeps.
  static let writtenByAbook = """
    # abook addressbook file

    [format]
    program=abook
    version=0.6.1


    [0]
    name=Ada Lovelace
    email=ada@example.org,ada@work.example
    address=12 St James's Square
    city=London
    zip=SW1Y 4JH
    country=United Kingdom
    phone=+44 20 7946 0000
    workphone=+44 20 7946 0001
    fax=+44 20 7946 0002
    mobile=+44 7700 900000
    nick=Countess
    url=https://example.org/ada
    notes=Wrote the first program; note with = and , inside
    anniversary=1815-12-10

    """

  func load(_ text: String) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("addressbook").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return try ContactSources.at(path: path).load()
  }

  @Test("a file abook wrote gives every field it keeps, under the labels abook's vCard export uses")
  func everyField() throws {
    let loaded = try load(Self.writtenByAbook)
    #expect(loaded.diagnostics.isEmpty)
    let ada = try #require(loaded.contacts.first)
    #expect(loaded.contacts.count == 1)
    #expect(ada.identifier.hasPrefix("abook-") && ada.identifier.count == 22)
    #expect(ada.formattedName == "Ada Lovelace" && ada.givenName == "Ada" && ada.familyName == "Lovelace")
    #expect(ada.nicknames == ["Countess"])
    #expect(ada.emailAddresses.map(\.value) == ["ada@example.org", "ada@work.example"])
    #expect(
      ada.phoneNumbers.map { [$0.label ?? "", $0.value] } == [
        [ContactLabel.home, "+44 20 7946 0000"], [ContactLabel.work, "+44 20 7946 0001"],
        [ContactLabel.mobile, "+44 7700 900000"], [ContactLabel.homeFax, "+44 20 7946 0002"],
      ])
    #expect(ada.urlAddresses.map(\.value) == ["https://example.org/ada"])
    #expect(
      ada.postalAddresses.first?.value
        == PostalAddress(
          street: "12 St James's Square", city: "London", postalCode: "SW1Y 4JH", country: "United Kingdom"))
    #expect(ada.birthday == Birthday(year: 1815, month: 12, day: 10))
    #expect(ada.note == "Wrote the first program; note with = and , inside")
  }

  @Test("names: the last word is the family name, as abook exports it; one word is a given name")
  func names() throws {
    let loaded = try load(
      "[format]\nprogram=abook\n\n[0]\nname=Jean-Luc de la Croix\n\n[1]\nname=Solo\n\n[2]\nname=\nemail=\n")
    #expect(loaded.contacts.map(\.givenName) == ["Jean-Luc de la", "Solo"])
    #expect(loaded.contacts.map(\.familyName) == ["Croix", ""])
    #expect(Set(loaded.contacts.map(\.identifier)).count == 2, "each entry has its own identifier; [2] is empty")
  }

  @Test(
    "dates: YYYY-MM-DD, or --MM-DD without a year; anything else is no birthday",
    arguments: [
      ("1815-12-10", Birthday(year: 1815, month: 12, day: 10)), ("--04-12", Birthday(month: 4, day: 12)),
      ("1815-13-10", nil), ("12/10/1815", nil), ("", nil), ("-04-12", nil),
    ])
  func dates(text: String, birthday: Birthday?) throws {
    let loaded = try load("[format]\nprogram=abook\n\n[0]\nname=A B\nanniversary=\(text)\n")
    #expect(loaded.contacts.first?.birthday == birthday)
  }

  @Test("groups, address2 and CR LF lines are read; custom fields are skipped; a stray line is a diagnostic")
  func otherLines() throws {
    let text =
      "[format]\r\nprogram=abook\r\n\r\n[0]\r\nname=A B\r\ngroups=friends, work\r\naddress=1 Main\r\n"
      + "address2=Flat 2\r\ncustom1=x\r\nthis line is not a field\r\nemail=a@b.c\r\n"
    let loaded = try load(text)
    let contact = try #require(loaded.contacts.first)
    #expect(contact.groups == ["friends", "work"])
    #expect(contact.postalAddresses.first?.value.street == "1 Main\nFlat 2")
    #expect(contact.emailAddresses.map(\.value) == ["a@b.c"], "read on after the stray line")
    #expect(loaded.diagnostics.map(\.line) == [10])
  }

  @Test("a value is read as a vCard would read it: spaces around it dropped, a lone CR a line break, NUL its end")
  func values() throws {
    let loaded = try load("[format]\nprogram=abook\n\n[0]\nname=  A B \t\nnotes=one\rtwo\nnick=Al\u{0}ex\n")
    let contact = try #require(loaded.contacts.first)
    #expect(contact.givenName == "A" && contact.familyName == "B")
    #expect(contact.note == "one\ntwo")
    #expect(contact.nicknames == ["Al"])
  }

  @Test("only a file that says it is abook's is read as one: a vCard mentioning abook stays a vCard")
  func detection() throws {
    let card = "BEGIN:VCARD\nVERSION:3.0\nFN:X\nNOTE:[format]\\nprogram=abook\nEND:VCARD\n"
    let vCard = try load(card).contacts
    #expect(vCard.count == 1 && vCard.allSatisfy { !$0.identifier.hasPrefix("abook-") })
    #expect(try load("[format]\nprogram=abook\n").contacts.isEmpty)
    let header = Array("# abook addressbook file\n\n[format]\nprogram=abook\nversion=0.6.1\n".utf8)
    #expect(header.withUnsafeBufferPointer(AbookFileSource.isAbook(head:)))
    let other = Array("[format]\nprogram=other\n\n[0]\nprogram=abook\n".utf8)
    #expect(!other.withUnsafeBufferPointer(AbookFileSource.isAbook(head:)))
  }

  @Test("the file stays abook's: a save to it is refused, naming the path")
  func readOnly() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("addressbook").path
    try Data(Self.writtenByAbook.utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: ContactsError.self) { try PathContactSource(path: path).lockForWriting() }
    #expect(error?.localizedDescription.contains("abook's address book, which is only read here") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.writtenByAbook)
  }
}
