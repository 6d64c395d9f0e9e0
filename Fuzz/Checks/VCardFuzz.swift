import ContactModel
import VCard

/// The vCard reader and writer on arbitrary bytes.
///
/// Oracle: reading never crashes; writing what was read (3.0 and 4.0) and reading it again
/// gives the same number of cards, each with the same identifier, name parts and organization,
/// and the cards read back write the same bytes as the cards first read (all fields survive;
/// only a photo's media type may be spelled differently).
public enum VCardFuzz {
  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    let first = VCardReader.read(bytes: data, source: "fuzz.vcf").contacts
    for version in [VCardWriter.Version.v3, .v4] {
      let written = VCardWriter.bytes(first, version: version)
      let second = VCardReader.read(bytes: written, source: "written.vcf").contacts
      guard second.count == first.count else {
        fatalError("\(version): \(first.count) cards read, \(second.count) after a write and a read")
      }
      for (before, after) in zip(first, second) where !sameIdentity(before, after) {
        fatalError("\(version): card \(before.identifier.debugDescription) changed in a round trip")
      }
      // Everything else survives too: the two card lists write the same bytes. A photo's media
      // type is left out; it is a hint, and an unusual one may come back in another spelling.
      guard
        VCardWriter.bytes(second.map(withoutPhotoType), version: version)
          == VCardWriter.bytes(first.map(withoutPhotoType), version: version)
      else { fatalError("\(version): a card read back from the writer differs from the card written") }
    }
  }

  /// Whether a card kept what identifies it: its identifier, name parts and organization.
  static func sameIdentity(_ before: Contact, _ after: Contact) -> Bool {
    before.identifier == after.identifier && before.namePrefix == after.namePrefix
      && before.givenName == after.givenName && before.middleName == after.middleName
      && before.familyName == after.familyName && before.nameSuffix == after.nameSuffix
      && before.organizationName == after.organizationName
  }

  /// The contact with its photo's media type cleared.
  static func withoutPhotoType(_ contact: Contact) -> Contact {
    var contact = contact
    contact.photo?.mediaType = ""
    return contact
  }
}
