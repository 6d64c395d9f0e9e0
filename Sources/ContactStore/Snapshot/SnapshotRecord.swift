import ContactModel

/// One contact as a snapshot stores it: every field of `Contact`, its fingerprint (what a limited
/// grant is checked against), in a fixed order: the text fields in `ContactField`'s order (which
/// `SnapshotFormat.formatID` names), then the rest. The card's bytes are not stored: a read that
/// keeps them (for writing cards back) parses the source.
enum SnapshotRecord {
  static func encode(_ contact: Contact, into encoder: inout SnapshotEncoder) {
    encoder.string(contact.identifier)
    encoder.u64(contact.fingerprint.value)
    encoder.bool(contact.fingerprint.isDisambiguated)
    for field in ContactField.allCases { encoder.string(contact[field]) }
    encoder.strings(contact.nicknames)
    encoder.strings(contact.groups)
    for values in [contact.phoneNumbers, contact.emailAddresses, contact.urlAddresses] {
      encoder.u32(UInt32(values.count))
      for value in values {
        encoder.optionalString(value.label)
        encoder.string(value.value)
      }
    }
    encoder.u32(UInt32(contact.postalAddresses.count))
    for address in contact.postalAddresses {
      encoder.optionalString(address.label)
      for part in [address.value.street, address.value.city, address.value.state, address.value.postalCode] {
        encoder.string(part)
      }
      encoder.string(address.value.country)
    }
    encoder.bool(contact.birthday != nil)
    if let birthday = contact.birthday {
      encoder.bool(birthday.year != nil)
      encoder.int(birthday.year ?? 0)
      encoder.int(birthday.month)
      encoder.int(birthday.day)
    }
    encoder.bool(contact.photo != nil)
    if let photo = contact.photo {
      encoder.run(photo.base64)
      encoder.string(photo.mediaType)
      encoder.optionalString(photo.url)
    }
  }

  /// The contact `encode` wrote; throws for anything that is not exactly such a record.
  static func decode(_ decoder: inout SnapshotDecoder) throws(SnapshotDamage) -> Contact {
    var contact = Contact(identifier: try decoder.string())
    let fingerprint = try decoder.u64()
    if fingerprint != 0 { contact.fingerprint = CardFingerprint(hash: fingerprint) }
    contact.fingerprint.isDisambiguated = try decoder.bool()
    for field in ContactField.allCases { contact[field] = try decoder.string() }
    contact.nicknames = try decoder.strings()
    contact.groups = try decoder.strings()
    contact.phoneNumbers = try labeledStrings(&decoder)
    contact.emailAddresses = try labeledStrings(&decoder)
    contact.urlAddresses = try labeledStrings(&decoder)
    let addresses = try decoder.count(each: 21)
    contact.postalAddresses.reserveCapacity(addresses)
    for _ in 0..<addresses {
      let label = try decoder.optionalString()
      let address = PostalAddress(
        street: try decoder.string(), city: try decoder.string(), state: try decoder.string(),
        postalCode: try decoder.string(), country: try decoder.string())
      contact.postalAddresses.append(LabeledValue(label: label, value: address))
    }
    if try decoder.bool() {
      let hasYear = try decoder.bool()
      let year = try decoder.int()
      contact.birthday = Birthday(year: hasYear ? year : nil, month: try decoder.int(), day: try decoder.int())
    }
    if try decoder.bool() {
      let base64 = Array(try decoder.run())
      let mediaType = try decoder.string()
      var photo = ContactPhoto(base64: base64, mediaType: mediaType)
      photo.url = try decoder.optionalString()
      contact.photo = photo
    }
    return contact
  }

  private static func labeledStrings(_ decoder: inout SnapshotDecoder) throws(SnapshotDamage)
    -> [LabeledValue<String>]
  {
    let count = try decoder.count(each: 5)
    var values: [LabeledValue<String>] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      let label = try decoder.optionalString()
      values.append(LabeledValue(label: label, value: try decoder.string()))
    }
    return values
  }
}
