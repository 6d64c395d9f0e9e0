/// The form of an e-mail address two cards are compared by: the whole address in lower case.
///
/// Surrounding spaces, angle brackets and a `mailto:` prefix are dropped. The domain is
/// case-insensitive by definition; the local part is too at every mail provider a user will meet
/// (RFC 5321 allows a host to tell `KIM` from `kim`, none does), so `KIM@example.org` and
/// `kim@example.org` are one key. The local part keeps its dots and `+tag` (`Anna+shop@` is often
/// a different inbox on purpose): a likely duplicate should be likely. docs/DUPLICATES.md.
package enum EmailKey {
  /// The key of `text`, or nil when it has no `@` with text on both sides.
  package static func key(_ text: String) -> String? {
    var out: [UInt8] = []
    guard append(text, to: &out) else { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the key of `text` to `out` (UTF-8); false, with `out` as it was, when there is none.
  package static func append(_ text: String, to out: inout [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { append(bytes: $0, to: &out) }
  }

  private static func append(bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var lower = 0
    var upper = bytes.count
    func trim() {
      while lower < upper && isSpace(bytes[lower]) { lower += 1 }
      while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
    }
    trim()
    if upper - lower >= 2 && bytes[lower] == UInt8(ascii: "<") && bytes[upper - 1] == UInt8(ascii: ">") {
      lower += 1
      upper -= 1
      trim()
    }
    if upper - lower >= 7, zip(bytes[lower..<(lower + 7)], "mailto:".utf8).allSatisfy({ $0 | 0x20 == $1 }) {
      lower += 7
    }
    guard let at = bytes[lower..<upper].lastIndex(of: UInt8(ascii: "@")) else { return false }
    var domainEnd = upper
    if domainEnd > at + 1 && bytes[domainEnd - 1] == UInt8(ascii: ".") { domainEnd -= 1 }
    guard at > lower, domainEnd > at + 1 else { return false }
    let whole = bytes[lower..<domainEnd]
    if whole.allSatisfy({ $0 < 0x80 }) {
      // The common case, without a String: ASCII letters lowered, byte for byte.
      for byte in whole { out.append((byte &- 65) < 26 ? byte | 0x20 : byte) }
    } else {
      // An internationalised address (RFC 6532): its letters lowered as Unicode lowers them.
      out.append(contentsOf: String(decoding: whole, as: UTF8.self).lowercased().utf8)
    }
    return true
  }
}
