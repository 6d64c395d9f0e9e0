/// Files saved as UTF-16 (some Windows exporters do) are turned into UTF-8 before parsing.
package enum UTF16Input {
  /// Whether the input is UTF-16: it starts with a byte order mark (either order), or, without
  /// one, with `BEGIN` in UTF-16 (`B\0E\0G\0` little-endian, `\0B\0E\0G` big-endian).
  package static func isUTF16(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    byteOrder(buffer) != nil
  }

  /// The input as UTF-8 when it is UTF-16 (`isUTF16`), else nil.
  package static func transcode(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard let (littleEndian, start) = byteOrder(buffer) else { return nil }
    var units: [UInt16] = []
    units.reserveCapacity(buffer.count / 2)
    var index = start
    while index + 1 < buffer.count {
      let first = UInt16(buffer[index])
      let second = UInt16(buffer[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }

  /// The byte order and where the text starts (after a byte order mark), or nil for not UTF-16.
  private static func byteOrder(_ buffer: UnsafeBufferPointer<UInt8>) -> (littleEndian: Bool, start: Int)? {
    guard buffer.count >= 2 else { return nil }
    switch (buffer[0], buffer[1]) {
    case (0xFF, 0xFE): return (true, 2)
    case (0xFE, 0xFF): return (false, 2)
    default: break
    }
    // No mark: a vCard file starts with BEGIN (after blank lines, perhaps), so its first letters
    // tell the order; a UTF-8 file never has a NUL there.
    if startsWithBegin(buffer, letter: 0, zero: 1) { return (true, 0) }
    if startsWithBegin(buffer, letter: 1, zero: 0) { return (false, 0) }
    return nil
  }

  /// Whether the UTF-16 code units (the letter byte at `letter`, the zero byte at `zero`, in each
  /// pair) start with `BEG` in any case, after spaces, tabs and line breaks.
  private static func startsWithBegin(_ buffer: UnsafeBufferPointer<UInt8>, letter: Int, zero: Int) -> Bool {
    var unit = 0
    while unit + 1 < buffer.count && buffer[unit + zero] == 0
      && (buffer[unit + letter] == 0x20 || buffer[unit + letter] == 0x09 || buffer[unit + letter] == 0x0D
        || buffer[unit + letter] == 0x0A)
    {
      unit += 2
    }
    for expected in [UInt8(ascii: "b"), UInt8(ascii: "e"), UInt8(ascii: "g")] {
      guard unit + 1 < buffer.count, buffer[unit + zero] == 0, buffer[unit + letter] | 0x20 == expected else {
        return false
      }
      unit += 2
    }
    return true
  }
}
