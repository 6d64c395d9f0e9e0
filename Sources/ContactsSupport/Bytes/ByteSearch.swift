// Public imports: `find` is inlined into its callers, so the libc functions it calls must be
// visible to them (nothing of libc is re-exported as this target's API).
#if canImport(Glibc)
  public import Glibc
#elseif canImport(Darwin)
  public import Darwin
#endif

/// Substring search over raw bytes: `memchr` finds candidates for the first byte (vectorised in
/// libc), `memcmp` confirms them. Used to split files and by the search index.
@usableFromInline package enum ByteSearch: Sendable {
  /// Whether `count` bytes at `left` and at `right` are the same (`memcmp`).
  @inlinable @inline(__always)
  package static func same(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
    memcmp(left, right, count) == 0
  }

  /// The offset of the first occurrence of `needle` in `base[from..<end]`, or nil.
  @inlinable @inline(__always)
  package static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, from: Int, to end: Int
  ) -> Int? {
    guard let first = needle.first, let needleBase = needle.baseAddress else { return from <= end ? from : nil }
    let length = needle.count
    var position = from
    while end - position >= length {
      guard let hit = memchr(base + position, Int32(first), end - position - length + 1) else { return nil }
      let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if length == 1 || memcmp(base + index + 1, needleBase + 1, length - 1) == 0 { return index }
      position = index + 1
    }
    return nil
  }

  /// Whether `bytes` holds `byte` (`memchr`, so a target that calls this needs no libc of its own).
  @inlinable @inline(__always)
  package static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    return memchr(base, Int32(byte), bytes.count) != nil
  }
}
