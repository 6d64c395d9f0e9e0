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
    var buckets: [DuplicateReason: Int] = [:]
    buckets.reserveCapacity(contacts.count * 3)
    // Per bucket: its first contact and how many contacts fell in it.
    var first: [Int] = []
    var size: [Int] = []
    // Per contact, the buckets it is in (flat, with each contact's start in `starts`).
    var memberships: [Int] = []
    var starts: [Int] = [0]
    starts.reserveCapacity(contacts.count + 1)
    var sets = UnionFind(count: contacts.count)
    for (index, contact) in contacts.enumerated() {
      let start = memberships.count
      for reason in reasons(of: contact) {
        let bucket: Int
        if let known = buckets[reason] {
          bucket = known
          // A card that repeats a value falls in its bucket once.
          if memberships[start...].contains(bucket) { continue }
          size[bucket] += 1
          sets.union(first[bucket], index)
        } else {
          bucket = first.count
          buckets[reason] = bucket
          first.append(index)
          size.append(1)
        }
        memberships.append(bucket)
      }
      starts.append(memberships.count)
    }
    var bucketReason = [DuplicateReason?](repeating: nil, count: first.count)
    for (reason, bucket) in buckets where size[bucket] > 1 { bucketReason[bucket] = reason }
    var clusterOfRoot: [Int: Int] = [:]
    var clusters: [DuplicateCluster] = []
    for index in contacts.indices {
      let shared = memberships[starts[index]..<starts[index + 1]].compactMap { bucketReason[$0] }
      guard !shared.isEmpty else { continue }
      let root = sets.find(index)
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
    for email in contact.emailAddresses {
      if let key = EmailKey.key(email.value) { reasons.append(.email(key)) }
    }
    for phone in contact.phoneNumbers {
      if let key = PhoneNumberKey.key(phone.value, region: region) { reasons.append(.phone(key)) }
    }
    if let key = NameKey.key(contact) { reasons.append(.name(key)) }
    return reasons
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
