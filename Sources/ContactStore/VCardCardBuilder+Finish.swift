extension VCardCardBuilder {
  /// The finished contact. `rawCard` is the card's bytes from BEGIN through END, hashed into the
  /// identifier when the card has no UID.
  ///
  /// A card with neither N nor ORG but an FN (common for 2.1 and hand-written cards) gets the FN
  /// as its given name, so the display name equals the FN; an organization card (FN equal to ORG)
  /// keeps empty names and displays as its organization.
  mutating func finish(rawCard: UnsafeBufferPointer<UInt8>) -> Contact {
    var result = Contact(identifier: "")
    swap(&result, &contact)  // moves the fields out instead of copying them
    result.identifier = uid.isEmpty ? StableHash.identifier(for: rawCard) : uid
    let hasName =
      !(result.givenName.isEmpty && result.familyName.isEmpty && result.middleName.isEmpty
      && result.namePrefix.isEmpty && result.nameSuffix.isEmpty)
    if !hasName && !formattedName.isEmpty && !formattedName.utf8.elementsEqual(result.organizationName.utf8) {
      result.givenName = formattedName
    }
    for (group, label) in groupLabels {
      for entry in grouped where entry.group == group {
        switch entry.field {
        case .phone: result.phoneNumbers[entry.index].label = label
        case .email: result.emailAddresses[entry.index].label = label
        case .url: result.urlAddresses[entry.index].label = label
        case .address: result.postalAddresses[entry.index].label = label
        }
      }
    }
    return result
  }
}
