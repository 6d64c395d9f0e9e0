import ContactModel
import ContactStore

/// Something that names contact properties to fetch, as `CNKeyDescriptor`: a key string such as
/// `CNContactGivenNameKey`, or a descriptor such as `CNContactFormatter.descriptorForRequiredKeys(for:)`.
public protocol CNKeyDescriptor: Sendable {}

extension String: CNKeyDescriptor {}

/// The keys a formatter or the vCard serializer needs, as one descriptor.
struct KeyDescriptorGroup: CNKeyDescriptor {
  /// The keys.
  let keys: [ContactKey]
}

extension ContactKey {
  /// The store keys `descriptors` name; unknown keys name nothing (there is nothing to fetch
  /// for them), and `CNContactImageDataAvailableKey` needs the kept photo.
  static func keys(for descriptors: [any CNKeyDescriptor]) -> [ContactKey] {
    var keys: [ContactKey] = []
    for descriptor in descriptors {
      if let group = descriptor as? KeyDescriptorGroup {
        keys += group.keys
      } else if let name = descriptor as? String {
        if name == CNContactImageDataAvailableKey {
          keys.append(.imageData)
        } else if let key = ContactKey(rawValue: name) {
          keys.append(key)
        }
      }
    }
    return keys
  }
}

/// `CNContactIdentifierKey`.
public let CNContactIdentifierKey = ContactKey.identifier.rawValue
/// `CNContactNamePrefixKey`.
public let CNContactNamePrefixKey = ContactKey.namePrefix.rawValue
/// `CNContactGivenNameKey`.
public let CNContactGivenNameKey = ContactKey.givenName.rawValue
/// `CNContactMiddleNameKey`.
public let CNContactMiddleNameKey = ContactKey.middleName.rawValue
/// `CNContactFamilyNameKey`.
public let CNContactFamilyNameKey = ContactKey.familyName.rawValue
/// `CNContactNameSuffixKey`.
public let CNContactNameSuffixKey = ContactKey.nameSuffix.rawValue
/// `CNContactPhoneticGivenNameKey`.
public let CNContactPhoneticGivenNameKey = ContactKey.phoneticGivenName.rawValue
/// `CNContactNicknameKey`.
public let CNContactNicknameKey = ContactKey.nickname.rawValue
/// `CNContactOrganizationNameKey`.
public let CNContactOrganizationNameKey = ContactKey.organizationName.rawValue
/// `CNContactDepartmentNameKey`.
public let CNContactDepartmentNameKey = ContactKey.departmentName.rawValue
/// `CNContactJobTitleKey`.
public let CNContactJobTitleKey = ContactKey.jobTitle.rawValue
/// `CNContactPhoneNumbersKey`.
public let CNContactPhoneNumbersKey = ContactKey.phoneNumbers.rawValue
/// `CNContactEmailAddressesKey`.
public let CNContactEmailAddressesKey = ContactKey.emailAddresses.rawValue
/// `CNContactUrlAddressesKey`.
public let CNContactUrlAddressesKey = ContactKey.urlAddresses.rawValue
/// `CNContactPostalAddressesKey`.
public let CNContactPostalAddressesKey = ContactKey.postalAddresses.rawValue
/// `CNContactBirthdayKey`.
public let CNContactBirthdayKey = ContactKey.birthday.rawValue
/// `CNContactNoteKey`.
public let CNContactNoteKey = ContactKey.note.rawValue
/// `CNContactImageDataKey`.
public let CNContactImageDataKey = ContactKey.imageData.rawValue
/// `CNContactImageDataAvailableKey`: whether a photo is there, fetched with the photo.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
