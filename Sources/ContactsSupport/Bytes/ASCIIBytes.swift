/// Word-at-a-time checks and case changes on ASCII byte buffers (SWAR: eight bytes per step).
@usableFromInline package enum ASCIIBytes: Sendable {
  /// True when every byte is below 0x80.
  package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var seen: UInt64 = 0
    var index = 0
    while index + 8 <= bytes.count {
      seen |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      seen |= UInt64(base[index])
      index += 1
    }
    return seen & SWAR.highs == 0
  }

  /// Turns A–Z into a–z in place; other bytes are kept.
  package static func lowercase(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    var index = 0
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      UnsafeMutableRawPointer(base + index).storeBytes(of: lowercased(word), as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      let byte = base[index]
      base[index] = (byte &- 65) < 26 ? byte | 0x20 : byte
      index += 1
    }
  }

  /// The eight bytes of `word` with A–Z turned into a–z.
  @inlinable @inline(__always)
  package static func lowercased(_ word: UInt64) -> UInt64 { word | letters(word, from: 0x41, to: 0x5A) >> 2 }

  /// The eight bytes of `word` with a–z turned into A–Z.
  @inlinable @inline(__always)
  package static func uppercased(_ word: UInt64) -> UInt64 { word &- letters(word, from: 0x61, to: 0x7A) >> 2 }

  /// The high bit of each byte of `word` that lies in `first...last` (ASCII): a byte is flagged
  /// when its low seven bits are at least `first` and not past `last`, and its high bit is clear.
  /// Shifted right by two, each flag is 0x20, the case bit.
  @inlinable @inline(__always)
  static func letters(_ word: UInt64, from first: UInt8, to last: UInt8) -> UInt64 {
    let low7 = word & ~SWAR.highs
    let atLeastFirst = (low7 &+ SWAR.ones &* UInt64(0x80 - first)) & SWAR.highs
    let pastLast = (low7 &+ SWAR.ones &* UInt64(0x80 - last - 1)) & SWAR.highs
    return atLeastFirst & ~pastLast & ~word & SWAR.highs
  }
}
