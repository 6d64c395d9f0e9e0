public import ContactModel

/// Writes contacts as vCard 3.0 (the default, what Apple exports) or 4.0.
///
/// Labels go back to TYPE parameters where vCard has a word for them, and to an
/// `itemN.X-ABLabel` group otherwise, as Apple writes them; the photo's base64 (or its address)
/// is written as kept.
public enum VCardWriter {
  /// The vCard version to write.
  public enum Version: Sendable {
    /// vCard 3.0 (RFC 2426).
    case v3
    /// vCard 4.0 (RFC 6350).
    case v4
  }

  /// The cards as one string with CRLF line breaks.
  public static func write(_ contacts: [Contact], version: Version = .v3) -> String {
    String(decoding: bytes(contacts, version: version), as: UTF8.self)
  }

  /// The cards as UTF-8 bytes.
  public static func bytes(_ contacts: [Contact], version: Version = .v3) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(contacts.count * 400)
    for contact in contacts { append(contact, version: version, to: &out) }
    return out
  }

  /// Appends one card to `out`.
  public static func append(_ contact: Contact, version: Version = .v3, to out: inout [UInt8]) {
    var card = VCardCardWriter(version: version)
    card.write(contact)
    out.append(contentsOf: card.out)
  }
}
