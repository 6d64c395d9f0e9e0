/// A non-generic UTF-8 check: the stdlib's `String(validating:as:)` is generic over the encoding
/// and showed up in profiles resolving metadata on every value.
package enum UTF8Validation {
  /// True when `bytes` is well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF).
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    while index < count {
      // Eight ASCII bytes at a time.
      if index + 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
      }
      let lead = base[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return false
      }
      guard index + length <= count else { return false }
      let second = base[index + 1]
      guard second >= lower && second <= upper else { return false }
      var offset = 2
      while offset < length {
        guard base[index + offset] & 0xC0 == 0x80 else { return false }
        offset += 1
      }
      index += length
    }
    return true
  }
}
