public import ContactModel
import ContactStore
import Foundation

/// An integer that names a person property, as `ABPropertyID`.
public typealias ABPropertyID = Int32

/// `kABPersonFirstNameProperty`: the given name.
public let kABPersonFirstNameProperty: ABPropertyID = 0
/// `kABPersonLastNameProperty`: the family name.
public let kABPersonLastNameProperty: ABPropertyID = 1
/// `kABPersonMiddleNameProperty`.
public let kABPersonMiddleNameProperty: ABPropertyID = 6
/// `kABPersonFirstNamePhoneticProperty`: the given name as it is said.
public let kABPersonFirstNamePhoneticProperty: ABPropertyID = 7
/// `kABPersonPrefixProperty`: "Dr.", "Ms.", …
public let kABPersonPrefixProperty: ABPropertyID = 10
/// `kABPersonSuffixProperty`: "Jr.", "PhD", …
public let kABPersonSuffixProperty: ABPropertyID = 11
/// `kABPersonNicknameProperty`.
public let kABPersonNicknameProperty: ABPropertyID = 19
/// `kABPersonOrganizationProperty`.
public let kABPersonOrganizationProperty: ABPropertyID = 10_001
/// `kABPersonDepartmentProperty`.
public let kABPersonDepartmentProperty: ABPropertyID = 10_002
/// `kABPersonJobTitleProperty`.
public let kABPersonJobTitleProperty: ABPropertyID = 10_003
/// `kABPersonNoteProperty`.
public let kABPersonNoteProperty: ABPropertyID = 10_004

/// The text fields that have an `ABPropertyID`, by it; the nickname (the nicknames joined) is
/// read on its own.
let textProperties: [ABPropertyID: ContactField] = [
  kABPersonFirstNameProperty: .givenName, kABPersonLastNameProperty: .familyName,
  kABPersonMiddleNameProperty: .middleName, kABPersonPrefixProperty: .namePrefix,
  kABPersonSuffixProperty: .nameSuffix, kABPersonOrganizationProperty: .organizationName,
  kABPersonDepartmentProperty: .departmentName, kABPersonJobTitleProperty: .jobTitle, kABPersonNoteProperty: .note,
  kABPersonFirstNamePhoneticProperty: .phoneticGivenName,
]

extension Contact {
  /// The text of a single-value string property, or nil when the property is empty or not one
  /// of the string properties above (multi-value properties are not carried over).
  func text(of property: ABPropertyID) -> String? {
    let value: String
    if property == kABPersonNicknameProperty {
      value = nickname
    } else if let field = textProperties[property] {
      value = self[field]
    } else {
      return nil
    }
    return value.isEmpty ? nil : value
  }
}

/// `ABRecordCopyValue(_:_:)`: the property's value, retained as on iOS, so the usual
/// `ABRecordCopyValue(person, kABPersonFirstNameProperty)?.takeRetainedValue() as? String`
/// reads it; nil when the person has no such value.
public func ABRecordCopyValue(_ record: ABRecord!, _ property: ABPropertyID) -> Unmanaged<AnyObject>! {
  guard let record, let text = record.text(of: property) else { return nil }
  return Unmanaged.passRetained(NSString(string: text))
}
