/// Eight bytes at a time in one 64-bit word (SWAR): the one home of the "which bytes are zero"
/// tests that the line reader, the search matcher and the export's field check are built on.
///
/// To find bytes equal to `b`, XOR the word with `broadcast(b)` first: the bytes that were `b`
/// become zero.
@usableFromInline package enum SWAR: Sendable {
  /// 0x01 in every byte. (Computed, not stored, so that code inlined into other targets folds it.)
  @inlinable @inline(__always)
  package static var ones: UInt64 { 0x0101_0101_0101_0101 }
  /// 0x80 (the high bit) in every byte.
  @inlinable @inline(__always)
  package static var highs: UInt64 { 0x8080_8080_8080_8080 }

  /// `byte` in every byte of a word.
  @inlinable @inline(__always)
  package static func broadcast(_ byte: UInt8) -> UInt64 { ones &* UInt64(byte) }

  /// The high bit of zero bytes of `word`: nonzero exactly when a byte is zero, and exact for the
  /// lowest zero byte (a byte of 0x01 just above a zero byte may be flagged too), which is what
  /// "is there one" and "where is the first" need. One operation cheaper than `zeroBytes`.
  @inlinable @inline(__always)
  package static func firstZeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }

  /// The high bit of each zero byte of `word`, and nothing else: for walking every match.
  @inlinable @inline(__always)
  package static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low7) &+ low7) | word | low7)
  }

  /// The offset of the byte a flag of `firstZeroBytes` or `zeroBytes` marks, for the lowest flag
  /// (bytes are loaded little-endian, so the lowest flag is the first byte in memory).
  @inlinable @inline(__always)
  package static func firstFlaggedByte(_ flags: UInt64) -> Int { flags.trailingZeroBitCount &>> 3 }
}
