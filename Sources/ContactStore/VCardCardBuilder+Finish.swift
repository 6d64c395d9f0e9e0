extension VCardCardBuilder {
  /// The finished contact. `rawCard` is the card's bytes from BEGIN through END, hashed into the
  /// identifier when the card has no UID.
  ///
  /// A card with neither N nor ORG but an FN (common for 2.1 and hand-written cards) gets the FN
  /// as its given name, so the display name equals the FN; an organization card (FN equal to ORG)
  /// keeps empty names and displays as its organization.
  /// `identify` hashes the raw card (a parser reading a mapped file hashes a huge one in chunks).
  mutating func finish(
    rawCard: UnsafeBufferPointer<UInt8>,
    identify: (UnsafeBufferPointer<UInt8>) -> String = { StableHash.identifier(for: $0) }
  ) -> Contact {
    contact.identifier = uid.isEmpty ? identify(rawCard) : uid
    let hasName =
      !(contact.givenName.isEmpty && contact.familyName.isEmpty && contact.middleName.isEmpty
      && contact.namePrefix.isEmpty && contact.nameSuffix.isEmpty)
    if !hasName && !formattedName.isEmpty && !formattedName.utf8.elementsEqual(contact.organizationName.utf8) {
      contact.givenName = formattedName
    }
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
    // Moved out, not copied: a copy would retain every field only to release them again.
    return withUnsafeMutablePointer(to: &contact) { slot in
      let finished = slot.move()
      slot.initialize(to: Contact(identifier: ""))
      return finished
    }
  }
}
