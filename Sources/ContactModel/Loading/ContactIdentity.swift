import ContactsSupport

/// Makes the identifiers of loaded contacts unique: two cards are two contacts, even when they
/// carry one UID (or are byte for byte the same card without one).
///
/// An identifier that occurs once stays as it is (the UID, or the hash of a card without one).
/// Each card of a repeated identifier gets `identifier#fingerprint`, the fingerprint being the
/// hash of its bytes (`CardFingerprint`), plus `-2`, `-3`, … for the second and later copies of
/// identical cards, in load order. That is its `sharingKey` too, so a pick made while the UID was
/// unique still names the same card once a second card with that UID appears. A new identifier
/// that meets a literal UID equal to it makes that one unique the same way, until no two are equal.
package enum ContactIdentity {
  /// Makes every identifier in `contacts` unique, deterministically (by content and load order).
  package static func makeUnique(_ contacts: inout [Contact]) {
    for _ in 0..<8 {
      let groups = repeatedIdentifiers(in: contacts)
      if groups.isEmpty { return }
      for members in groups { disambiguate(members, in: &contacts) }
    }
    // Only a file written to defeat the rule gets here: number what is still repeated.
    for members in repeatedIdentifiers(in: contacts) {
      for (position, index) in members.enumerated().dropFirst() { contacts[index].identifier += "-@\(position + 1)" }
    }
  }

  /// Whether any identifier in `hashes` (of identifiers, as `hash(of:)`) may repeat. Exact when it
  /// says no; a yes (a repeat or a 64-bit collision) is settled by `makeUnique`.
  package static func mayRepeat(_ hashes: [UInt64]) -> Bool {
    var table = HashTable(capacity: hashes.count)
    for hash in hashes where !table.insert(hash) { return true }
    return false
  }

  /// A stable 64-bit hash of `identifier`.
  package static func hash(of identifier: String) -> UInt64 {
    var identifier = identifier
    return identifier.withUTF8 { StableHash.fingerprint($0) }
  }

  /// The indices of each identifier that occurs more than once, in load order. A hash table of
  /// 64-bit hashes finds the candidates; only those are compared as strings.
  private static func repeatedIdentifiers(in contacts: [Contact]) -> [[Int]] {
    var table = HashTable(capacity: contacts.count)
    var repeated: Set<UInt64> = []
    let hashes = contacts.map { hash(of: $0.identifier) }
    for hash in hashes where !table.insert(hash) { repeated.insert(hash) }
    guard !repeated.isEmpty else { return [] }
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for index in contacts.indices where repeated.contains(hashes[index]) {
      let identifier = contacts[index].identifier
      if groups[identifier] == nil { order.append(identifier) }
      groups[identifier, default: []].append(index)
    }
    return order.compactMap { groups[$0] }.filter { $0.count > 1 }
  }

  /// Gives the members of one repeated identifier that are not yet disambiguated their
  /// `identifier#fingerprint[-n]`.
  private static func disambiguate(_ members: [Int], in contacts: inout [Contact]) {
    var fresh = members.filter { !contacts[$0].fingerprint.isDisambiguated }
    if fresh.isEmpty { fresh = Array(members.dropFirst()) }
    var copies: [UInt64: Int] = [:]
    for index in fresh {
      let fingerprint = contacts[index].fingerprint
      let copy = copies[fingerprint.value, default: 0] + 1
      copies[fingerprint.value] = copy
      contacts[index].identifier += "#\(fingerprint)" + (copy > 1 ? "-\(copy)" : "")
      contacts[index].fingerprint.isDisambiguated = true
    }
  }

  /// An open-addressing set of nonzero 64-bit hashes (0 is stored as 1), faster than `Set` at a
  /// million entries because it neither rehashes nor grows.
  private struct HashTable {
    private var slots: [UInt64]
    private let mask: Int

    init(capacity: Int) {
      var size = 16
      while size < capacity * 2 { size <<= 1 }
      slots = [UInt64](repeating: 0, count: size)
      mask = size - 1
    }

    /// Adds `hash`; false when it was there already.
    mutating func insert(_ hash: UInt64) -> Bool {
      let key = hash == 0 ? 1 : hash
      var slot = Int(truncatingIfNeeded: key >> 7) & mask
      while true {
        if slots[slot] == 0 {
          slots[slot] = key
          return true
        }
        if slots[slot] == key { return false }
        slot = (slot + 1) & mask
      }
    }
  }
}
