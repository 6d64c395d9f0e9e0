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

  /// The most contacts one value may be shared by and still make them likely duplicates: more
  /// than this share a switchboard number, a team's address or a common name, which tells
  /// nothing about any two of them (and would chain a whole address book into one cluster).
  package static let mostSharing: Int32 = 8

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
    let total = hashed.reduce(0) { $0 + $1.hashes.count }
    var buckets = HashBuckets(capacity: total)
    var first: [Int32] = []
    var size: [Int32] = []
    first.reserveCapacity(total)
    size.reserveCapacity(total)
    // Per value, in the order of `hashed`, its bucket (-1: a repeat within its own card).
    var bucketOf: [Int32] = []
    bucketOf.reserveCapacity(total)
    var sets = UnionFind(count: contacts.count)
    var index = 0
    for (hashes, ends) in hashed {
      var start = 0
      for end in ends {
        // A card that repeats a value falls in its bucket once. Most cards have a few values; one
        // with many (up to the reader's limit per field) is checked through a set.
        var seen: Set<UInt64> = []
        let many = end - start > 16
        for position in start..<end {
          let hash = hashes[position]
          if many ? !seen.insert(hash).inserted : hashes[start..<position].contains(hash) {
            bucketOf.append(-1)
            continue
          }
          let bucket = buckets.insert(hash, next: Int32(first.count))
          if bucket == first.count {
            first.append(Int32(index))
            size.append(1)
          } else {
            size[Int(bucket)] += 1
          }
          bucketOf.append(bucket)
        }
        start = end
        index += 1
      }
    }
    // Join each contact to the first of every bucket it shares with a few others: a value that
    // more than `mostSharing` contacts have says nothing about any two of them.
    let telling = { (bucket: Int32) in bucket >= 0 && (2...Self.mostSharing).contains(size[Int(bucket)]) }
    var value = 0
    index = 0
    for (_, ends) in hashed {
      let base = value  // each part counts its values from 0
      for end in ends {
        while value < base + end {
          if telling(bucketOf[value]) { sets.union(Int(first[Int(bucketOf[value])]), index) }
          value += 1
        }
        index += 1
      }
    }
    // The members: each contact with a value in a shared bucket, with those values as text,
    // made on all cores (each part reads the tables and writes only its own list).
    var starts: [Int] = []
    var base = 0
    for part in hashed {
      starts.append(base)
      base += part.hashes.count
    }
    let bases = starts
    let finalBuckets = bucketOf
    let finalSize = size
    let finalRegion = region
    let members = Parallel.map(parts) { part -> [DuplicateCluster.Member] in
      var members: [DuplicateCluster.Member] = []
      var keys = KeyWriter()
      var start = bases[part]
      let shared = { (value: Int) in
        finalBuckets[value] >= 0 && (2...Self.mostSharing).contains(finalSize[Int(finalBuckets[value])])
      }
      for (offset, index) in Parallel.slice(contacts.count, part: part, of: parts).enumerated() {
        let values = start..<(bases[part] + hashed[part].ends[offset])
        start = values.upperBound
        guard values.contains(where: shared) else { continue }
        var reasons: [DuplicateReason] = []
        var value = values.lowerBound
        keys.forEachKey(of: contacts[index], region: finalRegion) { kind, bytes in
          defer { value += 1 }
          guard shared(value) else { return }
          let reason = kind.reason(KeyWriter.text(bytes))
          if !reasons.contains(reason) { reasons.append(reason) }
        }
        members.append(DuplicateCluster.Member(index: index, reasons: reasons))
      }
      return members
    }
    var clusterOfRoot = [Int32](repeating: -1, count: contacts.count)
    var clusters: [DuplicateCluster] = []
    for member in members.joined() {
      let root = sets.find(member.index)
      if clusterOfRoot[root] >= 0 {
        clusters[Int(clusterOfRoot[root])].members.append(member)
      } else {
        clusterOfRoot[root] = Int32(clusters.count)
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

/// An open-addressing table from a value's 64-bit hash to its bucket number: a flat array
/// probed linearly, cheaper than a `Dictionary` for a few hundred thousand integer keys.
struct HashBuckets {
  private var keys: [UInt64]
  private var values: [Int32]
  private let mask: Int

  /// A table for up to `capacity` distinct hashes.
  init(capacity: Int) {
    var slots = 16
    while slots < capacity * 2 { slots <<= 1 }
    keys = Array(repeating: 0, count: slots)
    values = Array(repeating: -1, count: slots)
    mask = slots - 1
  }

  /// The bucket of `hash`: the one it has, else `next`, which it now has.
  mutating func insert(_ hash: UInt64, next: Int32) -> Int32 {
    // Fibonacci hashing spreads FNV's low bits over the table.
    var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    while values[slot] >= 0 {
      if keys[slot] == hash { return values[slot] }
      slot = (slot + 1) & mask
    }
    keys[slot] = hash
    values[slot] = next
    return next
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
