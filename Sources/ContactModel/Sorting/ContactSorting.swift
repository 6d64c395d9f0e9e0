import ContactsSupport

/// Sort keys, ordering and section letters for contact lists.
///
/// Keys are case- and diacritic-folded, so "Émile" sorts with E, not after Z. Names that start
/// with a Latin letter come first, A to Z; everything else (digits, punctuation, Greek, Cyrillic,
/// Arabic, CJK, …, and contacts with no name) follows, in Unicode order, under the "#" section,
/// as the Contacts app puts "#" last.
public enum ContactSorting {
  /// The folded key: family, given, middle for `.familyName`; given, family, middle for
  /// `.givenName`; a contact without a name sorts by its organization, e-mail or phone.
  public static func sortKey(_ contact: Contact, order: ContactSortOrder) -> String {
    String(decoding: keyBytes(contact, order: order), as: UTF8.self)
  }

  /// "A"…"Z" for a key starting with a Latin letter, "#" otherwise.
  public static func sectionLetter(forSortKey key: String) -> Character {
    guard let first = key.utf8.first, isLatinLetter(first) else { return "#" }
    return Character(Unicode.Scalar(first & ~0x20))
  }

  /// The contacts sorted by `order`; equal keys keep their input order.
  public static func sorted(_ contacts: [Contact], by order: ContactSortOrder) -> [Contact] {
    sortedIndices(contacts, by: order).map { contacts[$0] }
  }

  /// The permutation that sorts `contacts` by `order` (stable).
  public static func sortedIndices(_ contacts: [Contact], by order: ContactSortOrder) -> [Int] {
    SortKeyTable(contacts, order: order).sortedIndices()
  }

  /// True when `left` sorts before `right`.
  public static func areInIncreasingOrder(_ left: Contact, _ right: Contact, order: ContactSortOrder) -> Bool {
    let leftKey = keyBytes(left, order: order)
    let rightKey = keyBytes(right, order: order)
    let leftPrefix = prefix(leftKey)
    let rightPrefix = prefix(rightKey)
    if leftPrefix != rightPrefix { return leftPrefix < rightPrefix }
    return compare(leftKey, rightKey) < 0
  }

  static func keyBytes(_ contact: Contact, order: ContactSortOrder) -> [UInt8] {
    var key: [UInt8] = []
    appendKey(contact, order: order, to: &key)
    return key
  }

  /// Appends the folded key of `contact` to `out`. The contact is borrowed, so building a million
  /// keys reads the names in place instead of copying (retaining) them.
  static func appendKey(_ contact: borrowing Contact, order: ContactSortOrder, to out: inout [UInt8]) {
    let start = out.count
    let first = order == .familyName ? contact.familyName : contact.givenName
    let second = order == .familyName ? contact.givenName : contact.familyName
    func add(_ part: String) {
      guard !part.isEmpty else { return }
      if out.count > start { out.append(0x20) }
      TextFolding.append(part, to: &out)
    }
    add(first)
    add(second)
    add(contact.middleName)
    if out.count == start {
      let fallback =
        !contact.namePrefix.isEmpty
        ? contact.namePrefix
        : !contact.nameSuffix.isEmpty
          ? contact.nameSuffix
          : !contact.organizationName.isEmpty
            ? contact.organizationName
            : contact.emailAddresses.first?.value ?? contact.phoneNumbers.first?.value ?? ""
      TextFolding.append(fallback, to: &out)
    }
  }

  private static func isLatinLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 97 < 26 }

  /// A 64-bit prefix that orders like the key: a bucket bit (Latin letters first), then the first
  /// seven bytes big-endian. Most comparisons end here.
  static func prefix<Key: Collection<UInt8>>(_ key: Key) -> UInt64 {
    var value: UInt64 = key.first.map { isLatinLetter($0) ? 0 : 1 } ?? 1
    var remaining = 7
    for byte in key.prefix(7) {
      value = value << 8 | UInt64(byte)
      remaining -= 1
    }
    return value << (8 * UInt64(remaining))
  }

  private static func compare(_ left: [UInt8], _ right: [UInt8]) -> Int {
    let count = min(left.count, right.count)
    var index = 0
    while index < count {
      if left[index] != right[index] { return left[index] < right[index] ? -1 : 1 }
      index += 1
    }
    return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
  }
}
