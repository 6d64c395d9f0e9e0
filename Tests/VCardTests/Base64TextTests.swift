import Testing

@testable import VCard

@Suite("base64 text keeps no control")
struct Base64TextTests {
  /// What `withoutControls` must give: the bytes, each control (below 0x20, and DEL) dropped.
  private static func expected(_ bytes: [UInt8]) -> [UInt8] { bytes.filter { $0 >= 0x20 && $0 != 0x7F } }

  private static func kept(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8] {
    bytes.withUnsafeBufferPointer { Base64Text.withoutControls($0, range) }
  }

  @Test("a control anywhere in a value of any length is dropped, and nothing else is")
  func everyPlaceAndLength() {
    let base64 = Array("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODkrLw==".utf8)
    for length in 0...base64.count {
      let value = Array(base64.prefix(length))
      #expect(Self.kept(value, 0..<length) == value, "clean, \(length) bytes")
      for place in 0..<length {
        for control: UInt8 in [0x00, 0x0A, 0x0D, 0x1F, 0x7F] {
          var dirty = value
          dirty[place] = control
          #expect(Self.kept(dirty, 0..<length) == Self.expected(dirty), "\(control) at \(place) of \(length)")
        }
      }
    }
  }

  @Test("bytes just past the controls stay: space, '~', 0x80 and 0xFF")
  func neighboursStay() {
    let value: [UInt8] = [0x20, 0x7E, 0x80, 0xFF, 0x21, 0x41, 0x7A, 0x30, 0x20, 0x7E, 0x80, 0xFF]
    #expect(Self.kept(value, 0..<value.count) == value)
    #expect(Self.kept(value, 3..<11) == Array(value[3..<11]))
  }

  @Test("only the range is read")
  func rangeOnly() {
    let bytes: [UInt8] = [0x0A] + Array("iVBORw0KGgoAAAANSUhEUg".utf8) + [0x0A]
    #expect(Self.kept(bytes, 1..<(bytes.count - 1)) == Array(bytes[1..<(bytes.count - 1)]))
    #expect(Self.kept(bytes, 0..<bytes.count) == Array("iVBORw0KGgoAAAANSUhEUg".utf8))
  }
}
