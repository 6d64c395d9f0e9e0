import ContactModel
import ContactsTesting
import Testing

@testable import Contacts

/// Every text field of the model under its Apple name, or named as not in Apple's API: a field
/// added to `ContactField` fails here until `CNContact`, `CNMutableContact` and the key constants
/// expose it, or it is listed below.
@Suite("CNContact exposes every contact field")
struct CNContactFieldTests {
  /// The fields with no `CNContact` property: the card's own FN has no Apple name.
  static let notInAppleAPI: Set<ContactField> = [.formattedName]

  /// Each exposed field: its getter, its setter and its key constant.
  static var exposed: [ContactField: Exposed] {
    [
      .namePrefix: Exposed(\.namePrefix, \.namePrefix, CNContactNamePrefixKey),
      .givenName: Exposed(\.givenName, \.givenName, CNContactGivenNameKey),
      .middleName: Exposed(\.middleName, \.middleName, CNContactMiddleNameKey),
      .familyName: Exposed(\.familyName, \.familyName, CNContactFamilyNameKey),
      .nameSuffix: Exposed(\.nameSuffix, \.nameSuffix, CNContactNameSuffixKey),
      .organizationName: Exposed(\.organizationName, \.organizationName, CNContactOrganizationNameKey),
      .departmentName: Exposed(\.departmentName, \.departmentName, CNContactDepartmentNameKey),
      .jobTitle: Exposed(\.jobTitle, \.jobTitle, CNContactJobTitleKey),
      .note: Exposed(\.note, \.note, CNContactNoteKey),
      .phoneticGivenName: Exposed(\.phoneticGivenName, \.phoneticGivenName, CNContactPhoneticGivenNameKey),
    ]
  }

  /// A field's `CNContact` getter, `CNMutableContact` setter and key constant.
  struct Exposed {
    var get: KeyPath<CNContact, String>
    var set: ReferenceWritableKeyPath<CNMutableContact, String>
    var key: String
    init(_ get: KeyPath<CNContact, String>, _ set: ReferenceWritableKeyPath<CNMutableContact, String>, _ key: String) {
      (self.get, self.set, self.key) = (get, set, key)
    }
  }

  @Test("every field is exposed or listed as not in Apple's API, never both")
  func everyFieldIsClassified() {
    #expect(Set(Self.exposed.keys).union(Self.notInAppleAPI) == Set(ContactField.allCases))
    #expect(Set(Self.exposed.keys).isDisjoint(with: Self.notInAppleAPI))
  }

  @Test(
    "the getter reads the field, the setter writes it, the key constant is its key", arguments: ContactField.allCases)
  func exposed(field: ContactField) throws {
    guard let exposed = Self.exposed[field] else { return }
    var contact = fullContact()
    contact[field] = "⟦\(field)⟧"
    #expect(CNContact(contact, keys: Set(ContactKey.allCases))[keyPath: exposed.get] == "⟦\(field)⟧")
    let mutable = CNMutableContact()
    mutable[keyPath: exposed.set] = "set"
    #expect(mutable.contact[field] == "set")
    #expect(mutable[keyPath: exposed.set] == "set")
    #expect(exposed.key == field.info.key.rawValue)
  }
}
