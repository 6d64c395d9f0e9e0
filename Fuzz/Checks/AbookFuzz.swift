import ContactModel
import ContactStore
import VCard

/// abook's address book reader (`AbookFileSource`) on arbitrary bytes.
///
/// Oracle: reading never crashes, and gives at most one contact per section line; the same
/// input with each line feed written as CR LF reads the same contacts and the same diagnostics,
/// line numbers included; and what was read survives `list --format vcard`: written as vCard
/// 3.0 and 4.0 and read back, the same number of cards, each with the same identifier, name
/// parts, e-mail addresses and phone numbers.
public enum AbookFuzz {
  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    let read = data.withUnsafeBufferPointer { AbookFileSource.read($0, source: "addressbook") }
    let sections = lines(data).filter { $0.first == UInt8(ascii: "[") }.count
    guard read.contacts.count <= sections else {
      fatalError("\(read.contacts.count) contacts from \(sections) section lines")
    }
    var crlf: [UInt8] = []
    for (index, byte) in data.enumerated() {
      if byte == 0x0A, index == 0 || data[index - 1] != 0x0D { crlf.append(0x0D) }
      crlf.append(byte)
    }
    let again = crlf.withUnsafeBufferPointer { AbookFileSource.read($0, source: "addressbook") }
    guard again.contacts == read.contacts, again.diagnostics == read.diagnostics else {
      fatalError("CR LF line ends read otherwise than LF")
    }
    for version in [VCardWriter.Version.v3, .v4] {
      let cards = VCardReader.read(bytes: VCardWriter.bytes(read.contacts, version: version), source: "x.vcf").contacts
      guard cards.count == read.contacts.count else {
        fatalError("\(version): \(read.contacts.count) contacts written, \(cards.count) cards read back")
      }
      for (before, after) in zip(read.contacts, cards) where !same(before, after) {
        fatalError("\(version): \(describe(before)) came back as \(describe(after))")
      }
    }
  }

  /// The fields `list --format vcard` must carry over for a converted address book to be usable.
  static func same(_ lhs: Contact, _ rhs: Contact) -> Bool {
    lhs.identifier == rhs.identifier && lhs.givenName == rhs.givenName && lhs.familyName == rhs.familyName
      && lhs.emailAddresses.map(\.value) == rhs.emailAddresses.map(\.value)
      && lhs.phoneNumbers.map(\.value) == rhs.phoneNumbers.map(\.value)
  }

  static func describe(_ contact: Contact) -> String {
    [contact.identifier, contact.givenName, contact.familyName].debugDescription
      + [contact.emailAddresses.map(\.value), contact.phoneNumbers.map(\.value)].debugDescription
  }

  /// The input's lines, split at line feeds, a carriage return before one dropped.
  static func lines(_ data: [UInt8]) -> [ArraySlice<UInt8>] {
    data.split(separator: 0x0A, omittingEmptySubsequences: false).map { $0.last == 0x0D ? $0.dropLast() : $0 }
  }
}
