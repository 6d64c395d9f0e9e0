/// The contact properties a fetch can ask for, as Contacts.framework's `CNContactGivenNameKey` &c.
public enum ContactKey: String, Sendable, CaseIterable {
  /// `identifier` (always fetched).
  case identifier
  /// `namePrefix`.
  case namePrefix
  /// `givenName`.
  case givenName
  /// `middleName`.
  case middleName
  /// `familyName`.
  case familyName
  /// `nameSuffix`.
  case nameSuffix
  /// `nicknames` (and `nickname`).
  case nickname
  /// `organizationName`.
  case organizationName
  /// `departmentName`.
  case departmentName
  /// `jobTitle`.
  case jobTitle
  /// `phoneNumbers`.
  case phoneNumbers
  /// `emailAddresses`.
  case emailAddresses
  /// `urlAddresses`.
  case urlAddresses
  /// `postalAddresses`.
  case postalAddresses
  /// `birthday`.
  case birthday
  /// `note`.
  case note
  /// `imageData` (the kept photo).
  case imageData
  /// `formattedName`, the card's own FN.
  case formattedName
  /// `groups`, the names of the contact's groups (CATEGORIES).
  case groups
  /// `phoneticGivenName`.
  case phoneticGivenName

  /// The keys `ContactFormatter` reads, as `CNContactFormatter.descriptorForRequiredKeys`; the
  /// card's own FN among them, as it is the name shown when present.
  public static let formatterKeys: [ContactKey] = [
    .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .organizationName, .emailAddresses,
    .phoneNumbers, .formattedName,
  ]

  /// The keys `SearchIndex` looks at: name parts, nicknames, organization, e-mails, phones and groups.
  public static let searchKeys: [ContactKey] = [
    .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .organizationName,
    .emailAddresses, .phoneNumbers, .groups,
  ]
}

extension Contact {
  /// A copy holding only the fetched keys (and the identifier); the rest is left empty, as a
  /// partially fetched `CNContact`.
  public func projected(onto keys: Set<ContactKey>) -> Contact {
    if keys.count >= ContactKey.allCases.count - 1 && keys.isSuperset(of: ContactKey.allCases.dropFirst()) {
      return self
    }
    var copy = Contact(identifier: identifier)
    for field in ContactField.allCases where keys.contains(field.info.key) { copy[field] = self[field] }
    if keys.contains(.nickname) { copy.nicknames = nicknames }
    if keys.contains(.phoneNumbers) { copy.phoneNumbers = phoneNumbers }
    if keys.contains(.emailAddresses) { copy.emailAddresses = emailAddresses }
    if keys.contains(.urlAddresses) { copy.urlAddresses = urlAddresses }
    if keys.contains(.postalAddresses) { copy.postalAddresses = postalAddresses }
    if keys.contains(.birthday) { copy.birthday = birthday }
    if keys.contains(.imageData) { copy.photo = photo }
    if keys.contains(.groups) { copy.groups = groups }
    return copy
  }
}
