/// A direct reader of the top-level dictionary of an `Info.plist`, XML or binary, without
/// `Codable`: `PropertyListDecoder` was half of `contacts-tui status`'s own time.
///
/// It reads only the plain forms an `Info.plist` is written in, and reads them whole: a value it
/// returns is the one `PropertyListDecoder` gives for the same bytes (the manifest fuzz check
/// compares the two on every input). Anything it is not sure of, it does not read: it returns nil
/// and the caller hands the bytes to Foundation, which then accepts or rejects them as before. So
/// this reader never rejects a plist, and every error message still comes from the one path.
///
/// It runs after `XMLPlistCheck` and `BinaryPlistCheck` and keeps their bounds (depth, size). XML
/// that could declare or use an entity other than the five predefined ones, CDATA, character
/// references, processing instructions, attributes, carriage returns, control characters, dates,
/// numbers and data are left to Foundation; so are binary plists with dates, data, UIDs, 128-bit
/// integers, non-ASCII bytes in an ASCII string, UTF-16 surrogates, or duplicate keys.
enum PlistReader {
  /// The top-level dictionary, or nil when the bytes are not in a form this reader is sure of.
  static func topLevel(_ bytes: [UInt8]) -> [String: PlistValue]? {
    if bytes.starts(with: Array("bplist".utf8)) {
      return BinaryReader(bytes)?.topLevel()
    }
    var reader = XMLReader(bytes)
    return reader?.topLevel()
  }
}

// MARK: - XML

/// The XML form: an optional `<?xml version="1.0" …?>` declaration, comments, a DOCTYPE without
/// an internal subset, `<plist>` around one `<dict>` of `<key>`s and `<string>`, `<true/>`,
/// `<false/>`, `<array>` and `<dict>` values, separated by spaces, tabs and line feeds.
private struct XMLReader {
  private let bytes: [UInt8]
  private var position = 0

  /// Nil when the bytes are not UTF-8, or hold a NUL or carriage return.
  init?(_ bytes: [UInt8]) {
    guard !bytes.contains(0), !bytes.contains(UInt8(ascii: "\r")),
      String(validating: bytes, as: UTF8.self) != nil
    else { return nil }
    self.bytes = bytes
  }

  mutating func topLevel() -> [String: PlistValue]? {
    if starts(with: "<?xml") {
      guard
        consume(#"<?xml version="1.0" encoding="UTF-8"?>"#) || consume(#"<?xml version="1.0" encoding="utf-8"?>"#)
          || consume(#"<?xml version="1.0"?>"#)
      else { return nil }
    }
    guard skipMiscellany(allowingDoctype: true) else { return nil }
    guard consume("<plist>") || consume(#"<plist version="1.0">"#) else { return nil }
    skipSpace()
    guard consume("<dict>"), let dictionary = dictionaryBody(depth: 1) else { return nil }
    skipSpace()
    guard consume("</plist>"), skipMiscellany(allowingDoctype: false), position == bytes.count else { return nil }
    return dictionary
  }

  /// The entries of a `<dict>` whose start tag was just read, through its end tag.
  private mutating func dictionaryBody(depth: Int) -> [String: PlistValue]? {
    guard depth <= BinaryPlistCheck.maximumDepth else { return nil }
    var dictionary: [String: PlistValue] = [:]
    while true {
      skipSpace()
      if consume("</dict>") { return dictionary }
      guard consume("<key>"), let key = text(until: "</key>") else { return nil }
      skipSpace()
      guard let value = value(depth: depth), dictionary.updateValue(value, forKey: key) == nil else { return nil }
    }
  }

  private mutating func value(depth: Int) -> PlistValue? {
    if consume("<string>") { return text(until: "</string>").map(PlistValue.string) }
    if consume("<true/>") { return .bool(true) }
    if consume("<false/>") { return .bool(false) }
    if consume("<dict>") { return dictionaryBody(depth: depth + 1).map { _ in .other } }
    if consume("<array>") {
      guard depth + 1 <= BinaryPlistCheck.maximumDepth else { return nil }
      while true {
        skipSpace()
        if consume("</array>") { return .other }
        guard value(depth: depth + 1) != nil else { return nil }
      }
    }
    return nil
  }

  /// Character data up to `end`, which is consumed, with the five predefined entities replaced.
  private mutating func text(until end: String) -> String? {
    var text: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "<"):
        guard consume(end) else { return nil }
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "&"):
        guard let (replacement, length) = entity() else { return nil }
        text.append(replacement)
        position += length
      case UInt8(ascii: ">"):
        return nil
      case ..<0x20 where byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n"):
        return nil
      default:
        text.append(byte)
        position += 1
      }
    }
    return nil
  }

  /// The predefined entity at the position: its character and its length.
  private func entity() -> (UInt8, Int)? {
    let entities: [(String, Character)] = [
      ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"),
    ]
    for (name, character) in entities where starts(with: name) {
      return (character.asciiValue!, name.utf8.count)
    }
    return nil
  }

  /// Skips spaces, comments and, before `<plist>`, one DOCTYPE without an internal subset.
  private mutating func skipMiscellany(allowingDoctype: Bool) -> Bool {
    var doctypeSeen = !allowingDoctype
    while true {
      skipSpace()
      if starts(with: "<!--") {
        guard let end = find("-->", from: position + 4), !contains("--", from: position + 4, to: end) else {
          return false
        }
        position = end + 3
      } else if starts(with: "<!DOCTYPE") {
        guard !doctypeSeen, let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")),
          !bytes[(position + 1)..<end].contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "<") })
        else { return false }
        doctypeSeen = true
        position = end + 1
      } else {
        return true
      }
    }
  }

  private mutating func skipSpace() {
    while position < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[position])
    {
      position += 1
    }
  }

  private func starts(with literal: String) -> Bool {
    bytes[position...].starts(with: literal.utf8)
  }

  private mutating func consume(_ literal: String) -> Bool {
    guard starts(with: literal) else { return false }
    position += literal.utf8.count
    return true
  }

  private func find(_ literal: String, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index...].starts(with: literal.utf8) { return index }
      index += 1
    }
    return nil
  }

  private func contains(_ literal: String, from start: Int, to end: Int) -> Bool {
    guard let found = find(literal, from: start) else { return false }
    return found < end
  }
}

// MARK: - Binary

/// The binary form, after `BinaryPlistCheck`: a dictionary at the top whose keys are strings,
/// holding Booleans, strings, integers, reals, arrays and dictionaries.
private struct BinaryReader {
  private let table: BinaryPlistCheck.Table

  /// Nil unless the check's table reads and its sizes are the ones Foundation insists on too:
  /// references wide enough to name every object, offsets wide enough to reach the table, and
  /// the offset table ending where the trailer starts.
  init?(_ bytes: [UInt8]) {
    guard BinaryPlistCheck.isSafe(bytes), let table = BinaryPlistCheck.Table(bytes) else { return nil }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    guard table.referenceSize == 8 || table.objectCount < 1 << (8 * table.referenceSize),
      offsetSize == 8 || table.tableStart < 1 << (8 * offsetSize),
      table.tableStart + table.objectCount * offsetSize == trailer
    else { return nil }
    self.table = table
  }

  func topLevel() -> [String: PlistValue]? {
    dictionary(table.topObject, depth: 0)
  }

  private func dictionary(_ object: Int, depth: Int) -> [String: PlistValue]? {
    guard depth <= BinaryPlistCheck.maximumDepth, let (marker, children) = contents(object), marker == 0xD else {
      return nil
    }
    let count = children.count / 2
    var dictionary: [String: PlistValue] = [:]
    for index in 0..<count {
      guard case .string(let key)? = value(children[index], depth: depth + 1),
        let value = value(children[count + index], depth: depth + 1),
        dictionary.updateValue(value, forKey: key) == nil
      else { return nil }
    }
    return dictionary
  }

  /// The value of one object, or nil when this reader does not read it.
  private func value(_ object: Int, depth: Int) -> PlistValue? {
    guard depth <= BinaryPlistCheck.maximumDepth else { return nil }
    let bytes = table.bytes
    let start = table.offsets[object]
    let marker = bytes[start]
    let info = Int(marker & 0x0F)
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x08: return .bool(false)
      case 0x09: return .bool(true)
      default: return nil
      }
    case 0x1: return info <= 3 ? .other : nil
    case 0x2: return info == 2 || info == 3 ? .other : nil
    case 0x5:
      guard let (body, count) = table.length(start, info) else { return nil }
      let characters = bytes[body..<(body + count)]
      guard characters.allSatisfy({ $0 < 0x80 }) else { return nil }
      return .string(String(decoding: characters, as: UTF8.self))
    case 0x6:
      guard let (body, count) = table.length(start, info) else { return nil }
      var units: [UInt16] = []
      units.reserveCapacity(count)
      for index in 0..<count {
        let unit = UInt16(bytes[body + 2 * index]) << 8 | UInt16(bytes[body + 2 * index + 1])
        guard !(0xD800...0xDFFF).contains(unit) else { return nil }
        units.append(unit)
      }
      return .string(String(decoding: units, as: UTF16.self))
    case 0xA:
      guard let (_, children) = contents(object) else { return nil }
      for child in children where value(child, depth: depth + 1) == nil { return nil }
      return .other
    case 0xD:
      return dictionary(object, depth: depth).map { _ in .other }
    default:
      return nil
    }
  }

  /// A container's marker type and the objects it refers to.
  private func contents(_ object: Int) -> (UInt8, [Int])? {
    let start = table.offsets[object]
    let type = table.bytes[start] >> 4
    guard type == 0xA || type == 0xD, let children = table.references(of: object) else { return nil }
    return (type, children)
  }
}
