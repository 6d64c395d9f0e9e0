/// The folded sort keys of consecutive contacts, built by one worker: a piece of a
/// `SortKeyTable`, which joins the runs in order.
package struct SortKeyRun {
  /// The keys, back to back.
  private(set) var bytes: [UInt8] = []
  /// Where each key ends in `bytes`.
  private(set) var ends: [Int] = []
  /// The first bytes of each key, as one comparable number (see `ContactSorting.prefix`).
  private(set) var prefixes: [UInt64] = []
  let order: ContactSortOrder

  /// An empty run, with room for about `capacity` keys.
  package init(order: ContactSortOrder, capacity: Int = 0) {
    self.order = order
    bytes.reserveCapacity(capacity * 24)
    ends.reserveCapacity(capacity)
    prefixes.reserveCapacity(capacity)
  }

  /// The number of keys.
  package var count: Int { ends.count }

  /// Appends the key of `contact` (borrowed: its names are read in place).
  package mutating func append(_ contact: borrowing Contact) {
    let start = bytes.count
    ContactSorting.appendKey(contact, order: order, to: &bytes)
    ends.append(bytes.count)
    prefixes.append(ContactSorting.prefix(bytes[start...]))
  }
}
