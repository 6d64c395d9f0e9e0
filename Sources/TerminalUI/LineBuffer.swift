/// Bytes read from a tty in line mode, handed out a line at a time.
struct LineBuffer: Equatable {
  private var bytes: [UInt8] = []

  /// Whether nothing is buffered.
  var isEmpty: Bool { bytes.isEmpty }

  /// Adds bytes as read.
  mutating func append<Bytes: Sequence>(_ more: Bytes) where Bytes.Element == UInt8 {
    bytes += more
  }

  /// Forgets everything buffered (typeahead).
  mutating func removeAll() {
    bytes.removeAll()
  }

  /// The first complete line without its "\n" (or "\r\n"), removed from the buffer.
  ///
  /// At end of input a last line with no newline counts as complete. Bytes that are not UTF-8
  /// become U+FFFD rather than failing.
  mutating func takeLine(atEnd: Bool) -> String? {
    if let newline = bytes.firstIndex(of: 0x0A) {
      var line = Array(bytes[..<newline])
      bytes.removeSubrange(...newline)
      if line.last == 0x0D { line.removeLast() }
      return String(decoding: line, as: UTF8.self)
    }
    guard atEnd, !bytes.isEmpty else { return nil }
    defer { bytes.removeAll() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The first keystroke, removed from the buffer: Enter (CR or LF) as "\n", a lone Esc as
  /// "\u{1B}", a whole UTF-8 character; an escape sequence (ESC [ … or ESC O x) is dropped whole.
  mutating func takeKey() -> Character? {
    while let first = bytes.first {
      if first == 0x1B, bytes.count > 1, bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") {
        // CSI: parameters until a final byte in @…~; SS3: one more byte.
        var end = 2
        if bytes[1] == UInt8(ascii: "[") {
          while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        }
        guard end < bytes.count else { return nil }  // the rest has not arrived yet
        bytes.removeSubrange(...end)
        continue
      }
      if first == 0x0D || first == 0x0A {
        bytes.removeFirst()
        return "\n"
      }
      let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
      guard bytes.count >= length else { return nil }
      let character = String(decoding: bytes[..<length], as: UTF8.self).first
      bytes.removeSubrange(..<length)
      if let character { return character }
    }
    return nil
  }
}
