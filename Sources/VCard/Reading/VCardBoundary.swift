import ContactsSupport

/// Where a card begins and ends: the one home of the `BEGIN:VCARD` and `END:VCARD` rules.
///
/// The parser decides on parsed content lines (`isBoundary`). The line reader and the file
/// splitter look at raw bytes before any line is parsed (`isEnd`, `startsWithEnd`); every line
/// they take for an end, the parser takes for one too, so a file split at their ends parses as it
/// would whole.
enum VCardBoundary {
  /// True when `line` is `BEGIN:VCARD` (`begin`) or `END:VCARD`, with no group, ignoring case and
  /// the blanks around the name and the value (parameters are allowed and ignored).
  static func isBoundary(_ line: VCardContentLine, in bytes: UnsafeBufferPointer<UInt8>, begin: Bool) -> Bool {
    guard line.group == nil, line.kind == (begin ? .begin : .end) else { return false }
    return ByteMatching.equals(bytes, ByteMatching.trimmed(bytes, line.value), "VCARD")
  }

  /// True when `bytes[range]`, a raw line without its break, is `END:VCARD` in any case followed
  /// only by blanks.
  static func isEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    // Most lines fail on the first byte; no allocation on this per-line path.
    guard range.count >= 9, bytes[range.lowerBound] | 0x20 == UInt8(ascii: "e") else { return false }
    guard ByteMatching.hasPrefix(bytes, range, "END:VCARD") else { return false }
    return bytes[(range.lowerBound + 9)..<range.upperBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// True when `bytes[range]` starts with `END:VCARD` in any case: the line that a quoted-printable
  /// soft break before it must not swallow (a broken writer may end a value with `=`).
  static func startsWithEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    ByteMatching.hasPrefix(bytes, range, "END:VCARD")
  }
}
