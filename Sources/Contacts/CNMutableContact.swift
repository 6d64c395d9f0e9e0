import ContactModel
import ContactStore
import Foundation

/// A contact whose properties can be set, as `CNMutableContact`: what an app builds to write a
/// vCard with `CNContactVCardSerialization`.
public final class CNMutableContact: CNContact {
  /// "Dr.", "Ms.", …
  public override var namePrefix: String {
    get { contact.namePrefix }
    set { contact.namePrefix = newValue }
  }
  /// The given (first) name.
  public override var givenName: String {
    get { contact.givenName }
    set { contact.givenName = newValue }
  }
  /// Middle names.
  public override var middleName: String {
    get { contact.middleName }
    set { contact.middleName = newValue }
  }
  /// The family (last) name.
  public override var familyName: String {
    get { contact.familyName }
    set { contact.familyName = newValue }
  }
  /// "Jr.", "PhD", …
  public override var nameSuffix: String {
    get { contact.nameSuffix }
    set { contact.nameSuffix = newValue }
  }
  /// The given name as it is said.
  public override var phoneticGivenName: String {
    get { contact.phoneticGivenName }
    set { contact.phoneticGivenName = newValue }
  }
  /// The nickname.
  public override var nickname: String {
    get { contact.nickname }
    set { contact.nickname = newValue }
  }
  /// The organization.
  public override var organizationName: String {
    get { contact.organizationName }
    set { contact.organizationName = newValue }
  }
  /// The department.
  public override var departmentName: String {
    get { contact.departmentName }
    set { contact.departmentName = newValue }
  }
  /// The job title.
  public override var jobTitle: String {
    get { contact.jobTitle }
    set { contact.jobTitle = newValue }
  }
  /// The note.
  public override var note: String {
    get { contact.note }
    set { contact.note = newValue }
  }
  /// The photo's bytes.
  public override var imageData: Data? {
    get { contact.imageData }
    set { contact.imageData = newValue }
  }

  /// Phone numbers with their labels.
  public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    get { super.phoneNumbers }
    set { contact.phoneNumbers = newValue.map { LabeledValue(label: $0.label, value: $0.value.stringValue) } }
  }

  /// E-mail addresses with their labels.
  public override var emailAddresses: [CNLabeledValue<NSString>] {
    get { super.emailAddresses }
    set { contact.emailAddresses = newValue.map { LabeledValue(label: $0.label, value: String($0.value)) } }
  }

  /// Web addresses with their labels.
  public override var urlAddresses: [CNLabeledValue<NSString>] {
    get { super.urlAddresses }
    set { contact.urlAddresses = newValue.map { LabeledValue(label: $0.label, value: String($0.value)) } }
  }

  /// Postal addresses with their labels.
  public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
    get { super.postalAddresses }
    set { contact.postalAddresses = newValue.map { LabeledValue(label: $0.label, value: $0.value.address) } }
  }

  /// The birthday; a birthday without month or day is dropped (the store keeps whole dates only).
  public override var birthday: DateComponents? {
    get { super.birthday }
    set {
      guard let newValue, let month = newValue.month, let day = newValue.day else {
        contact.birthday = nil
        return
      }
      contact.birthday = Birthday(year: newValue.year, month: month, day: day)
    }
  }
}
