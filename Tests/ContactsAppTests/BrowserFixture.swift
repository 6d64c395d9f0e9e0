import ContactModel
import ContactSearch
import ContactsScreens
import Foundation
import TerminalUI

@testable import ContactsApp
@testable import ContactsPrompt

/// Small address books for the browser tests, and helpers to drive a `BrowserState`.
enum BrowserFixture {
  /// A contact from its parts; phones and e-mails get Apple's labels.
  static func person(
    _ given: String, _ family: String, org: String = "", phone: String? = nil, email: String? = nil,
    nickname: String = ""
  ) -> Contact {
    var contact = Contact(identifier: "\(given)-\(family)-\(org)")
    contact.givenName = given
    contact.familyName = family
    contact.organizationName = org
    contact.nickname = nickname
    if let phone { contact.phoneNumbers = [LabeledValue(label: ContactLabel.mobile, value: phone)] }
    if let email { contact.emailAddresses = [LabeledValue(label: ContactLabel.home, value: email)] }
    return contact
  }

  /// Twelve contacts over sections A, B, D, M, Y, Z and #, in several scripts.
  static let contacts: [Contact] = [
    jose,
    person("Anna", "Adams", phone: "+1 (555) 010-0100"),
    person("Bob", "Brown", email: "bob@example.com"),
    person("Renée", "Dubois".decomposedStringWithCanonicalMapping, email: "renee.dubois@example.fr")
      .withGiven("Rene\u{301}e"),
    person("David", "Dunn", org: "Dunn & Sons", nickname: "Dave"),
    person("Maria", "Müller", phone: "+49 30 1234567"),
    person("太郎", "山田", phone: "+81 3 1234 5678"),
    person("", "", org: "Acme Pizza 🍕", phone: "+1 (555) 010-0199"),
    person("Zoë", "O’Brien-Ng", email: "zoe@example.ie"),
    person("Yuki", "Yamamoto", org: "Example KK"),
    person("Zed", "Zimmer", phone: "555 0100"),
    person("Søren", "Zander", email: "soren@example.dk"),
  ]

  /// A card with every kind of field.
  static let jose: Contact = {
    var contact = person("José", "Álvarez", org: "Cafetería Luna", phone: "+34 600 123 456", email: "jose@example.es")
    contact.jobTitle = "Head Barista"
    contact.departmentName = "Coffee"
    contact.nickname = "Pepe"
    contact.phoneNumbers.append(LabeledValue(label: ContactLabel.work, value: "+34 910 000 111"))
    contact.urlAddresses = [LabeledValue(label: ContactLabel.homePage, value: "https://luna.example.es")]
    contact.postalAddresses = [
      LabeledValue(
        label: ContactLabel.work,
        value: PostalAddress(street: "Calle Mayor 1", city: "Madrid", postalCode: "28013", country: "Spain"))
    ]
    contact.birthday = Birthday(year: 1985, month: 4, day: 12)
    contact.note = "Roasts his own beans. Ask about the single-origin from Huila before ordering anything."
    return contact
  }()

  /// Content over `contacts`, with the index built now (tests must not race a background build).
  static func content(
    _ contacts: [Contact] = contacts, sort: ContactSortOrder = .familyName, display: ContactDisplayOrder = .givenFirst,
    diagnostics: [Diagnostic] = [], limited: Bool = false, canMerge: Bool = false
  ) -> BrowserContent {
    let directory = ContactDirectory(contacts: contacts, sortOrder: sort, displayOrder: display)
    return BrowserContent(
      directory: directory, search: SearchIndexLoader(index: SearchIndex(directory.contacts)),
      diagnostics: diagnostics, title: "Contacts Demo", sourceName: "Sample address book", limitedAccess: limited,
      canMerge: canMerge)
  }

  /// `count` generated contacts with family names spread over A–Z.
  static func generated(_ count: Int) -> [Contact] {
    (0..<count).map { index in
      let letter = Character(Unicode.Scalar(UInt8(65 + index * 7 % 26)))
      return person("Given\(index)", "\(letter)family\(index)", phone: "+1 555 \(1000 + index)")
    }
  }
}

extension BrowserState {
  /// Applies each command in turn, returning the last outcome.
  @discardableResult
  mutating func apply(_ commands: [AppCommand], _ content: BrowserContent) -> BrowserOutcome? {
    var outcome: BrowserOutcome?
    for command in commands { outcome = handle(command, content: content) }
    return outcome
  }

  /// Types `text` into the search, one character per command.
  mutating func type(_ text: String, _ content: BrowserContent) {
    for character in text { _ = handle(.widget(.insert(character)), content: content) }
  }

  /// The selected contact's display name.
  func selectedName(_ content: BrowserContent) -> String? {
    selectedContact.map { content.directory.name($0) }
  }
}

extension Contact {
  /// The contact with its given name replaced (to store a decomposed form).
  func withGiven(_ given: String) -> Contact {
    var copy = self
    copy.givenName = given
    return copy
  }
}

/// The `ListState` invariant: a description of the first breach, or nil.
func invariantBreach(_ s: ListState) -> String? {
  let page = max(1, s.pageHeight)
  if s.count == 0 { return s.selected == 0 && s.top == 0 ? nil : "empty list not at 0: \(s)" }
  if !(0..<s.count).contains(s.selected) { return "selection out of range: \(s)" }
  if s.top < 0 || s.top > s.selected { return "selection above the view: \(s)" }
  if s.selected - s.top >= page { return "selection below the view: \(s)" }
  if s.top > max(0, s.count - page) { return "blank rows that rows could fill: \(s)" }
  return nil
}
