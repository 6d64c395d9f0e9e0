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
    // No mark: a vCard file starts with BEGIN, so its first letters tell the order; a UTF-8
    // file never has a NUL there.
    guard buffer.count >= 6 else { return nil }
    if buffer[1] == 0 && buffer[3] == 0 && buffer[5] == 0 && startsWithBeg(buffer, at: 0) { return (true, 0) }
    if buffer[0] == 0 && buffer[2] == 0 && buffer[4] == 0 && startsWithBeg(buffer, at: 1) { return (false, 0) }
    return nil
  }

  /// `B`, `E`, `G` (any case) at `offset`, `offset + 2`, `offset + 4`.
  private static func startsWithBeg(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    buffer[offset] | 0x20 == UInt8(ascii: "b") && buffer[offset + 2] | 0x20 == UInt8(ascii: "e")
      && buffer[offset + 4] | 0x20 == UInt8(ascii: "g")
  }
}
