import Foundation

/// A look at an XML property list before Foundation parses it: its `<array>` and `<dict>`
/// elements may nest at most `BinaryPlistCheck.maximumDepth` deep. Foundation's XML reader
/// recurses once per level, and ten thousand levels (150 KB) overflow its stack.
enum XMLPlistCheck {
  /// Whether no container nests deeper than the limit. Tags are found byte by byte (NUL bytes
  /// skipped, so UTF-16 text is read as its ASCII tags); anything that only looks like a tag, in
  /// a comment or CDATA, can only make the answer stricter.
  static func isSafe(_ bytes: [UInt8]) -> Bool {
    let text = bytes.filter { $0 != 0 }
    var depth = 0
    var index = 0
    while let open = text[index...].firstIndex(of: UInt8(ascii: "<")) {
      var cursor = open + 1
      let closing = cursor < text.count && text[cursor] == UInt8(ascii: "/")
      if closing { cursor += 1 }
      let nameStart = cursor
      while cursor < text.count, isNameByte(text[cursor]) { cursor += 1 }
      let name = text[nameStart..<cursor]
      index = cursor
      guard name.elementsEqual("array".utf8) || name.elementsEqual("dict".utf8) else { continue }
      let end = text[cursor...].firstIndex(of: UInt8(ascii: ">")) ?? text.count
      let selfClosing = end > cursor && text[end - 1] == UInt8(ascii: "/")
      if closing {
        depth -= 1
      } else if !selfClosing {
        depth += 1
        if depth > BinaryPlistCheck.maximumDepth { return false }
      }
    }
    return true
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
