/// Two 64-bit summaries of a text, for rejecting most contacts without looking at their text:
/// which bytes occur (exact for a–z and 0–9, hashed for the rest) and which byte pairs occur
/// (hashed). A text can contain a word only if its signature covers the word's.
struct SearchSignature: Sendable {
  var bytes: UInt64 = 0
  var pairs: UInt64 = 0

  /// The signature of `text[range]`; line breaks separate fields, so no pair spans one.
  init(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    var previous: UInt8 = 0x0A
    for index in range {
      let byte = text[index]
      if byte != 0x0A {
        bytes |= Self.bit(byte)
        if previous != 0x0A { pairs |= Self.pairBit(previous, byte) }
      }
      previous = byte
    }
  }

  /// True when every byte and pair of `word` may occur here.
  @inline(__always)
  func covers(_ word: SearchSignature) -> Bool {
    bytes & word.bytes == word.bytes && pairs & word.pairs == word.pairs
  }

  /// True when the signature alone proves that a one-byte word occurs (a–z or 0–9).
  static func isExact(_ word: [UInt8]) -> Bool {
    guard word.count == 1 else { return false }
    return (word[0] &- 0x61) < 26 || (word[0] &- 0x30) < 10
  }

  @inline(__always)
  static func bit(_ byte: UInt8) -> UInt64 {
    if (byte &- 0x61) < 26 { return 1 << UInt64(byte - 0x61) }
    if (byte &- 0x30) < 10 { return 1 << UInt64(26 + byte - 0x30) }
    return 1 << UInt64(36 + byte % 28)
  }

  @inline(__always)
  static func pairBit(_ first: UInt8, _ second: UInt8) -> UInt64 {
    1 << ((UInt64(first) &* 0x9E37 ^ UInt64(second) &* 0x85EB) % 64)
  }
}
