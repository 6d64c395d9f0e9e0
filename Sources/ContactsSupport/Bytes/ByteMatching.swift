/// Byte-level helpers for the vCard reader: ASCII case folding and literal comparison without
/// building Strings.
@usableFromInline package enum ByteMatching: Sendable {
  @inlinable @inline(__always)
  package static func upper(_ byte: UInt8) -> UInt8 {
    (byte &- 97) < 26 ? byte &- 32 : byte
  }

  /// True when `bytes[range]` equals the uppercase ASCII `literal`, ignoring case.
  @inlinable
  package static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString) -> Bool
  {
    guard range.count == literal.utf8CodeUnitCount else { return false }
    return hasPrefix(bytes, range, literal)
  }

  /// True when `bytes[range]` starts with the uppercase ASCII `literal`, ignoring case.
  @inlinable
  package static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString)
    -> Bool
  {
    let length = literal.utf8CodeUnitCount
    guard range.count >= length else { return false }
    let text = literal.utf8Start
    var offset = 0
    while offset < length {
      if upper(bytes[range.lowerBound + offset]) != text[offset] { return false }
      offset += 1
    }
    return true
  }

  /// The range without leading and trailing spaces and tabs.
  @inlinable
  package static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
    while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09) { upper -= 1 }
    return lower..<upper
  }

  /// The first index of `byte` in the range, or nil.
  @inlinable
  package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// A small decimal number in the range, or nil when it is not all digits.
  @inlinable
  package static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    guard !range.isEmpty, range.count <= 9 else { return nil }
    var value = 0
    for index in range {
      let digit = bytes[index] &- 0x30
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }
}
