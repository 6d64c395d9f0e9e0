import ContactModel
import MailMessage

/// One e-mail address of one contact, as `query` prints it: a mail client completes addresses,
/// not contacts, so a contact with three addresses is three rows and one with none is no row.
///
/// Every field is one line of plain text: a tab, line break or other control character in the
/// card (C0, DEL, C1) is a space here, so no field can split a row or start a second one.
struct MailAddressRow: Equatable, Sendable {
  /// The address, trimmed.
  let address: String
  /// The contact's display name, as the browser shows it (`ContactFormatter`).
  let name: String
  /// The organization, else the nicknames, else the address's label in words, else "".
  let extra: String
  /// The address's label in words ("work", "home", a custom label), or "".
  let label: String
  /// The contact's identifier (its UID), as `list --format tsv` shows it.
  let identifier: String

  /// The rows of `contacts`, in their order and each contact's address order. An address
  /// given twice for the same name (compared without case, so `Ann@X.org` and `ann@x.org` are
  /// one) is kept once, at its first place; an empty address is skipped, and so is one that is
  /// not exactly one valid address (`MailAddress`: a mail client would read
  /// `a@x,spy@evil.example` as two recipients), which `refused` then lists.
  static func rows(
    of contacts: [Contact], formatter: ContactFormatter, refused: inout [String]
  ) -> [MailAddressRow] {
    var rows: [MailAddressRow] = []
    var seen: Set<[String]> = []
    for contact in contacts where !contact.emailAddresses.isEmpty {
      let name = visible(oneLine(formatter.string(from: contact)))
      let organization = visible(oneLine(contact.organizationName))
      let nickname = visible(oneLine(contact.nicknames.joined(separator: ", ")))
      for email in contact.emailAddresses {
        let address = email.value.trimmingCharacters(in: [" ", "\t", "\r", "\n", "\r\n"])
        guard !address.isEmpty else { continue }
        guard MailAddress.isValid(address) else {
          refused.append(oneLine(address))
          continue
        }
        guard seen.insert([name, address.lowercased()]).inserted else { continue }
        let label = oneLine(email.displayLabel)
        let extra = !organization.isEmpty ? organization : !nickname.isEmpty ? nickname : label
        rows.append(
          MailAddressRow(
            address: address, name: name, extra: extra, label: label, identifier: oneLine(contact.identifier)))
      }
    }
    return rows
  }

  /// The rows of `contacts`, the refused addresses dropped (`rows(of:formatter:refused:)`).
  static func rows(of contacts: [Contact], formatter: ContactFormatter) -> [MailAddressRow] {
    var refused: [String] = []
    return rows(of: contacts, formatter: formatter, refused: &refused)
  }

  /// `text` without the invisible characters a name may not keep (bidi controls that reorder
  /// what the mail client shows, zero-width spaces; the joiners scripts need stay).
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: MailAddressList.isInvisible) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.filter { !MailAddressList.isInvisible($0) }))
  }

  /// `text` on one line: each control character (C0, DEL, C1: tab, line feed, ESC, …) becomes
  /// a space, and the ends are trimmed of spaces.
  static func oneLine(_ text: String) -> String {
    // Nearly every value is already one line: it is returned as it is, unscanned by scalar.
    if text.utf8.withContiguousStorageIfAvailable(isOneLine) ?? false { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F: scalars.append(" ")
      default: scalars.append(scalar)
      }
    }
    return String(scalars).trimmingSpaces()
  }

  /// Whether UTF-8 `bytes` hold no control character (C0, DEL, or C1, which is 0xC2 0x80…0x9F
  /// in UTF-8) and neither start nor end with a space.
  private static func isOneLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return true }
    if first == 0x20 || last == 0x20 { return false }
    var previous: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return false }
      previous = byte
    }
    return true
  }
}

extension String {
  /// The text without `characters` at either end.
  fileprivate func trimmingCharacters(in characters: Set<Character>) -> String {
    String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
  }

  /// The text without leading and trailing spaces (U+0020 only).
  fileprivate func trimmingSpaces() -> String {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
    return String(self[first...last])
  }
}
