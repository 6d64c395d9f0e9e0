import ContactModel
import ContactsSupport
import ContactsTesting
import Foundation
import Testing

@testable import VCard

@Suite("vCard reader: properties")
struct VCardPropertyTests {
  /// (BDAY line, expected ISO string).
  static let birthdays: [(String, String)] = [
    ("BDAY:19850412", "1985-04-12"), ("BDAY:1985-04-12", "1985-04-12"), ("BDAY:--0412", "--04-12"),
    ("BDAY:--04-12", "--04-12"), ("BDAY:1985-04-12T10:00:00Z", "1985-04-12"), ("BDAY:19850412T100000", "1985-04-12"),
    ("BDAY;VALUE=date:1985-04-12", "1985-04-12"), ("BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12", "--04-12"),
    ("BDAY: 2001-12-31 ", "2001-12-31"),
  ]

  @Test("every BDAY form is read; the year may be missing", arguments: birthdays)
  func birthday(line: String, iso: String) {
    #expect(single(card("FN:X", line)).birthday?.isoString == iso)
  }

  @Test("a BDAY that is not a date is ignored with a diagnostic")
  func badBirthday() {
    let result = parse(card("FN:X", "BDAY;VALUE=text:circa 1800"))
    #expect(result.contacts.first?.birthday == nil)
    #expect(result.diagnostics.map(\.description) == ["test.vcf:4: BDAY \"circa 1800\" is not a date; ignored"])
  }

  @Test("4.0 TEL;VALUE=uri drops the tel: scheme")
  func telURI() {
    let contact = single(card("FN:X", "TEL;VALUE=uri;TYPE=cell:tel:+1-555-555-0100", version: "4.0"))
    #expect(contact.phoneNumbers == [LabeledValue(label: ContactLabel.mobile, value: "+1-555-555-0100")])
  }

  @Test("a base64 PHOTO is kept as base64 and decoded only when asked")
  func photoBase64() {
    let image = Data([0xFF, 0xD8, 0x01, 0x02, 0xFF, 0xD9])
    let base64 = image.base64EncodedString()
    for line in ["PHOTO;ENCODING=b;TYPE=JPEG:" + base64, "PHOTO;ENCODING=BASE64;JPEG:" + base64] {
      let contact = single(card("FN:X", line))
      #expect(contact.photo?.base64 == Array(base64.utf8))
      #expect(contact.photo?.mediaType == "JPEG")
      #expect(contact.imageData == image)
    }
  }

  @Test("a folded 4.0 data: URI PHOTO keeps its bytes and media type")
  func photoDataURI() {
    let image = Data((0..<200).map { UInt8($0) })
    let base64 = image.base64EncodedString()
    let line = "PHOTO:data:image/png;base64," + base64
    var folded = ""
    var rest = Substring(line)
    while rest.count > 70 {
      folded += rest.prefix(70) + "\r\n "
      rest = rest.dropFirst(70)
    }
    folded += rest
    let contact = single(card("FN:X", folded, version: "4.0"))
    #expect(contact.photo?.mediaType == "PNG")
    #expect(contact.imageData == image)
  }

  @Test("the identifier is the UID when there is one")
  func uidIdentifier() {
    #expect(single(card("FN:X", "UID:urn:uuid:1234")).identifier == "urn:uuid:1234")
  }

  @Test("without UID the identifier is a stable hash of the card's bytes")
  func hashIdentifier() {
    let text = card("N:Doe;Jane;;;")
    let first = single(text).identifier
    #expect(first == single(text).identifier)
    #expect(first.hasPrefix("vcf-") && first.count == 20)
    #expect(first != single(card("N:Doe;John;;;")).identifier)
    // FNV-1a 64 of the exact bytes, so it is the same on every machine and run.
    #expect(first == Array(text.utf8).withUnsafeBufferPointer { StableHash.identifier(for: $0) })
  }

  @Test("an FN-only card shows its FN: it becomes the given name")
  func formattedNameOnly() {
    let contact = single(card("FN:Cher"))
    #expect(contact.givenName == "Cher")
    #expect(ContactFormatter().string(from: contact) == "Cher")
  }

  @Test("an organization card (FN equal to ORG, empty N) keeps empty names")
  func organizationCard() {
    let contact = single(card("FN:Acme Corp.", "N:;;;;", "ORG:Acme Corp.", "X-ABShowAs:COMPANY"))
    #expect(contact.givenName.isEmpty)
    #expect(ContactFormatter().string(from: contact) == "Acme Corp.")
  }

  @Test("a 2.1 AGENT's embedded card neither splits nor swallows its parent")
  func agent() {
    let text =
      "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Boss;Big;;;\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nN:Assistant;Ann;;;\r\n"
      + "TEL:999\r\nEND:VCARD\r\nTEL;WORK:111\r\nEND:VCARD\r\n" + card("N:Next;Ned;;;")
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.map(\.familyName) == ["Boss", "Next"])
    #expect(result.contacts.first?.phoneNumbers.map(\.value) == ["111"])
  }

  @Test("vCard 2.1 and 4.0 cards are read like 3.0")
  func versions() {
    #expect(single(card("N:A;B;;;", "TEL;CELL:1", version: "2.1")).phoneNumbers.first?.label == ContactLabel.mobile)
    #expect(
      single(card("N:A;B;;;", "TEL;TYPE=cell:1", version: "4.0")).phoneNumbers.first?.label == ContactLabel.mobile)
  }
}
