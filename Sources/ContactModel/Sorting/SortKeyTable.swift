import ContactsSupport

/// Every contact's folded sort key, built on all cores into one contiguous buffer (one
/// allocation per worker instead of one per contact), and the stable sorting permutation,
/// also computed on all cores. The order is total: equal keys fall back to input order.
package struct SortKeyTable {
  /// The keys, back to back.
  private let bytes: [UInt8]
  /// Where key `i` starts in `bytes`; `starts[i + 1]` is where it ends.
  private let starts: [Int]
  /// The first bytes of each key, as one comparable number: most comparisons end here.
  private let prefixes: [UInt64]

  /// The number of keys.
  package var count: Int { prefixes.count }

  /// Folds the key of every contact for `order`, on all cores.
  package init(_ contacts: [Contact], order: ContactSortOrder) {
    let count = contacts.count
    let parts = count < 4096 ? 1 : Parallel.cores * 4
    let runs = contacts.withUnsafeBufferPointer { contacts in
      let source = Parallel.Memory(contacts)
      return Parallel.map(parts) { part in
        let slice = Parallel.slice(count, part: part, of: parts)
        var run = SortKeyRun(order: order, capacity: slice.count)
        for index in slice { run.append(source.base[index]) }
        return run
      }
    }
    self.init(joining: runs)
  }

  /// The table of the runs' keys, in order, each run copied by its own core.
  package init(joining runs: [SortKeyRun]) {
    let keys = ParallelJoin.joinedRecords(bytes: runs.map(\.bytes), ends: runs.map(\.ends))
    bytes = keys.bytes
    starts = [0] + keys.ends
    prefixes = ParallelJoin.joined(runs.map(\.prefixes))
  }

  /// The permutation that sorts the keys.
  ///
  /// Each key becomes an entry holding its first 23 bytes packed in three words (with the
  /// Latin-first bucket bit) and its length, so nearly every comparison is a few integer
  /// compares on contiguous memory, even between the many keys that share a long prefix. Large
  /// tables are first distributed by their leading bytes (a stable counting sort), then the groups
  /// are sorted on all cores; only keys equal in 23 bytes and longer than that read the rest.
  package func sortedIndices() -> [Int] {
    let count = prefixes.count
    guard count > 1 else { return Array(0..<count) }
    return bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        let order = KeyOrder(bytes: bytes, starts: starts)
        var entries = Self.entries(prefixes, order)
        if count < Self.bucketedSortThreshold {
          entries.sort(by: order.before)
        } else {
          entries = Self.bucketSorted(entries, by: order)
        }
        return entries.map { Int($0.index) }
      }
    }
  }

  /// An entry per key, built on all cores.
  private static func entries(_ prefixes: [UInt64], _ order: KeyOrder) -> [SortEntry] {
    let order = Parallel.Memory(order)
    let count = prefixes.count
    let parts = count < 65_536 ? 1 : Parallel.cores * 2
    return [SortEntry](unsafeUninitializedCapacity: count) { buffer, initialized in
      let target = Parallel.Memory(buffer)
      prefixes.withUnsafeBufferPointer { prefixes in
        let heads = Parallel.Memory(prefixes)
        Parallel.forEach(parts) { part in
          for index in Parallel.slice(count, part: part, of: parts) {
            (target.base.baseAddress! + index).initialize(to: order.base.entry(index, head: heads.base[index]))
          }
        }
      }
      initialized = count
    }
  }

  /// Below this many keys one comparison sort is faster than distributing them first.
  static let bucketedSortThreshold = 16_384

  /// The group of an entry: the key's class (`ContactSorting.sortClass`), its first byte and the
  /// top seven bits of the second.
  @inline(__always)
  private static func groupOf(_ entry: SortEntry) -> Int { Int(truncatingIfNeeded: entry.head >> 41) }
  private static let groupCount = 1 << 17

  /// Distributes the entries by group, keeping their order, then sorts the groups on all cores.
  private static func bucketSorted(_ entries: [SortEntry], by order: KeyOrder) -> [SortEntry] {
    var groupStarts = [Int](repeating: 0, count: groupCount + 1)
    for entry in entries { groupStarts[groupOf(entry) + 1] += 1 }
    for index in 0..<groupCount { groupStarts[index + 1] += groupStarts[index] }
    var next = groupStarts
    var sorted = [SortEntry](unsafeUninitializedCapacity: entries.count) { buffer, initialized in
      for entry in entries {
        let group = groupOf(entry)
        (buffer.baseAddress! + next[group]).initialize(to: entry)
        next[group] += 1
      }
      initialized = entries.count
    }
    // Contiguous runs of groups with about the same number of entries, several per core.
    let parts = Parallel.cores * 4
    var cuts = [0]
    var group = 0
    for part in 1..<parts {
      let target = Parallel.slice(entries.count, part: part, of: parts).lowerBound
      while group < groupCount && groupStarts[group + 1] <= target { group += 1 }
      if group > cuts[cuts.count - 1] { cuts.append(group) }
    }
    cuts.append(groupCount)
    let ranges = cuts
    let bounds = groupStarts
    let order = Parallel.Memory(order)
    sorted.withUnsafeMutableBufferPointer { buffer in
      let slots = Parallel.Memory(buffer)
      Parallel.forEach(ranges.count - 1) { part in
        for group in ranges[part]..<ranges[part + 1] where bounds[group + 1] - bounds[group] > 1 {
          var run = UnsafeMutableBufferPointer(rebasing: slots.base[bounds[group]..<bounds[group + 1]])
          run.sort(by: order.base.before)
        }
      }
    }
    return sorted
  }
}

/// A key in the sort: its first 23 bytes in three words, its length and its index.
private struct SortEntry {
  /// `ContactSorting.prefix`: the Latin-first bucket bit, then bytes 0..<7.
  var head: UInt64
  /// Bytes 7..<15, big-endian, zero-padded.
  var middle: UInt64
  /// Bytes 15..<23, big-endian, zero-padded.
  var tail: UInt64
  var length: UInt32
  var index: UInt32
}

/// The comparison the sort uses, over borrowed buffers (no reference counting in the hot loop).
/// The sorting workers share it as `Parallel.Memory`: it only reads the table's key buffers.
private struct KeyOrder {
  let bytes: UnsafeBufferPointer<UInt8>
  let starts: UnsafeBufferPointer<Int>

  /// The bytes packed in an entry.
  static let packed = 23

  /// The entry of key `index`.
  func entry(_ index: Int, head: UInt64) -> SortEntry {
    SortEntry(
      head: head, middle: word(index, from: 7), tail: word(index, from: 15),
      length: UInt32(truncatingIfNeeded: starts[index + 1] - starts[index]), index: UInt32(truncatingIfNeeded: index))
  }

  /// Bytes `offset..<offset + 8` of key `index`, big-endian, zero-padded.
  private func word(_ index: Int, from offset: Int) -> UInt64 {
    var value: UInt64 = 0
    let start = starts[index] + offset
    let end = min(starts[index + 1], start + 8)
    var position = start
    while position < end {
      value = value << 8 | UInt64(bytes[position])
      position += 1
    }
    return start < end ? value << (8 * UInt64(8 - (end - start))) : 0
  }

  /// True when `left` sorts before `right`: by bytes, a shorter key first, equal keys in input order.
  func before(_ left: SortEntry, _ right: SortEntry) -> Bool {
    if left.head != right.head { return left.head < right.head }
    if left.middle != right.middle { return left.middle < right.middle }
    if left.tail != right.tail { return left.tail < right.tail }
    // The first 23 bytes are equal (keys hold no NUL, so padding never ties a longer key).
    if left.length > Self.packed && right.length > Self.packed {
      var a = starts[Int(left.index)] + Self.packed
      var b = starts[Int(right.index)] + Self.packed
      let aEnd = starts[Int(left.index) + 1]
      let bEnd = starts[Int(right.index) + 1]
      while a < aEnd && b < bEnd {
        if bytes[a] != bytes[b] { return bytes[a] < bytes[b] }
        a += 1
        b += 1
      }
    }
    if left.length != right.length { return left.length < right.length }
    return left.index < right.index
  }
}
