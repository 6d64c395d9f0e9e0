/// Two 64-bit summaries of a text, for rejecting most contacts without looking at their text:
/// which bytes occur (exact for a–z and 0–9, hashed for the rest) and which byte pairs occur
/// (hashed into 256 bits: with ~60 pairs per contact, 64 bits would be mostly ones and let most
/// contacts through). A text can contain a word only if its signature covers the word's.
struct SearchSignature: Sendable {
  var bytes: UInt64 = 0
  var pairs: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// Digit pairs, exactly (100 bits): phone queries are digits, and digits are everywhere in a
  /// phone list, so a hashed filter would pass almost everyone.
  var digitPairs: (UInt64, UInt64) = (0, 0)

  /// The signature of `text[range]`; line breaks separate fields, so no pair spans one.
  init(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    var previous: UInt8 = 0x0A
    for index in range {
      let byte = text[index]
      if byte != 0x0A {
        bytes |= Self.bit(byte)
        if previous != 0x0A { addPair(previous, byte) }
      }
      previous = byte
    }
  }

  /// True when every byte and pair of `word` may occur here.
  @inline(__always)
  func covers(_ word: SearchSignature) -> Bool {
    bytes & word.bytes == word.bytes && digitPairs.0 & word.digitPairs.0 == word.digitPairs.0
      && digitPairs.1 & word.digitPairs.1 == word.digitPairs.1 && pairs.0 & word.pairs.0 == word.pairs.0
      && pairs.1 & word.pairs.1 == word.pairs.1 && pairs.2 & word.pairs.2 == word.pairs.2
      && pairs.3 & word.pairs.3 == word.pairs.3
  }

  private mutating func addPair(_ first: UInt8, _ second: UInt8) {
    if (first &- 0x30) < 10 && (second &- 0x30) < 10 {
      let index = UInt64(first - 0x30) * 10 + UInt64(second - 0x30)
      if index < 64 { digitPairs.0 |= 1 << index } else { digitPairs.1 |= 1 << (index - 64) }
      return
    }
    let hash = (UInt64(first) &* 0x9E37 ^ UInt64(second) &* 0x85EB) % 256
    let bit: UInt64 = 1 << (hash % 64)
    switch hash / 64 {
    case 0: pairs.0 |= bit
    case 1: pairs.1 |= bit
    case 2: pairs.2 |= bit
    default: pairs.3 |= bit
    }
  }

  /// True when the signature alone proves that the word occurs: one letter a–z or digit, or
  /// two digits.
  static func isExact(_ word: [UInt8]) -> Bool {
    if word.count == 2 { return (word[0] &- 0x30) < 10 && (word[1] &- 0x30) < 10 }
    guard word.count == 1 else { return false }
    return (word[0] &- 0x61) < 26 || (word[0] &- 0x30) < 10
  }

  @inline(__always)
  static func bit(_ byte: UInt8) -> UInt64 {
    if (byte &- 0x61) < 26 { return 1 << UInt64(byte - 0x61) }
    if (byte &- 0x30) < 10 { return 1 << UInt64(26 + byte - 0x30) }
    return 1 << UInt64(36 + byte % 28)
  }
}
