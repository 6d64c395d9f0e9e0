import ContactModel
import ContactsTesting
import Testing

@testable import VCard

@Suite("vCard reader: escapes and structured values")
struct VCardEscapingTests {
  static let texts: [(String, String)] = [
    ("a\\nb", "a\nb"), ("a\\Nb", "a\nb"), ("a\\,b", "a,b"), ("a\\;b", "a;b"), ("a\\\\b", "a\\b"),
    ("C:\\\\Users\\\\notes.txt", "C:\\Users\\notes.txt"), ("\\\\n is not a newline", "\\n is not a newline"),
    ("trailing backslash\\", "trailing backslash\\"), ("plain, comma", "plain, comma"),
  ]

  @Test("text escapes are resolved", arguments: texts)
  func textEscapes(raw: String, expected: String) {
    #expect(single(card("FN:X", "NOTE:" + raw)).note == expected)
  }

  @Test("N splits on unescaped ';' only, into family, given, middle, prefix, suffix")
  func structuredName() {
    let contact = single(card("N:O\\;Brien;Mary\\, Ann;Q.;Dr.;Jr."))
    #expect(contact.familyName == "O;Brien")
    #expect(contact.givenName == "Mary, Ann")
    #expect(contact.middleName == "Q.")
    #expect(contact.namePrefix == "Dr.")
    #expect(contact.nameSuffix == "Jr.")
  }

  @Test("N with missing components leaves them empty")
  func shortName() {
    let contact = single(card("N:Smith;John"))
    #expect(contact.familyName == "Smith")
    #expect(contact.givenName == "John")
    #expect(contact.middleName.isEmpty && contact.namePrefix.isEmpty && contact.nameSuffix.isEmpty)
  }

  @Test("ADR has seven components; the street keeps escaped commas and newlines")
  func address() {
    let contact = single(card("FN:X", "ADR;TYPE=WORK:;;123 Main St\\, Apt 4\\nBack door;Springfield;IL;62701;USA"))
    #expect(
      contact.postalAddresses == [
        LabeledValue(
          label: ContactLabel.work,
          value: PostalAddress(
            street: "123 Main St, Apt 4\nBack door", city: "Springfield", state: "IL", postalCode: "62701",
            country: "USA"))
      ])
  }

  @Test("ADR post office box and extended address go before the street")
  func addressBoxes() {
    let contact = single(card("FN:X", "ADR:PO Box 12;Suite 3;1 Road;Town;;;"))
    #expect(contact.postalAddresses.first?.value.street == "PO Box 12\nSuite 3\n1 Road")
    #expect(contact.postalAddresses.first?.value.city == "Town")
    let sparse = single(card("FN:X", "ADR:PO Box 12;;1 Road;;;;", "ADR:;Suite 3;;Town;;;"))
    #expect(sparse.postalAddresses.map(\.value.street) == ["PO Box 12\n1 Road", "Suite 3"], "no empty lines")
  }

  @Test("ORG with several units joins the non-empty ones after the first as the department")
  func organizationUnits() {
    #expect(single(card("N:A;B;;;", "ORG:Acme;;R&D;Mobile")).departmentName == "R&D, Mobile")
    #expect(single(card("N:A;B;;;", "ORG:Acme")).departmentName == "")
    let twice = single(card("N:A;B;C;D;E", "N:F;G;;;", "ORG:Acme;Lab", "ORG:Beta"))
    #expect([twice.familyName, twice.givenName, twice.middleName, twice.namePrefix] == ["A", "B", "C", "D"])
    #expect(twice.organizationName == "Acme" && twice.departmentName == "Lab", "the first line wins whole")
  }

  @Test("ORG gives organization and department; NICKNAME every item of its list")
  func organization() {
    let contact = single(card("N:A;B;;;", "ORG:Acme\\, Inc.;R&D", "NICKNAME:Bobby,Rob", "TITLE:Head\\, Mobile"))
    #expect(contact.organizationName == "Acme, Inc.")
    #expect(contact.departmentName == "R&D")
    #expect(contact.nicknames == ["Bobby", "Rob"])
    #expect(contact.jobTitle == "Head, Mobile")
  }

  @Test("URL, EMAIL and TEL values are kept; CATEGORIES gives the groups")
  func simpleValues() {
    let contact = single(
      card(
        "FN:X", "URL:https://example.com/?a=1,2", "EMAIL;TYPE=INTERNET:a@example.com", "TEL:+1 555 0100",
        "CATEGORIES:Friends,Work"))
    #expect(contact.urlAddresses.map(\.value) == ["https://example.com/?a=1,2"])
    #expect(contact.emailAddresses.map(\.value) == ["a@example.com"])
    #expect(contact.phoneNumbers.map(\.value) == ["+1 555 0100"])
    #expect(contact.groups == ["Friends", "Work"])
  }

  @Test("an escaped blank at the start of a TEL, EMAIL or URL value is trimmed as a plain one is")
  func escapedBlanksAtTheEnds() {
    // The writer writes no blank at either end, so a value keeping one would not read back.
    let contact = single(card("FN:X", "TEL:\\ +1 555 0100", "EMAIL:\\ a@example.com", "URL:\\\tx.org"))
    #expect(contact.phoneNumbers.map(\.value) == ["+1 555 0100"])
    #expect(contact.emailAddresses.map(\.value) == ["a@example.com"])
    #expect(contact.urlAddresses.map(\.value) == ["x.org"])
  }
}
