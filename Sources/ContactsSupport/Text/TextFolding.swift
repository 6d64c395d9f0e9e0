/// Case- and diacritic-folding for search and sorting: "Émile" and "E\u{301}mile" both become
/// "emile", "Søren" becomes "soren", "Straße" "strasse".
///
/// ASCII takes a fast path; other scalars go through a table precomputed from Unicode's canonical
/// decompositions (Latin, Greek, Cyrillic, Vietnamese), and combining marks are dropped, which is
/// what makes NFD input match. Scripts without case (CJK, Arabic, …) pass through unchanged.
package enum TextFolding {
  /// The folded text.
  package static func fold(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the folded UTF-8 of `text` to `out`.
  package static func append(_ text: String, to out: inout [UInt8]) {
    // ASCII (most names): one copy, then lowercased eight bytes at a time.
    let appendedASCII =
      text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        guard ASCIIBytes.isASCII(bytes) else { return false }
        let start = out.count
        out.append(contentsOf: bytes)
        out.withUnsafeMutableBufferPointer { ASCIIBytes.lowercase(UnsafeMutableBufferPointer(rebasing: $0[start...])) }
        return true
      } ?? false
    if appendedASCII { return }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        out.append((byte &- 65) < 26 ? byte | 0x20 : byte)
      } else if isCombiningMark(value) {
        continue
      } else if value >= tableStart && value < tableEnd {
        // The table already folded this scalar; nil means it is its own folding.
        if let folded = folded(value) {
          out.append(contentsOf: folded)
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

  /// `changesWhenLowercased`, looked up in a bit set for the rest of the BMP (most caseless text,
  /// such as CJK, lives there) instead of through the Unicode property tables every time.
  private static func changesWhenLowercased(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= tableEnd && value < 0x1_0000 else { return scalar.properties.changesWhenLowercased }
    let offset = Int(value - tableEnd)
    return lowercasingBits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
  }

  package static func isCombiningMark(_ value: UInt32) -> Bool {
    (0x0300...0x036F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
      || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
  }

  private static let tableStart = TextFoldingTable.start
  private static let tableEnd = TextFoldingTable.end

  /// The folded UTF-8 of a scalar of U+00A0..<U+2000, nil where folding changes nothing. The
  /// bytes are the generated table's own (static memory), so nothing is allocated.
  package static func folded(_ value: UInt32) -> UnsafeBufferPointer<UInt8>? {
    let entry = foldedEntries[Int(value - tableStart)]
    guard entry != 0 else { return nil }
    return UnsafeBufferPointer(start: TextFoldingTable.folded.utf8Start + Int(entry >> 8), count: Int(entry & 0xFF))
  }

  /// Per scalar of U+00A0..<U+2000: where its folding sits in `TextFoldingTable.folded`, as
  /// offset << 8 | length, or 0. Built by one pass over the table's lines.
  private static let foldedEntries: [UInt32] = {
    var entries = [UInt32](repeating: 0, count: Int(tableEnd - tableStart))
    let table = TextFoldingTable.folded
    let bytes = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      var equals = lineStart
      while equals < lineEnd && bytes[equals] != UInt8(ascii: "=") { equals += 1 }
      if equals < lineEnd, let value = UInt32(String(decoding: bytes[lineStart..<equals], as: UTF8.self), radix: 16) {
        entries[Int(value - tableStart)] = UInt32(equals + 1) << 8 | UInt32(lineEnd - equals - 1)
      }
      lineStart = lineEnd + 1
    }
    return entries
  }()

  /// One bit per scalar of U+2000..<U+10000: set when lowercasing changes it.
  package static let lowercasingBits: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: (0x1_0000 - Int(tableEnd) + 63) / 64)
    forEachLine(TextFoldingTable.lowercasing) { line in
      let bounds = line.split(separator: "-").compactMap { UInt32($0, radix: 16) }
      guard bounds.count == 2 else { return }
      for value in bounds[0]...bounds[1] {
        let offset = Int(value - tableEnd)
        bits[offset >> 6] |= 1 << UInt64(offset & 63)
      }
    }
    return bits
  }()

  private static func forEachLine(_ text: StaticString, _ body: (Substring) -> Void) {
    let string = text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    for line in string.split(separator: "\n") { body(line) }
  }
}
