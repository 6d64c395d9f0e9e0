/// Files saved as UTF-16 (some Windows exporters do) are turned into UTF-8 before parsing.
package enum UTF16Input {
  /// Whether the input starts with a UTF-16 byte order mark (either byte order).
  package static func hasByteOrderMark(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    buffer.count >= 2 && ((buffer[0], buffer[1]) == (0xFF, 0xFE) || (buffer[0], buffer[1]) == (0xFE, 0xFF))
  }

  /// The input as UTF-8 when it starts with a UTF-16 byte order mark, else nil.
  package static func transcode(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard buffer.count >= 2 else { return nil }
    let littleEndian: Bool
    switch (buffer[0], buffer[1]) {
    case (0xFF, 0xFE): littleEndian = true
    case (0xFE, 0xFF): littleEndian = false
    default: return nil
    }
    var units: [UInt16] = []
    units.reserveCapacity(buffer.count / 2)
    var index = 2
    while index + 1 < buffer.count {
      let first = UInt16(buffer[index])
      let second = UInt16(buffer[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}
