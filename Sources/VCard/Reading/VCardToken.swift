import ContactsSupport

/// A short ASCII token (a property name, a parameter name or value) uppercased and packed into
/// two words, so it compares with a literal in two instructions instead of a loop per byte.
///
/// Tokens of up to 15 bytes are packed exactly, with their length; longer tokens all pack to
/// one "long" value that equals no literal, so callers compare those few by bytes.
struct VCardToken: Equatable {
  private let low: UInt64
  /// Bytes 8..<15, and the length in the top byte (0xFF for a long token).
  private let high: UInt64

  /// The most bytes packed exactly.
  static let maxLength = 15

  /// The token in `bytes[range]`, uppercased.
  @inline(__always)
  init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    let count = range.count
    // Most tokens are short and have eight readable bytes from their start: one load, masked to
    // the token's length, uppercased eight bytes at once. Only this path is inlined.
    if count <= 8 && range.lowerBound + 8 <= bytes.count, let base = bytes.baseAddress {
      let word = UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self)
      let mask: UInt64 = count == 8 ? ~0 : (1 << UInt64(count * 8)) &- 1
      self.init(low: ASCIIBytes.uppercased(UInt64(littleEndian: word) & mask), high: UInt64(count) << 56)
      return
    }
    self.init(slow: bytes, range)
  }

  /// A token longer than eight bytes, or too near the end of `bytes` for one load.
  @inline(never)
  private init(slow bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    guard range.count <= Self.maxLength, let base = bytes.baseAddress else {
      self.init(low: 0, high: 0xFF << 56)
      return
    }
    self.init(packing: base + range.lowerBound, count: range.count)
  }

  /// The token of an uppercase ASCII literal of at most 15 bytes.
  @inline(__always)
  init(_ literal: StaticString) {
    precondition(literal.utf8CodeUnitCount <= Self.maxLength, "a token literal is at most 15 bytes")
    self.init(packing: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  @inline(__always)
  private init(packing base: UnsafePointer<UInt8>, count: Int) {
    var low: UInt64 = 0
    var high = UInt64(count) << 56
    var index = 0
    while index < count {
      let byte = UInt64(ByteMatching.upper(base[index]))
      if index < 8 {
        low |= byte << UInt64(index * 8)
      } else {
        high |= byte << UInt64((index - 8) * 8)
      }
      index += 1
    }
    self.init(low: low, high: high)
  }

  /// True for a token longer than `maxLength`.
  var isLong: Bool { high >> 56 == 0xFF }
}
