import ContactModel
import Foundation
import Testing
import VCard

/// The bundled sample (Resources/Sample/contacts.vcf, written by scripts/make-sample.py) reads
/// like one person's address book and still carries the cases the tests rely on (docs/SAMPLE.md).
@Suite("The bundled sample address book")
struct SampleAddressBookTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/Sample/contacts.vcf").path

  static func contacts() throws -> [Contact] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let read = VCardReader.read(data, source: path)
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
    return read.contacts
  }

  @Test("250 cards with distinct identifiers, read without a diagnostic")
  func count() throws {
    let contacts = try Self.contacts()
    #expect(contacts.count == 250)
    #expect(Set(contacts.map(\.identifier)).count == 250)
  }

  @Test("one entry per person: no two cards are likely duplicates (no shared name, e-mail or number)")
  func noDuplicates() throws {
    let contacts = try Self.contacts()
    #expect(DuplicateFinder(region: nil).clusters(in: contacts).isEmpty)
    let names = contacts.map(ContactFormatter().string(from:))
    #expect(Set(names).count == names.count)
  }

  @Test("every e-mail is on an example domain")
  func exampleDomains() throws {
    for contact in try Self.contacts() {
      for email in contact.emailAddresses {
        let domain = email.value.split(separator: "@").last.map(String.init) ?? ""
        let reserved =
          domain.hasPrefix("example.") || domain == "example" || domain.hasSuffix(".example")
        #expect(reserved, "\(email.value)")
      }
    }
  }

  @Test("North American and British numbers come from the ranges reserved for fiction")
  func fictionalNumbers() throws {
    let numbers = try Self.contacts().flatMap { $0.phoneNumbers.map(\.value) }
    #expect(numbers.filter { $0.hasPrefix("+1 ") }.count >= 50)
    #expect(numbers.filter { $0.hasPrefix("+44 ") }.count >= 20)
    for contact in try Self.contacts() {
      for phone in contact.phoneNumbers {
        let number = phone.value
        if number.hasPrefix("+1 ") {
          #expect(number.range(of: #"^\+1 \d{3}-555-01\d{2}$"#, options: .regularExpression) != nil, "\(number)")
        }
        if number.hasPrefix("+44 7") {
          #expect(number.hasPrefix("+44 7700 900"), "\(number)")
        } else if number.hasPrefix("+44 ") {
          let drama = [
            "+44 20 7946 0", "+44 113 496 0", "+44 117 496 0", "+44 131 496 0", "+44 141 496 0", "+44 161 496 0",
          ]
          #expect(drama.contains { number.hasPrefix($0) }, "\(number)")
        }
      }
    }
  }

  @Test("a Russian card's patronymic agrees with the given name's gender, as its family name does")
  func patronymics() throws {
    let russians = try Self.contacts().filter { $0.middleName.hasSuffix("вич") || $0.middleName.hasSuffix("вна") }
    #expect(russians.count >= 5)
    for contact in russians {
      let female = contact.middleName.hasSuffix("вна")
      #expect(contact.familyName.hasSuffix("а") == female, "\(contact.familyName) \(contact.middleName)")
    }
  }

  @Test("the cards other tests name are there: accents, NFD, CJK, emoji, labels, other scripts")
  func namedCases() throws {
    let names = Set(try Self.contacts().map(ContactFormatter().string(from:)))
    for name in [
      "José Álvarez", "Renée Dubois".decomposedStringWithCanonicalMapping, "山田太郎", "김민준", "Анна Каренина",
      "Ada Lovelace", "Acme Pizza 🍕", "Harbourside Plumbing", "Zoë O’Brien-Ng", "Ngũgĩ wa Thiong’o",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    let scripts: [(String, ClosedRange<UInt32>)] = [
      ("Greek", 0x0370...0x03FF), ("Cyrillic", 0x0400...0x04FF), ("Hebrew", 0x0590...0x05FF),
      ("Arabic", 0x0600...0x06FF), ("Han", 0x4E00...0x9FFF), ("Hangul", 0xAC00...0xD7A3),
    ]
    for (script, range) in scripts {
      let count = names.filter { $0.unicodeScalars.contains { range.contains($0.value) } }.count
      #expect(count >= 3, "only \(count) \(script) names")
    }
  }
}
