/// Tells whether a name is written in a CJK script, which Apple shows family-first without a space.
package enum ScriptDetection {
  /// True when `text` contains Han, Hiragana, Katakana or Hangul.
  package static func isCJK(_ text: String) -> Bool {
    // Every CJK scalar is three or four bytes long in UTF-8: no lead byte of one, no CJK.
    let mayBeCJK = text.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains { $0 >= 0xE1 } } ?? true
    guard mayBeCJK else { return false }
    for scalar in text.unicodeScalars where isCJK(scalar.value) { return true }
    return false
  }

  package static func isCJK(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
      return true
    default:
      return false
    }
  }
}
