import Foundation
import Testing

@testable import Contacts

@Suite("CNContactVCardSerialization")
struct CNContactVCardSerializationTests {
  static func sample() -> CNMutableContact {
    let contact = CNMutableContact()
    contact.namePrefix = "Dr."
    contact.givenName = "Zoë"
    contact.familyName = "Brontë"
    contact.organizationName = "Müller & Söhne"
    contact.jobTitle = "Head of Product"
    contact.phoneNumbers = [
      CNLabeledValue(label: CNLabelPhoneNumberiPhone, value: CNPhoneNumber(stringValue: "+1 555 0100"))
    ]
    contact.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: NSString(string: "zoe@example.com"))]
    let address = CNMutablePostalAddress()
    address.street = "5 rue de l'Église"
    address.city = "Paris"
    address.postalCode = "75004"
    address.country = "France"
    contact.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: address)]
    contact.birthday = DateComponents(month: 4, day: 12)
    contact.note = "Line one\nLine two"
    return contact
  }

  @Test("a contact written with data(with:) reads back the same with contacts(with:)")
  func roundTrip() throws {
    let original = Self.sample()
    let data = try CNContactVCardSerialization.data(with: [original])
    #expect(String(decoding: data, as: UTF8.self).hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
    let read = try CNContactVCardSerialization.contacts(with: data)
    let contact = try #require(read.first)
    #expect(read.count == 1)
    #expect(contact.identifier == original.identifier)
    #expect(contact.namePrefix == "Dr.")
    #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Dr. Zoë Brontë")
    #expect(contact.organizationName == "Müller & Söhne")
    #expect(contact.jobTitle == "Head of Product")
    #expect(contact.phoneNumbers.map(\.value.stringValue) == ["+1 555 0100"])
    #expect(contact.phoneNumbers.map(\.label) == [CNLabelPhoneNumberiPhone])
    #expect(contact.emailAddresses.map { String($0.value) } == ["zoe@example.com"])
    #expect(contact.emailAddresses.map(\.label) == [CNLabelWork])
    #expect(contact.postalAddresses.map(\.value.city) == ["Paris"])
    #expect(contact.postalAddresses.map(\.value.street) == ["5 rue de l'Église"])
    #expect(contact.birthday?.month == 4 && contact.birthday?.day == 12 && contact.birthday?.year == nil)
    #expect(contact.note == "Line one\nLine two")
    #expect(contact.areKeysAvailable([CNContactVCardSerialization.descriptorForRequiredKeys()]))
  }

  @Test("data that holds no card is vCardMalformed; empty data is no contacts")
  func malformed() throws {
    #expect {
      try CNContactVCardSerialization.contacts(with: Data("not a vcard".utf8))
    } throws: { ($0 as? CNError)?.code == .vCardMalformed }
    #expect(try CNContactVCardSerialization.contacts(with: Data()).isEmpty)
  }
}
