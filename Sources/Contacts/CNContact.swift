import ContactModel
import ContactStore
import Foundation

/// A contact, as `CNContact`: immutable, with the properties that were fetched filled in.
///
/// A property whose key was not fetched reads empty (iOS raises an exception instead); ask
/// `isKeyAvailable(_:)` when it matters.
public class CNContact {
  /// The store's contact this wraps.
  var contact: Contact
  /// The keys fetched; the identifier is always there.
  let availableKeys: Set<ContactKey>

  init(_ contact: Contact, keys: Set<ContactKey>) {
    self.contact = contact
    self.availableKeys = keys.union([.identifier])
  }

  /// An empty contact with a new identifier, every key available.
  public convenience init() {
    self.init(Contact(identifier: UUID().uuidString), keys: Set(ContactKey.allCases))
  }

  /// A unique identifier, stable across loads (the vCard's `UID`, or a hash of the card).
  public var identifier: String { contact.identifier }
  /// "Dr.", "Ms.", …
  public var namePrefix: String { contact.namePrefix }
  /// The given (first) name.
  public var givenName: String { contact.givenName }
  /// Middle names.
  public var middleName: String { contact.middleName }
  /// The family (last) name.
  public var familyName: String { contact.familyName }
  /// "Jr.", "PhD", …
  public var nameSuffix: String { contact.nameSuffix }
  /// The given name as it is said.
  public var phoneticGivenName: String { contact.phoneticGivenName }
  /// The nickname.
  public var nickname: String { contact.nickname }
  /// The organization.
  public var organizationName: String { contact.organizationName }
  /// The department.
  public var departmentName: String { contact.departmentName }
  /// The job title.
  public var jobTitle: String { contact.jobTitle }
  /// The note.
  public var note: String { contact.note }
  /// The photo's bytes, or nil.
  public var imageData: Data? { contact.imageData }
  /// Whether the contact has a photo (without decoding it).
  public var imageDataAvailable: Bool { contact.imageDataAvailable }

  /// Phone numbers with their labels.
  public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    contact.phoneNumbers.map { CNLabeledValue(label: $0.label, value: CNPhoneNumber(stringValue: $0.value)) }
  }

  /// E-mail addresses with their labels; the value is an `NSString`, as on iOS.
  public var emailAddresses: [CNLabeledValue<NSString>] {
    contact.emailAddresses.map { CNLabeledValue(label: $0.label, value: NSString(string: $0.value)) }
  }

  /// Web addresses with their labels; the value is an `NSString`, as on iOS.
  public var urlAddresses: [CNLabeledValue<NSString>] {
    contact.urlAddresses.map { CNLabeledValue(label: $0.label, value: NSString(string: $0.value)) }
  }

  /// Postal addresses with their labels.
  public var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
    contact.postalAddresses.map { CNLabeledValue(label: $0.label, value: CNPostalAddress($0.value)) }
  }

  /// The birthday in the Gregorian calendar; `year` is nil when the card gives none.
  public var birthday: DateComponents? {
    contact.birthday.map {
      DateComponents(calendar: Calendar(identifier: .gregorian), year: $0.year, month: $0.month, day: $0.day)
    }
  }

  /// Whether `key` (a `CNContact…Key`) was fetched.
  public func isKeyAvailable(_ key: String) -> Bool {
    areKeysAvailable([key])
  }

  /// Whether every key the descriptors name was fetched.
  public func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool {
    availableKeys.isSuperset(of: ContactKey.keys(for: keyDescriptors))
  }

  /// Contacts whose name matches every word of `name`, ignoring case and diacritics.
  public static func predicateForContacts(matchingName name: String) -> NSPredicate {
    CNContactPredicate(.matchingName(name))
  }

  /// Contacts with these identifiers.
  public static func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
    CNContactPredicate(.withIdentifiers(identifiers))
  }

  /// The members of the group with `groupIdentifier` (a `CNGroup`'s identifier).
  public static func predicateForContactsInGroup(withIdentifier groupIdentifier: String) -> NSPredicate {
    CNContactPredicate(.inGroup(withIdentifier: groupIdentifier))
  }
}

/// The predicates `CNContact` makes: the store's predicate inside an `NSPredicate`, so a fetch
/// can tell them from any other predicate (which iOS refuses too).
final class CNContactPredicate: NSPredicate {
  /// The store's predicate.
  let predicate: ContactPredicate

  init(_ predicate: ContactPredicate) {
    self.predicate = predicate
    super.init(value: true)
  }

  /// Not archived: a store predicate has no coded form.
  required init?(coder: NSCoder) { nil }

  /// True for a `CNContact` the store's predicate matches.
  override func evaluate(with object: Any?) -> Bool {
    guard let contact = object as? CNContact else { return false }
    return predicate.evaluate(contact.contact)
  }
}
