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
          guard let base = source.buffer.baseAddress else { return }
          for index in lower..<upper { run.append(base + index) }
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

  /// The permutation that sorts the keys; halves are sorted on separate cores, then merged.
  func sortedIndices() -> [Int] {
    let count = prefixes.count
    var indices = Array(0..<count)
    let parts = count < 8192 ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
    bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        prefixes.withUnsafeBufferPointer { prefixes in
          let order = KeyOrder(bytes: bytes, starts: starts, prefixes: prefixes)
          indices.withUnsafeMutableBufferPointer { buffer in
            let slots = SendableSlots(base: buffer)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
              let range = (count * part / parts)..<(count * (part + 1) / parts)
              var run = UnsafeMutableBufferPointer(rebasing: slots.base[range])
              run.sort(by: order.before)
            }
          }
          for part in 1..<max(parts, 1) {
            let mid = count * part / parts
            let high = count * (part + 1) / parts
            indices = Self.merge(indices, splitAt: mid, end: high, by: order.before)
          }
        }
      }
    }
    return indices
  }

  /// Merges the sorted runs `0..<mid` and `mid..<end` of `indices`; the tail is kept.
  private static func merge(_ indices: [Int], splitAt mid: Int, end: Int, by before: (Int, Int) -> Bool) -> [Int] {
    var merged: [Int] = []
    merged.reserveCapacity(indices.count)
    var left = 0
    var right = mid
    while left < mid && right < end {
      if before(indices[right], indices[left]) {
        merged.append(indices[right])
        right += 1
      } else {
        merged.append(indices[left])
        left += 1
      }
    }
    merged.append(contentsOf: indices[left..<mid])
    merged.append(contentsOf: indices[right..<indices.count])
    return merged
  }
}

/// The comparison the sort uses, over borrowed buffers (no reference counting in the hot loop).
private struct KeyOrder: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>
  let starts: UnsafeBufferPointer<Int>
  let prefixes: UnsafeBufferPointer<UInt64>

  /// True when key `left` sorts before key `right`; equal keys keep input order.
  func before(_ left: Int, _ right: Int) -> Bool {
    if prefixes[left] != prefixes[right] { return prefixes[left] < prefixes[right] }
    var a = starts[left]
    var b = starts[right]
    let aEnd = starts[left + 1]
    let bEnd = starts[right + 1]
    while a < aEnd && b < bEnd {
      if bytes[a] != bytes[b] { return bytes[a] < bytes[b] }
      a += 1
      b += 1
    }
    if (aEnd - a) != (bEnd - b) { return aEnd - a < bEnd - b }
    return left < right
  }
}
