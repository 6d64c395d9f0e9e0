public import Foundation

/// A contact, with the field names of Contacts.framework's `CNContact`.
public struct Contact: Sendable, Hashable, Identifiable {
  /// The vCard's `UID`, or a stable hash of the card's bytes when it has none; unique among the
  /// loaded contacts (a repeated one becomes `identifier#fingerprint`, see `ContactIdentity`).
  public var identifier: String
  /// The hash of the card's bytes, which a limited-access pick remembers (`sharingKey`).
  public package(set) var fingerprint = CardFingerprint()
  /// The card it was read from, when the read kept it: what a written card is made from, so
  /// nothing the model does not show is lost (never part of `==`).
  public package(set) var originalCard = OriginalCard()
  /// "Dr.", "Ms.", …
  public var namePrefix: String = ""
  /// The given (first) name.
  public var givenName: String = ""
  /// Middle names.
  public var middleName: String = ""
  /// The family (last) name.
  public var familyName: String = ""
  /// "Jr.", "PhD", …
  public var nameSuffix: String = ""
  /// The given name as it is said, for a name in a script that does not say it (vCard
  /// `X-PHONETIC-FIRST-NAME`, as Apple's cards write it).
  public var phoneticGivenName: String = ""
  /// Every nickname the card gives (vCard `NICKNAME`, a comma list), in its order.
  public var nicknames: [String] = []
  /// The organization (first component of `ORG`).
  public var organizationName: String = ""
  /// The department (second component of `ORG`).
  public var departmentName: String = ""
  /// The job title.
  public var jobTitle: String = ""
  /// Phone numbers, as written on the card.
  public var phoneNumbers: [LabeledValue<String>] = []
  /// E-mail addresses.
  public var emailAddresses: [LabeledValue<String>] = []
  /// Web addresses.
  public var urlAddresses: [LabeledValue<String>] = []
  /// Postal addresses.
  public var postalAddresses: [LabeledValue<PostalAddress>] = []
  /// The birthday; its year may be missing.
  public var birthday: Birthday?
  /// The note, with its line breaks.
  public var note: String = ""
  /// The photo as kept from the card (base64, not decoded, or the address of one).
  public var photo: ContactPhoto?
  /// The name exactly as the card wrote it (vCard `FN`), or "" when it has none. When set, it is
  /// the name shown; the name parts still give the sort key.
  public var formattedName: String = ""
  /// The names of the groups the contact belongs to (vCard `CATEGORIES`), in the card's order.
  public var groups: [String] = []

  /// An empty contact with an identifier.
  public init(identifier: String) {
    self.identifier = identifier
  }

  /// `Identifiable`: the identifier.
  public var id: String { identifier }

  /// The photo's bytes, decoded from the kept base64 on each access; setting keeps base64.
  public var imageData: Data? {
    get { photo?.decode() }
    set { photo = newValue.map { ContactPhoto(imageData: $0) } }
  }

  /// The nicknames as one string, as Contacts.framework's single `nickname`: every nickname,
  /// joined by ", ". Setting it replaces them with one nickname (none when empty).
  public var nickname: String {
    get { nicknames.count == 1 ? nicknames[0] : nicknames.joined(separator: ", ") }
    set { nicknames = newValue.isEmpty ? [] : [newValue] }
  }

  /// True when the card carries a photo's image (without decoding it); false for a photo given
  /// only by its address, which is never fetched.
  public var imageDataAvailable: Bool { photo?.hasImageData ?? false }
}

extension Contact {
  /// Whether any part of the name is filled (prefix, given, middle, family, suffix): the one rule
  /// for "has a name". A contact without one is shown by its organization, e-mail or phone, and
  /// written with the organization as its vCard FN.
  @inlinable package var hasName: Bool {
    !(givenName.isEmpty && familyName.isEmpty && middleName.isEmpty && namePrefix.isEmpty && nameSuffix.isEmpty)
  }
}
