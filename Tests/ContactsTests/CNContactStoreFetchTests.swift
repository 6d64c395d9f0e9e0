import Authorization
import ContactModel
import ContactStore
import Foundation
import Testing

@testable import Contacts

@Suite("CNContactStore: fetching")
@MainActor
struct CNContactStoreFetchTests {
  @Test("a fetch fills in only the keys asked for; the identifier is always there")
  func keysToFetch() throws {
    let store = try ContactsFixture(.allowed).store()
    let found = try store.unifiedContacts(
      matching: CNContact.predicateForContacts(matchingName: "ada"),
      keysToFetch: [CNContactGivenNameKey as any CNKeyDescriptor])
    #expect(found.map(\.identifier) == ["1"])
    #expect(found.first?.givenName == "Ada")
    #expect(found.first?.familyName == "")
    #expect(found.first?.isKeyAvailable(CNContactGivenNameKey) == true)
    #expect(found.first?.isKeyAvailable(CNContactFamilyNameKey) == false)
  }

  @Test("predicateForContacts(matchingName:) ignores case and diacritics; withIdentifiers picks by identifier")
  func predicates() throws {
    let store = try ContactsFixture(.allowed).store()
    let keys = [CNContactGivenNameKey, CNContactFamilyNameKey] as [any CNKeyDescriptor]
    let jose = try store.unifiedContacts(
      matching: CNContact.predicateForContacts(matchingName: "JOSE alv"), keysToFetch: keys)
    #expect(jose.map(\.familyName) == ["Álvarez"])
    let picked = try store.unifiedContacts(
      matching: CNContact.predicateForContacts(withIdentifiers: ["3", "1"]), keysToFetch: keys)
    #expect(Set(picked.map(\.identifier)) == ["1", "3"])
  }

  @Test("phone numbers come as labelled CNPhoneNumbers, with Apple's label")
  func phoneNumbers() throws {
    let store = try ContactsFixture(.allowed).store()
    let ada = try store.unifiedContact(
      withIdentifier: "1", keysToFetch: [CNContactPhoneNumbersKey as any CNKeyDescriptor])
    #expect(ada.phoneNumbers.first?.value.stringValue == "+44 20 7946 0000")
    #expect(ada.phoneNumbers.first?.label == CNLabelPhoneNumberMobile)
    #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
  }

  @Test("enumerateContacts follows the sort order and stops when the block says so")
  func enumerate() throws {
    let store = try ContactsFixture(.allowed).store()
    let request = CNContactFetchRequest(keysToFetch: [CNContactFamilyNameKey as any CNKeyDescriptor])
    request.sortOrder = .familyName
    var seen: [String] = []
    try store.enumerateContacts(with: request) { contact, stop in
      seen.append(contact.familyName)
      if seen.count == 2 { stop.pointee = true }
    }
    #expect(seen == ["Álvarez", "Hopper"])
  }

  @Test("without access a fetch throws CNError.authorizationDenied", arguments: [nil, AuthValue.denied])
  func deniedFetchThrows(value: AuthValue?) throws {
    let store = try ContactsFixture(value).store()
    #expect(
      throws: CNError(
        .authorizationDenied,
        message: "Access to contacts is not granted (status: \(value == nil ? "notDetermined" : "denied")).")
    ) {
      try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: ""), keysToFetch: [])
    }
  }

  @Test("limited access fetches only the shared contacts")
  func limited() throws {
    let store = try ContactsFixture(.limited, shared: ["2"]).store()
    let all = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: ""), keysToFetch: [])
    #expect(all.map(\.identifier) == ["2"])
  }

  @Test("a predicate CNContact did not make is refused with predicateInvalid")
  func foreignPredicate() throws {
    let store = try ContactsFixture(.allowed).store()
    #expect {
      try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: [])
    } throws: { ($0 as? CNError)?.code == .predicateInvalid }
  }

  @Test("an unknown identifier throws recordDoesNotExist")
  func missingIdentifier() throws {
    let store = try ContactsFixture(.allowed).store()
    #expect {
      try store.unifiedContact(withIdentifier: "nobody", keysToFetch: [])
    } throws: { ($0 as? CNError)?.code == .recordDoesNotExist }
  }

  @Test("CNContactFormatter gives the full name from the formatter's keys, and nil when there is nothing to show")
  func formatter() throws {
    let store = try ContactsFixture(.allowed).store()
    let ada = try store.unifiedContact(
      withIdentifier: "1", keysToFetch: [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)])
    #expect(CNContactFormatter.string(from: ada, style: .fullName) == "Ada Lovelace")
    #expect(CNContactFormatter().string(from: ada) == "Ada Lovelace")
    #expect(CNContactFormatter.string(from: ada, style: .phoneticFullName) == nil)
    #expect(CNContactFormatter.string(from: CNMutableContact(), style: .fullName) == nil)
  }

  @Test("CNContactFormatter's phonetic style gives the phonetic given name")
  func phoneticFormatter() {
    let akira = CNMutableContact()
    akira.givenName = "Akira"
    akira.phoneticGivenName = "アキラ"
    #expect(CNContactFormatter.string(from: akira, style: .phoneticFullName) == "アキラ")
    #expect(CNContactFormatter.string(from: akira, style: .fullName) == "Akira")
  }
}
