import Testing

@testable import TerminalUI

@Suite("Line-mode input buffer")
struct LineBufferTests {
  @Test("hands out one line at a time, without its newline")
  func lines() {
    var buffer = LineBuffer()
    buffer.append(Array("yes\nno\r\nmaybe".utf8))
    #expect(buffer.takeLine(atEnd: false) == "yes")
    #expect(buffer.takeLine(atEnd: false) == "no")
    #expect(buffer.takeLine(atEnd: false) == nil, "a partial line waits for its newline")
    buffer.append(Array(" not\n".utf8))
    #expect(buffer.takeLine(atEnd: false) == "maybe not")
    #expect(buffer.isEmpty)
  }

  @Test("at end of input the last partial line is complete, then nothing")
  func endOfInput() {
    var buffer = LineBuffer()
    buffer.append(Array("y".utf8))
    #expect(buffer.takeLine(atEnd: true) == "y")
    #expect(buffer.takeLine(atEnd: true) == nil)
  }

  @Test("keeps UTF-8 split across reads and replaces invalid bytes")
  func encoding() {
    var buffer = LineBuffer()
    let bytes = Array("Zoë\n".utf8)
    buffer.append(bytes.prefix(3))
    #expect(buffer.takeLine(atEnd: false) == nil)
    buffer.append(bytes.dropFirst(3))
    #expect(buffer.takeLine(atEnd: false) == "Zoë")
    buffer.append([0x61, 0xFF, 0x0A])
    #expect(buffer.takeLine(atEnd: false) == "a\u{FFFD}")
  }

  @Test("flushing typeahead forgets everything")
  func flush() {
    var buffer = LineBuffer()
    buffer.append(Array("y\n".utf8))
    buffer.removeAll()
    #expect(buffer.takeLine(atEnd: true) == nil)
  }
}
