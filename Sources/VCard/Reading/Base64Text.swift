/// The text of a base64 value as a card keeps it: its bytes without controls.
///
/// A control means nothing in base64, and one written back as it is could end the line: a line
/// feed left by a joined backslash continuation (Fuzz/Regressions/vcard/photo-escaped-line-break)
/// would leave the rest of the image to be read as a property of its own. The reader and the
/// writer of original cards both keep base64 through this, so they agree on what was read.
enum Base64Text {
  /// The bytes of `range` without controls (below 0x20, and DEL). A value without one, which
  /// is every well-formed photo, is one scan and one copy: a photo is most of a card's bytes.
  static func withoutControls(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8] {
    let value = UnsafeBufferPointer(rebasing: bytes[range])
    let clean = cleanPrefix(value)
    guard clean < value.count else { return Array(value) }
    var kept = Array(UnsafeBufferPointer(rebasing: value[..<clean]))
    for byte in value[clean...] where !isControl(byte) { kept.append(byte) }
    return kept
  }

  /// How many bytes at the start of `value` are not controls. Eight bytes at a time: a word has
  /// a byte below 0x20 when `(w - 0x20…20) & ~w & 0x80…80` is not zero, and a DEL when `w ^
  /// 0x7F…7F` has a zero byte (the same test against 0x01). Both tests can only miss nothing; a
  /// word they flag is looked at byte by byte.
  private static func cleanPrefix(_ value: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = value.baseAddress else { return 0 }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= value.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let belowSpace = (word &- ones &* 0x20) & ~word & highs
      let del = word ^ (ones &* 0x7F)
      let isDel = (del &- ones) & ~del & highs
      if belowSpace | isDel != 0 { break }
      index += 8
    }
    while index < value.count, !isControl(value[index]) { index += 1 }
    return index
  }

  private static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }
}
