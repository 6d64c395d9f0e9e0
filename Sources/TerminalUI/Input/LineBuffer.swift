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

  /// Every byte buffered, removed from the buffer (for the key decoder, in key mode).
  mutating func takeAll() -> [UInt8] {
    defer { bytes.removeAll() }
    return bytes
  }
}
