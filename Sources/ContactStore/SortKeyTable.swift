import Foundation

/// Every contact's folded sort key, built on all cores into one contiguous buffer (one
/// allocation per worker instead of one per contact), and the stable sorting permutation,
/// also computed on all cores. The order is total: equal keys fall back to input order.
struct SortKeyTable {
  /// The keys, back to back.
  private let bytes: [UInt8]
  /// Where key `i` starts in `bytes`; `starts[i + 1]` is where it ends.
  private let starts: [Int]
  /// The first bytes of each key, as one comparable number: most comparisons end here.
  private let prefixes: [UInt64]

  /// The number of keys.
  var count: Int { prefixes.count }

  /// Folds the key of every contact for `order`, on all cores.
  init(_ contacts: [Contact], order: ContactSortOrder) {
    let count = contacts.count
    let parts = count < 4096 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
    var runs = [SortKeyRun](repeating: SortKeyRun(order: order), count: parts)
    runs.withUnsafeMutableBufferPointer { slots in
      contacts.withUnsafeBufferPointer { contacts in
        let source = ContactExport.SendableContacts(buffer: contacts)
        let out = SendableSlots(base: slots)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
          let lower = count * part / parts
          let upper = count * (part + 1) / parts
          var run = SortKeyRun(order: order, capacity: upper - lower)
          for index in lower..<upper { run.append(source.buffer[index]) }
          out.base[part] = run
        }
      }
    }
    self.init(joining: runs)
  }

  /// The table of the runs' keys, in order: one copy (a memcpy) per run.
  init(joining runs: [SortKeyRun]) {
    let count = runs.reduce(0) { $0 + $1.count }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(runs.reduce(0) { $0 + $1.bytes.count })
    var starts = [0]
    starts.reserveCapacity(count + 1)
    var prefixes: [UInt64] = []
    prefixes.reserveCapacity(count)
    for run in runs {
      let base = bytes.count
      bytes.append(contentsOf: run.bytes)
      starts.append(contentsOf: run.ends.lazy.map { $0 + base })
      prefixes.append(contentsOf: run.prefixes)
    }
    self.bytes = bytes
    self.starts = starts
    self.prefixes = prefixes
  }

  /// The permutation that sorts the keys.
  ///
  /// Each key becomes an entry holding its first fifteen bytes packed in two words (with the
  /// Latin-first bucket bit), so nearly every comparison is two integer compares on contiguous
  /// memory. Large tables are first distributed by their leading bytes (a stable counting sort),
  /// then the groups are sorted on all cores; only keys equal in fifteen bytes compare the rest.
  func sortedIndices() -> [Int] {
    let count = prefixes.count
    guard count > 1 else { return Array(0..<count) }
    return bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        let order = KeyOrder(bytes: bytes, starts: starts)
        var entries = (0..<count).map { SortEntry(head: prefixes[$0], tail: order.tail(of: $0), index: $0) }
        if count < Self.bucketedSortThreshold {
          entries.sort(by: order.before)
        } else {
          entries = Self.bucketSorted(entries, by: order)
        }
        return entries.map(\.index)
      }
    }
  }

  /// Below this many keys one comparison sort is faster than distributing them first.
  static let bucketedSortThreshold = 16_384

  /// The group of an entry: the bucket bit and the first two key bytes.
  @inline(__always)
  private static func groupOf(_ entry: SortEntry) -> Int { Int(truncatingIfNeeded: entry.head >> 40) }
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
    let parts = ProcessInfo.processInfo.activeProcessorCount * 4
    var cuts = [0]
    var group = 0
    for part in 1..<parts {
      let target = entries.count * part / parts
      while group < groupCount && groupStarts[group + 1] <= target { group += 1 }
      if group > cuts[cuts.count - 1] { cuts.append(group) }
    }
    cuts.append(groupCount)
    let ranges = cuts
    let bounds = groupStarts
    sorted.withUnsafeMutableBufferPointer { buffer in
      let slots = SendableSlots(base: buffer)
      DispatchQueue.concurrentPerform(iterations: ranges.count - 1) { part in
        for group in ranges[part]..<ranges[part + 1] where bounds[group + 1] - bounds[group] > 1 {
          var run = UnsafeMutableBufferPointer(rebasing: slots.base[bounds[group]..<bounds[group + 1]])
          run.sort(by: order.before)
        }
      }
    }
    return sorted
  }
}

/// A key in the sort: its first fifteen bytes in two words, and its index.
private struct SortEntry {
  /// `ContactSorting.prefix`: the Latin-first bucket bit, then bytes 0..<7.
  var head: UInt64
  /// Bytes 7..<15, big-endian, zero-padded.
  var tail: UInt64
  var index: Int
}

/// The comparison the sort uses, over borrowed buffers (no reference counting in the hot loop).
private struct KeyOrder: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>
  let starts: UnsafeBufferPointer<Int>

  /// Bytes 7..<15 of key `index`, big-endian, zero-padded.
  func tail(of index: Int) -> UInt64 {
    var value: UInt64 = 0
    let start = starts[index] + 7
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
    if left.tail != right.tail { return left.tail < right.tail }
    var a = starts[left.index]
    var b = starts[right.index]
    let aEnd = starts[left.index + 1]
    let bEnd = starts[right.index + 1]
    // The first fifteen bytes are equal (keys hold no NUL, so padding never ties a longer key).
    let skip = min(15, aEnd - a, bEnd - b)
    a += skip
    b += skip
    while a < aEnd && b < bEnd {
      if bytes[a] != bytes[b] { return bytes[a] < bytes[b] }
      a += 1
      b += 1
    }
    if (aEnd - a) != (bEnd - b) { return aEnd - a < bEnd - b }
    return left.index < right.index
  }
}
