/// The text of a base64 value as a card keeps it: its bytes without controls.
///
/// A control means nothing in base64, and one written back as it is could end the line: a line
/// feed left by a joined backslash continuation (Fuzz/Regressions/vcard/photo-escaped-line-break)
/// would leave the rest of the image to be read as a property of its own. The reader and the
/// writer of original cards both keep base64 through this, so they agree on what was read.
enum Base64Text {
  /// The bytes of `range` without controls (below 0x20, and DEL).
  static func withoutControls(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8] {
    let isControl = { (byte: UInt8) in byte < 0x20 || byte == 0x7F }
    guard bytes[range].contains(where: isControl) else { return Array(bytes[range]) }
    return bytes[range].filter { !isControl($0) }
  }
}
