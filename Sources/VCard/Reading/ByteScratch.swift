/// A growable byte buffer reused for every line, so the parser does not allocate per line.
///
/// A class (not an Array) so the parser can hold an `UnsafeBufferPointer` view of it while it
/// reads; the view is valid until the next mutation. Used by one thread at a time.
///
/// Internal to the codec, its only user, so the optimiser sees every access to its counters and
/// drops the run-time exclusivity check that a per-byte `append` would otherwise pay.
final class ByteScratch {
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 4096) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  func reset() { count = 0 }

  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(count + bytes.count)
    (base + count).update(from: start, count: bytes.count)
    count += bytes.count
  }

  func append(_ byte: UInt8) {
    reserve(count + 1)
    base[count] = byte
    count += 1
  }

  func removeLast() { if count > 0 { count -= 1 } }

  /// Drops the first `n` bytes (a BOM at the start of a line).
  func removeFirst(_ n: Int) {
    let n = min(n, count)
    (base).update(from: base + n, count: count - n)
    count -= n
  }

  private func reserve(_ needed: Int) {
    guard needed > capacity else { return }
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
