import ContactsSupport

/// Finds clusters of likely duplicates among contacts: those that share an e-mail address, a
/// phone number or a name, each compared in its normalised form (`EmailKey`, `PhoneNumberKey`,
/// `NameKey`). docs/DUPLICATES.md has the rules.
///
/// Each normalised value is a bucket in a hash table, and a contact is joined (union-find) to the
/// first contact of every bucket it falls in: linear in the number of values, never a comparison
/// of all pairs.
package struct DuplicateFinder: Sendable {
  /// The region national phone numbers are read in; nil compares them as digits.
  package var region: PhoneRegion?

  /// A finder for numbers in `region`.
  package init(region: PhoneRegion?) {
    self.region = region
  }

  /// The clusters among `contacts`, ordered by their first member.
  package func clusters(in contacts: [Contact]) -> [DuplicateCluster] {
    // Each contact's values as 64-bit hashes of their normalised bytes (no strings), on all cores.
    let parts = Parallel.parts(contacts.count, grain: 2048, perCore: 2)
    let hashed = Parallel.map(parts) { part in
      var hashes: [UInt64] = []
      var ends: [Int] = []
      var keys = KeyWriter()
      for index in Parallel.slice(contacts.count, part: part, of: parts) {
        keys.forEachKey(of: contacts[index], region: region) { _, bytes in hashes.append(Self.hash(bytes)) }
        ends.append(hashes.count)
      }
      return (hashes: hashes, ends: ends)
    }
    // A bucket per hash: its first contact and how many contacts fell in it.
    var buckets: [UInt64: Int] = [:]
    buckets.reserveCapacity(contacts.count * 3)
    var first: [Int] = []
    var size: [Int] = []
    var sets = UnionFind(count: contacts.count)
    var index = 0
    for (hashes, ends) in hashed {
      var start = 0
      for end in ends {
        for position in start..<end {
          let hash = hashes[position]
          // A card that repeats a value falls in its bucket once.
          if hashes[start..<position].contains(hash) { continue }
          if let bucket = buckets[hash] {
            size[bucket] += 1
            sets.union(first[bucket], index)
          } else {
            buckets[hash] = first.count
            first.append(index)
            size.append(1)
          }
        }
        start = end
        index += 1
      }
    }
    // The members, each with the values it shares (made into text only for them).
    var clusterOfRoot: [Int: Int] = [:]
    var clusters: [DuplicateCluster] = []
    var keys = KeyWriter()
    for index in contacts.indices {
      let root = sets.find(index)
      var shared: [DuplicateReason] = []
      keys.forEachKey(of: contacts[index], region: region) { kind, bytes in
        guard let bucket = buckets[Self.hash(bytes)], size[bucket] > 1 else { return }
        let reason = kind.reason(KeyWriter.text(bytes))
        if !shared.contains(reason) { shared.append(reason) }
      }
      guard !shared.isEmpty else { continue }
      let member = DuplicateCluster.Member(index: index, reasons: shared)
      if let cluster = clusterOfRoot[root] {
        clusters[cluster].members.append(member)
      } else {
        clusterOfRoot[root] = clusters.count
        clusters.append(DuplicateCluster(members: [member]))
      }
    }
    return clusters
  }

  /// The normalised values of `contact`, each once: e-mails, phones, then its name.
  package func reasons(of contact: Contact) -> [DuplicateReason] {
    var reasons: [DuplicateReason] = []
    var keys = KeyWriter()
    keys.forEachKey(of: contact, region: region) { kind, bytes in
      let reason = kind.reason(KeyWriter.text(bytes))
      if !reasons.contains(reason) { reasons.append(reason) }
    }
    return reasons
  }

  /// The hash a bucket is found by: 64-bit FNV-1a of the kind's tag and the normalised bytes.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    StableHash.fnv1a64(bytes)
  }
}

/// Writes a contact's normalised values, each after a tag byte for its kind (so an e-mail and a
/// name never share a bucket), into one reused buffer.
private struct KeyWriter {
  enum Kind: UInt8 {
    case email = 1
    case phone = 2
    case name = 3

    /// The reason for a shared value of this kind.
    func reason(_ value: String) -> DuplicateReason {
      switch self {
      case .email: .email(value)
      case .phone: .phone(value)
      case .name: .name(value)
      }
    }
  }

  private var buffer: [UInt8] = []
  private var scratch: [UInt8] = []

  /// Calls `body` with each value's kind and its tagged bytes (`text(_:)` gives the value).
  mutating func forEachKey(
    of contact: Contact, region: PhoneRegion?, _ body: (Kind, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    for email in contact.emailAddresses {
      start(.email)
      if EmailKey.append(email.value, to: &buffer) { emit(.email, body) }
    }
    for phone in contact.phoneNumbers {
      start(.phone)
      if PhoneNumberKey.append(phone.value, region: region, to: &buffer) { emit(.phone, body) }
    }
    start(.name)
    if NameKey.append(contact, to: &buffer, scratch: &scratch) { emit(.name, body) }
  }

  /// The value of tagged bytes, as text.
  static func text(_ tagged: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: tagged.dropFirst()), as: UTF8.self)
  }

  private mutating func start(_ kind: Kind) {
    buffer.removeAll(keepingCapacity: true)
    buffer.append(kind.rawValue)
  }

  private func emit(_ kind: Kind, _ body: (Kind, UnsafeBufferPointer<UInt8>) -> Void) {
    buffer.withUnsafeBufferPointer { body(kind, $0) }
  }
}

/// Disjoint sets over 0..<count, with path halving and union by size.
struct UnionFind {
  private var parent: [Int]
  private var size: [Int]

  init(count: Int) {
    parent = Array(0..<count)
    size = Array(repeating: 1, count: count)
  }

  /// The representative of `element`'s set.
  mutating func find(_ element: Int) -> Int {
    var element = element
    while parent[element] != element {
      parent[element] = parent[parent[element]]
      element = parent[element]
    }
    return element
  }

  /// Joins the sets of `a` and `b`.
  mutating func union(_ a: Int, _ b: Int) {
    var a = find(a)
    var b = find(b)
    guard a != b else { return }
    if size[a] < size[b] { swap(&a, &b) }
    parent[b] = a
    size[a] += size[b]
  }
}
