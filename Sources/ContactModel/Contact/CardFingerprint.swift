import ContactsSupport

/// A hash of a card's bytes, from BEGIN through END: what tells two cards with one UID apart, and
/// what a limited-access pick remembers besides the identifier (see `Contact.sharingKey` and
/// docs/DECISIONS.md, "Limited access is by card").
///
/// It is provenance, not a field of the contact: any two fingerprints compare equal and hash
/// alike, so contacts still compare by what they say.
public struct CardFingerprint: Sendable, Hashable, CustomStringConvertible {
  /// The hash; 0 for a contact that was not read from a card (made in code).
  public let value: UInt64
  /// Whether the contact's identifier was made unique from a repeated one, and so already ends
  /// in this fingerprint (`ContactIdentity`).
  public package(set) var isDisambiguated = false

  /// The fingerprint of a card's bytes (never 0, which means "no card").
  package init(card bytes: UnsafeBufferPointer<UInt8>) {
    let hash = StableHash.fingerprint(bytes)
    value = hash == 0 ? 1 : hash
  }

  /// The fingerprint of a card hashed elsewhere (a huge card, hashed in chunks as it is read).
  package init(hash: UInt64) {
    value = hash == 0 ? 1 : hash
  }

  /// No card: the identifier alone is the sharing key.
  init() { value = 0 }

  /// 16 lowercase hex digits.
  public var description: String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Always true: see the type's note.
  public static func == (lhs: CardFingerprint, rhs: CardFingerprint) -> Bool { true }

  /// Adds nothing: see the type's note.
  public func hash(into hasher: inout Hasher) {}
}

extension Contact {
  /// What a limited-access pick stores for this contact, and what a limited grant must hold for
  /// the contact to be read: the identifier and the card's fingerprint, `identifier#fingerprint`
  /// (a disambiguated identifier is already that, and is its own key). A contact made in code,
  /// with no card, is keyed by its identifier alone.
  ///
  /// So a pick follows the card that was picked: another card with the same UID, added before or
  /// after it, has another key and is not shared; an edited card must be picked again.
  public var sharingKey: String {
    guard fingerprint.value != 0, !fingerprint.isDisambiguated else { return identifier }
    return identifier + "#" + fingerprint.description
  }
}
