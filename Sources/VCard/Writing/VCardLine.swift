/// One content line being written: name, parameters and escaped value, folded on output.
struct VCardLine {
  private(set) var bytes: [UInt8] = []

  /// Starts `group.NAME;param;param:`.
  init(_ name: String, group: String? = nil, parameters: [String] = []) {
    bytes.reserveCapacity(80)
    if let group { bytes.append(contentsOf: group.utf8); bytes.append(UInt8(ascii: ".")) }
    bytes.append(contentsOf: name.utf8)
    for parameter in parameters {
      bytes.append(UInt8(ascii: ";"))
      bytes.append(contentsOf: parameter.utf8)
    }
    bytes.append(UInt8(ascii: ":"))
  }

  /// A whole content line given as its unfolded bytes (a line kept from an original card).
  init(line: [UInt8]) { bytes = line }

  /// Appends text as is (already valid in a value: a date, base64, a URI).
  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends raw bytes (base64 kept from the source card).
  mutating func raw(_ data: [UInt8]) { bytes.append(contentsOf: data) }

  /// Appends text escaped for a TEXT value: `\\`, `\,`, `\;` and `\n` for every line break.
  mutating func text(_ text: String) {
    var previousWasCR = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x0D:
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "n"))
      case 0x0A:
        if !previousWasCR {
          bytes.append(UInt8(ascii: "\\"))
          bytes.append(UInt8(ascii: "n"))
        }
      default: bytes.append(byte)
      }
      previousWasCR = byte == 0x0D
    }
  }

  /// Appends the items of a list value (NICKNAME, CATEGORIES), each escaped (so a ',' inside an
  /// item stays in it), joined by ','.
  mutating func list(_ items: [String]) {
    for (index, item) in items.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      text(item)
    }
  }

  /// Appends the components of a structured value (N, ADR, ORG), each escaped, joined by ';'.
  mutating func components(_ parts: [String]) {
    for (index, part) in parts.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ";")) }
      text(part)
    }
  }

  /// Writes the line folded at 75 octets (CRLF, then a space and at most 74 more), never
  /// between the bytes of one UTF-8 character.
  func fold(into out: inout [UInt8]) {
    var start = 0
    var limit = 75
    while bytes.count - start > limit {
      var end = start + limit
      while end > start + 1 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
      out.append(contentsOf: bytes[start..<end])
      out.append(contentsOf: [0x0D, 0x0A, 0x20])
      start = end
      limit = 74
    }
    out.append(contentsOf: bytes[start...])
    out.append(contentsOf: [0x0D, 0x0A])
  }
}
