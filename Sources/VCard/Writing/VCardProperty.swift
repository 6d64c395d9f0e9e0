import ContactModel
import ContactsSupport

/// One content line of a card being written back: its group, name and parameters as the card
/// gave them (converted to the output version), the model field it shows, and the unfolded line
/// to write when that field is unchanged.
struct VCardProperty {
  /// A parameter as written: `name=value`, or a bare 2.1 word (`name` nil).
  struct Parameter: Equatable {
    var name: String?
    var value: String

    /// The parameter's text, as it goes between ';'s.
    var text: String { name.map { $0 + "=" + value } ?? value }

    /// The parameters of `bytes[range]` (`;a=b;BARE;c="x;y"`, from the first ';' up to the ':'),
    /// split outside double quotes, each as written.
    static func list(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Parameter] {
      let word = { (range: Range<Int>) in
        String(decoding: UnsafeBufferPointer(rebasing: bytes[ByteMatching.trimmed(bytes, range)]), as: UTF8.self)
      }
      var parameters: [Parameter] = []
      VCardParameters.forEach(in: bytes, range) { parameter, equals in
        if let equals {
          parameters.append(
            Parameter(name: word(parameter.lowerBound..<equals), value: word((equals + 1)..<parameter.upperBound)))
        } else if !ByteMatching.trimmed(bytes, parameter).isEmpty {
          parameters.append(Parameter(name: nil, value: word(parameter)))
        }
      }
      return parameters
    }
  }

  /// Whether the line has a value: something but spaces and tabs after its ':' (the one the
  /// reader splits at, outside quoted parameters).
  var hasValue: Bool {
    line.withUnsafeBufferPointer { bytes in
      VCardContentLine(bytes).map { !ByteMatching.trimmed(bytes, $0.value).isEmpty } ?? false
    }
  }

  /// The model field a property shows; nil for one the model does not show, kept as read.
  enum Field: Hashable, CaseIterable {
    case names, formattedName, nicknames, organization, phones, emails, urls, addresses
    case birthday, photo, groups, identifier
    /// A text field of a property of its own (TITLE, NOTE: `ContactField.VCardSlot.text`).
    case text(ContactField)

    /// Every field, the text fields from the field table. Made once.
    static let allCases: [Field] =
      [.names, .formattedName, .nicknames, .organization] + ContactField.vCardTextFields.map { .text($0) } + [
        .phones, .emails, .urls, .addresses, .birthday, .photo, .groups, .identifier,
      ]
  }

  /// The group, as written (nil when none).
  var group: String?
  /// The property name, as written.
  var name: String
  var kind: VCardPropertyName
  /// The unfolded line to write (group, name, parameters and value, converted).
  var line: [UInt8]
  /// The field the property shows, or nil.
  var field: Field?
  /// For a TEL, EMAIL, URL or ADR: the index of the value it gave among the field's values.
  var valueIndex: Int?

  /// The group, uppercased, to compare with another line's.
  var groupKey: String? { group?.uppercased() }

  /// The parameters of `line`, read only when a changed field needs them (most lines are
  /// written as they are).
  var parameters: [Parameter] {
    line.withUnsafeBufferPointer { bytes in VCardContentLine(bytes).map { Parameter.list(bytes, $0.parameters) } ?? [] }
  }

  /// The field each property kind shows; single-valued ones only for their first line (a repeat
  /// is kept as read, as the model shows the first).
  static func field(of kind: VCardPropertyName) -> (field: Field, single: Bool)? {
    switch kind {
    case .n: (.names, true)
    case .fn: (.formattedName, true)
    case .nickname: (.nicknames, false)
    case .org: (.organization, true)
    case .tel: (.phones, false)
    case .email: (.emails, false)
    case .url: (.urls, false)
    case .adr: (.addresses, false)
    case .bday: (.birthday, true)
    case .photo: (.photo, true)
    case .categories: (.groups, false)
    case .uid: (.identifier, true)
    // TITLE, NOTE: the text field of the kind, from the field table; nil for the others.
    default: kind.textField.map { (.text($0), true) }
    }
  }
}

extension VCardProperty.Field {
  /// Whether `contact` shows the same value for this field as `original`.
  func isUnchanged(_ contact: Contact, from original: Contact) -> Bool {
    switch self {
    case .names:
      contact.familyName == original.familyName && contact.givenName == original.givenName
        && contact.middleName == original.middleName && contact.namePrefix == original.namePrefix
        && contact.nameSuffix == original.nameSuffix
    // The FN as written: a card whose FN only repeated its name parts keeps no formattedName,
    // so when the parts change, the FN written from them changes too.
    case .formattedName:
      VCardCardWriter.formattedName(of: contact) == VCardCardWriter.formattedName(of: original)
    case .nicknames: contact.nicknames == original.nicknames
    case .organization:
      contact.organizationName == original.organizationName && contact.departmentName == original.departmentName
    case .phones: contact.phoneNumbers == original.phoneNumbers
    case .emails: contact.emailAddresses == original.emailAddresses
    case .urls: contact.urlAddresses == original.urlAddresses
    case .addresses: contact.postalAddresses == original.postalAddresses
    case .birthday: contact.birthday == original.birthday
    case .text(let field): contact[field] == original[field]
    case .photo: contact.photo == original.photo
    case .groups: contact.groups == original.groups
    case .identifier: contact.identifier == original.identifier
    }
  }

  /// For a field of several labelled values: the indices of the values `contact` kept as
  /// `original` had them (same index, label and value).
  func keptIndices(_ contact: Contact, from original: Contact) -> Set<Int> {
    func same<Value: Equatable>(_ new: [LabeledValue<Value>], _ old: [LabeledValue<Value>]) -> Set<Int> {
      Set((0..<min(new.count, old.count)).filter { new[$0] == old[$0] })
    }
    switch self {
    case .phones: return same(contact.phoneNumbers, original.phoneNumbers)
    case .emails: return same(contact.emailAddresses, original.emailAddresses)
    case .urls: return same(contact.urlAddresses, original.urlAddresses)
    case .addresses: return same(contact.postalAddresses, original.postalAddresses)
    default: return []
    }
  }

  /// The number of values of a labelled field in `contact` (0 for another field).
  func count(in contact: Contact) -> Int {
    switch self {
    case .phones: contact.phoneNumbers.count
    case .emails: contact.emailAddresses.count
    case .urls: contact.urlAddresses.count
    case .addresses: contact.postalAddresses.count
    default: 0
    }
  }

  /// Whether a label chooses the field's TYPE words (so an edited value takes the new label's
  /// words, and keeps only the card's other parameters).
  var isLabelled: Bool { self == .phones || self == .emails || self == .urls || self == .addresses }
}
