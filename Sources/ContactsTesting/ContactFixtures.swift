package import ContactModel
import Foundation

// Contacts and cards that several test targets build their cases from.

/// A 3.0 card around `lines`, joined with CRLF.
package func card(_ lines: String..., version: String = "3.0") -> String {
  (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
}

/// A contact built in code.
package func makeContact(
  _ identifier: String, given: String = "", family: String = "", org: String = "", emails: [String] = [],
  phones: [String] = []
) -> Contact {
  var contact = Contact(identifier: identifier)
  contact.givenName = given
  contact.familyName = family
  contact.organizationName = org
  contact.emailAddresses = emails.map { LabeledValue(label: ContactLabel.home, value: $0) }
  contact.phoneNumbers = phones.map { LabeledValue(label: ContactLabel.mobile, value: $0) }
  return contact
}

/// A contact with every field the model has, for round trips.
package func fullContact() -> Contact {
  var contact = Contact(identifier: "full-1")
  contact.namePrefix = "Dr."
  contact.givenName = "Zoë"
  contact.middleName = "Anne"
  contact.familyName = "Brontë-Müller"
  contact.nameSuffix = "PhD"
  contact.nickname = "Zo, the 🦊"
  contact.organizationName = "Müller & Söhne; GmbH"
  contact.departmentName = "R&D, Europe"
  contact.jobTitle = "Head of Product, Mobile"
  contact.phoneNumbers = [
    LabeledValue(label: ContactLabel.mobile, value: "+1 (555) 010-0199"),
    LabeledValue(label: ContactLabel.iPhone, value: "+44 20 7946 0000"),
    LabeledValue(label: ContactLabel.homeFax, value: "+49 30 1234567"),
    LabeledValue(label: ContactLabel.workFax, value: "+49 30 7654321"),
    LabeledValue(label: ContactLabel.main, value: "0800 123"),
    LabeledValue(label: ContactLabel.pager, value: "555-PAGE"),
    LabeledValue(label: "Boat phone", value: "+1 555 0100"),
    LabeledValue(label: nil, value: "12345"),
  ]
  contact.emailAddresses = [
    LabeledValue(label: ContactLabel.work, value: "zoe@example.com"),
    LabeledValue(label: ContactLabel.other, value: "z@example.org"),
    LabeledValue(label: "Schul-Adresse", value: "zoe@school.example"),
  ]
  contact.urlAddresses = [
    LabeledValue(label: ContactLabel.homePage, value: "https://example.com/~zoe?x=1,2;3"),
    LabeledValue(label: ContactLabel.work, value: "https://work.example.com"),
  ]
  contact.postalAddresses = [
    LabeledValue(
      label: ContactLabel.home,
      value: PostalAddress(
        street: "5 rue de l'Église, Bâtiment C\nEscalier 2", city: "Paris", state: "Île-de-France",
        postalCode: "75004", country: "France")),
    LabeledValue(
      label: ContactLabel.work,
      value: PostalAddress(street: "千代田区丸の内1-1-1", city: "東京都", state: "", postalCode: "100-0005", country: "日本")),
  ]
  contact.birthday = Birthday(year: 1985, month: 4, day: 12)
  contact.note =
    "Line one; with semicolon\nLine two, with comma\\backslash\n日本語 and a very long line that must be folded because it is far longer than seventy-five octets."
  contact.imageData = Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<300).map { UInt8($0 % 256) } + [0xFF, 0xD9])
  // A text field added to the model gets a value with the characters formats escape; the card's
  // own FN stays empty, so the name shown is made of the parts, as the tests expect.
  for field in ContactField.allCases where contact[field].isEmpty && field != .formattedName {
    contact[field] = "\(field) ü, ;\\"
  }
  return contact
}
