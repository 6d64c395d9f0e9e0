import Foundation

/// Case- and diacritic-folding for search and sorting: "Émile" and "E\u{301}mile" both become
/// "emile", "Søren" becomes "soren", "Straße" "strasse".
///
/// ASCII takes a fast path; other scalars go through a table built once from Unicode's canonical
/// decompositions (Latin, Greek, Cyrillic, Vietnamese), and combining marks are dropped, which is
/// what makes NFD input match. Scripts without case (CJK, Arabic, …) pass through unchanged.
enum TextFolding {
  /// The folded text.
  static func fold(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the folded UTF-8 of `text` to `out`.
  static func append(_ text: String, to out: inout [UInt8]) {
    var isASCII = true
    for byte in text.utf8 where byte >= 0x80 {
      isASCII = false
      break
    }
    if isASCII {
      for byte in text.utf8 { out.append((byte &- 65) < 26 ? byte | 0x20 : byte) }
      return
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        out.append((byte &- 65) < 26 ? byte | 0x20 : byte)
      } else if isCombiningMark(value) {
        continue
      } else if value >= tableStart && value < tableEnd {
        // The table already folded this scalar; nil means it is its own folding.
        if let folded = table[Int(value - tableStart)] {
          out.append(contentsOf: folded.utf8)
        } else {
          appendUTF8(scalar, to: &out)
        }
      } else if changesWhenLowercased(scalar) {
        out.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
      } else {
        appendUTF8(scalar, to: &out)
      }
    }
  }

  private static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
    UTF8.encode(scalar) { out.append($0) }
  }

  /// `changesWhenLowercased`, looked up once per scalar of the rest of the BMP (most caseless
  /// text, such as CJK, lives there) instead of through the Unicode property tables every time.
  private static func changesWhenLowercased(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= tableEnd && value < 0x1_0000 else { return scalar.properties.changesWhenLowercased }
    let offset = Int(value - tableEnd)
    return lowercasingBits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
  }

  /// One bit per scalar of U+2000..<U+10000: set when lowercasing changes it.
  private static let lowercasingBits: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: (0x1_0000 - Int(tableEnd) + 63) / 64)
    for value in tableEnd..<0x1_0000 {
      guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { continue }
      let offset = Int(value - tableEnd)
      bits[offset >> 6] |= 1 << UInt64(offset & 63)
    }
    return bits
  }()

  static func isCombiningMark(_ value: UInt32) -> Bool {
    (0x0300...0x036F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
      || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
  }

  private static let tableStart: UInt32 = 0x00A0
  private static let tableEnd: UInt32 = 0x2000

  /// Letters without a canonical decomposition that people still type without the mark.
  private static let extras: [UInt32: String] = [
    0x00DF: "ss", 0x00F8: "o", 0x00D8: "o", 0x0142: "l", 0x0141: "l", 0x0111: "d", 0x0110: "d",
    0x00E6: "ae", 0x00C6: "ae", 0x0153: "oe", 0x0152: "oe", 0x00FE: "th", 0x00DE: "th", 0x00F0: "d",
    0x00D0: "d", 0x0131: "i", 0x0127: "h", 0x0126: "h", 0x0167: "t", 0x0166: "t",
  ]

  /// Folded forms of U+00A0..<U+2000, nil where folding changes nothing.
  private static let table: [String?] = {
    var table = [String?](repeating: nil, count: Int(tableEnd - tableStart))
    for value in tableStart..<tableEnd {
      guard let scalar = Unicode.Scalar(value), !isCombiningMark(value) else { continue }
      if let extra = extras[value] {
        table[Int(value - tableStart)] = extra
        continue
      }
      let decomposed = String(scalar).decomposedStringWithCanonicalMapping
      var base = String.UnicodeScalarView()
      for part in decomposed.unicodeScalars where !isCombiningMark(part.value) { base.append(part) }
      let folded = String(base).lowercased()
      if folded != String(scalar) && !folded.isEmpty { table[Int(value - tableStart)] = folded }
    }
    return table
  }()
}
