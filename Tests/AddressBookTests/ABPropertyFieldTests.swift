import ContactModel
import ContactsTesting
import Testing

@testable import AddressBook

/// Every text field of the model under its `kABPerson…Property`, or named as not in the
/// AddressBook API: a field added to `ContactField` fails here until it is classified.
@Suite("ABRecordCopyValue reads every contact field")
struct ABPropertyFieldTests {
  /// The fields with no property id: the card's own FN has none.
  static let notInAddressBook: Set<ContactField> = [.formattedName]

  /// The property ids, as Apple numbers them.
  static let ids: [ContactField: ABPropertyID] = [
    .givenName: kABPersonFirstNameProperty, .familyName: kABPersonLastNameProperty,
    .middleName: kABPersonMiddleNameProperty, .namePrefix: kABPersonPrefixProperty,
    .nameSuffix: kABPersonSuffixProperty, .organizationName: kABPersonOrganizationProperty,
    .departmentName: kABPersonDepartmentProperty, .jobTitle: kABPersonJobTitleProperty,
    .note: kABPersonNoteProperty, .phoneticGivenName: kABPersonFirstNamePhoneticProperty,
  ]

  @Test("every field has a property id or is listed as having none, never both")
  func everyFieldIsClassified() {
    #expect(Set(Self.ids.keys).union(Self.notInAddressBook) == Set(ContactField.allCases))
    #expect(Set(Self.ids.keys).isDisjoint(with: Self.notInAddressBook))
  }

  @Test("a field's property reads its value, and nothing when it is empty", arguments: ContactField.allCases)
  func read(field: ContactField) {
    guard let id = Self.ids[field] else { return }
    var contact = fullContact()
    contact[field] = "⟦\(field)⟧"
    #expect(contact.text(of: id) == "⟦\(field)⟧")
    contact[field] = ""
    #expect(contact.text(of: id) == nil)
  }
}
