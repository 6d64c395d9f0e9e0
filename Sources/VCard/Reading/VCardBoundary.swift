import ContactsSupport

/// Where a card begins and ends: the one home of the `BEGIN:VCARD` and `END:VCARD` rules.
///
/// The parser decides on parsed content lines (`isBoundary`). The line reader and the file
/// splitter look at raw bytes before any line is parsed (`isEnd`, `startsWithEnd`); every line
/// they take for an end, the parser takes for one too, so a file split at their ends parses as it
/// would whole.
enum VCardBoundary {
  /// True when `line` is `BEGIN:VCARD` (`begin`) or `END:VCARD`, ignoring case, a group
  /// (`home.begin:vcard`, which RFC 2426's grammar allows and some exporters write) and the
  /// blanks around the name and the value (parameters are allowed and ignored).
  static func isBoundary(_ line: VCardContentLine, in bytes: UnsafeBufferPointer<UInt8>, begin: Bool) -> Bool {
    guard line.kind == (begin ? .begin : .end) else { return false }
    return ByteMatching.equals(bytes, ByteMatching.trimmed(bytes, line.value), "VCARD")
  }

  /// True when `bytes[range]`, a raw line without its break, is `END:VCARD` in any case, perhaps
  /// with a group (`home.END:VCARD`), followed only by blanks.
  static func isEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let start = afterGroup(bytes, range)
    // Most lines fail on the first byte; no allocation on this per-line path.
    guard range.upperBound - start >= 9, bytes[start] | 0x20 == UInt8(ascii: "e") else { return false }
    guard ByteMatching.hasPrefix(bytes, start..<range.upperBound, "END:VCARD") else { return false }
    return bytes[(start + 9)..<range.upperBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// True when `bytes[range]` starts with `END:VCARD` in any case, perhaps with a group: the line
  /// that a quoted-printable soft break before it must not swallow (a broken writer may end a
  /// value with `=`).
  static func startsWithEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    ByteMatching.hasPrefix(bytes, afterGroup(bytes, range)..<range.upperBound, "END:VCARD")
  }

  /// Where the name starts in `bytes[range]`: after a group (letters, digits, '-', then '.'),
  /// or at the start when there is none. A plain `END` line fails on its fourth byte.
  @inline(__always)
  private static func afterGroup(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var index = range.lowerBound
    while index < range.upperBound, VCardContinuation.isNameByte(bytes[index]) { index += 1 }
    return index > range.lowerBound && index < range.upperBound && bytes[index] == UInt8(ascii: ".")
      ? index + 1 : range.lowerBound
  }
}
