import ContactsSupport

/// One unfolded content line split into its parts, as ranges into the line's bytes:
/// `group.NAME;params:value`.
struct VCardContentLine {
  var group: Range<Int>?
  var name: Range<Int>
  /// The property, identified from `name`.
  var kind: VCardPropertyName
  /// From the first ';' up to the ':' (empty when there are no parameters).
  var parameters: Range<Int>
  var value: Range<Int>

  /// Splits a line, or returns nil when it has no ':' (not a content line).
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    var index = 0
    var dot: Int?
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") { break }
      if byte == UInt8(ascii: ".") && dot == nil { dot = index }
      index += 1
    }
    guard index < count else { return nil }
    group = dot.map { 0..<$0 }
    name = ByteMatching.trimmed(bytes, (dot.map { $0 + 1 } ?? 0)..<index)
    kind = VCardPropertyName.identify(bytes, name)
    let parameterStart = index
    if bytes[index] == UInt8(ascii: ";") {
      guard let colon = Self.colon(bytes, from: index, quoted: true) ?? Self.colon(bytes, from: index, quoted: false)
      else { return nil }
      index = colon
    }
    parameters = parameterStart..<index
    value = (index + 1)..<count
  }

  /// The first ':' from `start`, outside double quotes when `quoted`.
  private static func colon(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quoted: Bool) -> Int? {
    var inQuotes = false
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if quoted && byte == UInt8(ascii: "\"") {
        inQuotes.toggle()
      } else if byte == UInt8(ascii: ":") && !inQuotes {
        return index
      }
      index += 1
    }
    return nil
  }
}
