extension StableHash {
  /// The FNV-1a hash of `input[range]`, hashed `chunk` bytes at a time, each chunk handed to
  /// `release` once hashed: a mapped card of a hundred megabytes (its over-long lines ignored,
  /// but still part of its bytes) is never all resident at once. FNV-1a runs byte by byte, so
  /// the chunks give the same hash as the whole, and `identifier(hash:)` of it equals
  /// `identifier(for:)` of the whole card. `continuing` is the hash of the bytes before `range`
  /// (a card in several pieces, when cards were nested in it).
  package static func fnv1a64(
    _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, chunk: Int, continuing: UInt64 = fnv1a64Basis,
    release: (Range<Int>) -> Void
  ) -> UInt64 {
    var hash = continuing
    var start = range.lowerBound
    while start < range.upperBound {
      let end = min(range.upperBound, start + chunk)
      for byte in UnsafeBufferPointer(rebasing: input[start..<end]) {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
      }
      release(start..<end)
      start = end
    }
    return hash
  }

  /// FNV-1a's offset basis: the hash of no bytes.
  package static let fnv1a64Basis: UInt64 = 0xcbf2_9ce4_8422_2325
}
