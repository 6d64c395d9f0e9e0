import Foundation

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
    let keys = parallelKeys(contacts, order: order)
    let prefixes = keys.map(prefix)
    var indices = Array(contacts.indices)
    indices.sort { left, right in
      if prefixes[left] != prefixes[right] { return prefixes[left] < prefixes[right] }
      let order = compare(keys[left], keys[right])
      return order != 0 ? order < 0 : left < right
    }
    return indices
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

  /// Every contact's key, folded on all cores: folding is most of the cost of a large sort.
  private static func parallelKeys(_ contacts: [Contact], order: ContactSortOrder) -> [[UInt8]] {
    let parts = contacts.count < 4096 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
    var keys = [[UInt8]](repeating: [], count: contacts.count)
    keys.withUnsafeMutableBufferPointer { buffer in
      let slots = SendableSlots(base: buffer)
      contacts.withUnsafeBufferPointer { contacts in
        let source = ContactExport.SendableContacts(buffer: contacts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
          let lower = source.buffer.count * part / parts
          let upper = source.buffer.count * (part + 1) / parts
          for index in lower..<upper { slots.base[index] = keyBytes(source.buffer[index], order: order) }
        }
      }
    }
    return keys
  }

  static func keyBytes(_ contact: Contact, order: ContactSortOrder) -> [UInt8] {
    let parts =
      order == .familyName
      ? [contact.familyName, contact.givenName, contact.middleName]
      : [contact.givenName, contact.familyName, contact.middleName]
    var key: [UInt8] = []
    for part in parts where !part.isEmpty {
      if !key.isEmpty { key.append(0x20) }
      TextFolding.append(part, to: &key)
    }
    if key.isEmpty {
      let fallback =
        [contact.namePrefix, contact.nameSuffix, contact.organizationName].first { !$0.isEmpty }
        ?? contact.emailAddresses.first?.value ?? contact.phoneNumbers.first?.value ?? ""
      TextFolding.append(fallback, to: &key)
    }
    return key
  }

  private static func isLatinLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 97 < 26 }

  /// A 64-bit prefix that orders like the key: a bucket bit (Latin letters first), then the first
  /// seven bytes big-endian. Most comparisons end here.
  private static func prefix(_ key: [UInt8]) -> UInt64 {
    var value: UInt64 = key.first.map { isLatinLetter($0) ? 0 : 1 } ?? 1
    for index in 0..<7 {
      value = value << 8 | UInt64(index < key.count ? key[index] : 0)
    }
    return value
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
