import ContactModel
import ContactsSupport

extension VCardCardBuilder {
  /// The finished contact. `rawCard` is the card's bytes from BEGIN through END, hashed into its
  /// fingerprint (when `fingerprint`), and into the identifier when the card has no UID.
  ///
  /// A card with neither N nor ORG but an FN (common for 2.1 and hand-written cards) gets the FN
  /// as its given name, so the display name equals the FN; an organization card (FN equal to ORG)
  /// keeps empty names and displays as its organization. A card with name parts keeps its FN as
  /// `formattedName` when it differs from what the parts compose given-first.
  ///
  /// `chunkedHash`, for a card too large to read back whole (only one with ignored over-long lines
  /// is), gives its FNV-1a hash read in chunks: it is then both the identifier's hash and the
  /// fingerprint.
  ///
  /// `keepOriginal` copies `rawCard` into the contact's `originalCard`, for writing it back, with
  /// `origin` (the source and the card's offset in it), for a save to find it again.
  mutating func finish(
    rawCard: UnsafeBufferPointer<UInt8>, fingerprint: Bool = true, keepOriginal: Bool = false,
    origin: (source: String, offset: Int) = ("", -1), chunkedHash: (() -> UInt64)? = nil
  ) -> Contact {
    if let chunkedHash {
      let hash = chunkedHash()
      contact.identifier = uid.isEmpty ? StableHash.identifier(hash: hash) : uid
      if fingerprint { contact.fingerprint = CardFingerprint(hash: hash) }
    } else {
      contact.identifier = uid.isEmpty ? StableHash.identifier(for: rawCard) : uid
      if fingerprint { contact.fingerprint = CardFingerprint(card: rawCard) }
    }
    finishFormattedName()
    // One pass over the grouped values, each looking its group up: linear however many there are.
    for entry in grouped where !groupLabels.isEmpty {
      if let label = groupLabels[entry.group] {
        switch entry.field {
        case .phone: contact.phoneNumbers[entry.index].label = label
        case .email: contact.emailAddresses[entry.index].label = label
        case .url: contact.urlAddresses[entry.index].label = label
        case .address: contact.postalAddresses[entry.index].label = label
        }
      }
    }
    if keepOriginal {
      contact.originalCard = OriginalCard(rawCard, read: contact, source: origin.source, offset: origin.offset)
    }
    finished = true
    // Moved out, not copied: a copy would retain every field only to release them again.
    return withUnsafeMutablePointer(to: &contact) { slot in
      let finished = slot.move()
      slot.initialize(to: Contact(identifier: ""))
      return finished
    }
  }
}
