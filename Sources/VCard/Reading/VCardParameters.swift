import ContactsSupport

/// The parameters of one content line that the reader uses: TYPE values as a bit set, ENCODING,
/// CHARSET, VALUE=uri, MEDIATYPE and Apple's X-APPLE-OMIT-YEAR. Parsed from bytes, without allocating.
struct VCardParameters {
  /// TYPE values the reader maps to labels.
  struct Types: OptionSet {
    let rawValue: UInt16
    static let home = Types(rawValue: 1 << 0)
    static let work = Types(rawValue: 1 << 1)
    static let cell = Types(rawValue: 1 << 2)
    static let fax = Types(rawValue: 1 << 3)
    static let iPhone = Types(rawValue: 1 << 4)
    static let main = Types(rawValue: 1 << 5)
    static let pager = Types(rawValue: 1 << 6)
    static let other = Types(rawValue: 1 << 7)
    static let pref = Types(rawValue: 1 << 8)
  }

  enum Encoding { case none, quotedPrintable, base64 }
  /// The charset of the value. The ASCII-compatible ones the reader decodes itself split as
  /// they are; an `other` value is converted to UTF-8 (`CharsetTranscoder`) before it is split.
  enum Charset: Equatable {
    /// Nothing declared: UTF-8, with a Windows-1252 fallback reported once per file.
    case utf8
    /// `CHARSET=UTF-8` (or `UTF8`): bytes that are not UTF-8 are that line's problem.
    case declaredUTF8
    case latin1, windows1252
    /// Any other declared name: where it is in the line (unquoted), for the transcoder.
    case other(Range<Int>)

    /// Whether the value is converted to UTF-8 before it is split.
    var isOther: Bool {
      if case .other = self { return true }
      return false
    }
  }

  var types: Types = []
  var encoding = Encoding.none
  var charset = Charset.utf8
  var valueIsURI = false
  var omitYear: Int?
  /// The last TYPE value that is not a label word, such as a photo's "JPEG", or a MEDIATYPE.
  var otherType: Range<Int>?

  /// No parameters.
  init() {}

  /// Parses `;name=value;bare;…` (the range starts at the first ';' and ends before the ':').
  init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    Self.forEach(in: bytes, range) { parameter, equals in
      if let equals {
        apply(
          name: ByteMatching.trimmed(bytes, parameter.lowerBound..<equals), value: (equals + 1)..<parameter.upperBound,
          bytes)
      } else {
        applyBare(ByteMatching.trimmed(bytes, parameter), bytes)
      }
    }
  }

  /// Calls `body` with each parameter of `bytes[range]` (`;a=b;BARE;c="x;y"`, from the first ';'
  /// up to the ':'), split on ';' outside double quotes, and the offset of its first '=' outside
  /// quotes (nil for a bare 2.1 word): the one splitting rule for reading and writing back.
  @inline(__always)
  static func forEach(
    in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (_ parameter: Range<Int>, _ equals: Int?) -> Void
  ) {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: ";") {
        index += 1
        continue
      }
      var inQuotes = false
      var equals: Int?
      let start = index
      while index < range.upperBound {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          inQuotes.toggle()
        } else if !inQuotes && byte == UInt8(ascii: ";") {
          break
        } else if !inQuotes && byte == UInt8(ascii: "=") && equals == nil {
          equals = index
        }
        index += 1
      }
      body(start..<index, equals)
    }
  }

  private mutating func apply(name: Range<Int>, value: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) {
    let token = VCardToken(bytes, name)
    if token == Words.type {
      Self.forEachListItem(value, bytes) { addType($0, bytes) }
    } else if token == Words.encoding {
      let value = unquoted(value, bytes)
      if !setEncoding(value, bytes) { encoding = .none }
    } else if token == Words.charset {
      charset = Self.charset(unquoted(value, bytes), bytes)
    } else if token == Words.value {
      valueIsURI = VCardToken(bytes, unquoted(value, bytes)) == Words.uri
    } else if token == Words.mediaType {
      // 4.0's type of a photo given by address (`MEDIATYPE=image/jpeg`).
      otherType = unquoted(value, bytes)
    } else if token.isLong && ByteMatching.equals(bytes, name, "X-APPLE-OMIT-YEAR") {
      omitYear = ByteMatching.integer(bytes, unquoted(value, bytes))
    }
  }

  /// vCard 2.1 writes bare values: `TEL;CELL;PREF`, `NOTE;QUOTED-PRINTABLE`. A bare word is read
  /// as a TYPE value is (a comma list, `TEL;HOME,VOICE`, each item unquoted): the writer turns
  /// bare words into `TYPE=`, and the card must read back the same.
  private mutating func applyBare(_ token: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) {
    // Each item without its quotes, as in a TYPE value: `CELL"` is CELL there too.
    Self.forEachListItem(token, bytes) { item in
      if !setEncoding(item, bytes) { addType(item, bytes) }
    }
  }

  private mutating func setEncoding(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let token = VCardToken(bytes, range)
    if token.isLong && ByteMatching.equals(bytes, range, "QUOTED-PRINTABLE") {
      encoding = .quotedPrintable
    } else if token == Words.b || token == Words.base64 {
      encoding = .base64
    } else {
      return token == Words.eightBit || token == Words.sevenBit
    }
    return true
  }

  private mutating func addType(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) {
    let token = VCardToken(bytes, range)
    if let type = Self.type(token) {
      types.insert(type)
    } else if !range.isEmpty && !Self.isIgnoredType(token) {
      otherType = range
    }
  }

  private static func type(_ token: VCardToken) -> Types? {
    switch token {
    case Words.home: .home
    case Words.work: .work
    case Words.cell, Words.mobile: .cell
    case Words.pref: .pref
    case Words.fax: .fax
    case Words.iPhone: .iPhone
    case Words.main: .main
    case Words.pager: .pager
    case Words.other: .other
    default: nil
    }
  }

  /// Types that carry no label (VOICE, INTERNET, …), so they never count as a photo type.
  private static func isIgnoredType(_ token: VCardToken) -> Bool {
    switch token {
    case Words.voice, Words.internet, Words.postal, Words.parcel, Words.dom, Words.intl: true
    default: false
    }
  }

  /// The parameter names and values the reader knows.
  private enum Words {
    static var type: VCardToken { VCardToken("TYPE") }
    static var encoding: VCardToken { VCardToken("ENCODING") }
    static var charset: VCardToken { VCardToken("CHARSET") }
    static var value: VCardToken { VCardToken("VALUE") }
    static var uri: VCardToken { VCardToken("URI") }
    static var mediaType: VCardToken { VCardToken("MEDIATYPE") }
    static var b: VCardToken { VCardToken("B") }
    static var base64: VCardToken { VCardToken("BASE64") }
    static var eightBit: VCardToken { VCardToken("8BIT") }
    static var sevenBit: VCardToken { VCardToken("7BIT") }
    static var home: VCardToken { VCardToken("HOME") }
    static var work: VCardToken { VCardToken("WORK") }
    static var cell: VCardToken { VCardToken("CELL") }
    static var mobile: VCardToken { VCardToken("MOBILE") }
    static var pref: VCardToken { VCardToken("PREF") }
    static var fax: VCardToken { VCardToken("FAX") }
    static var iPhone: VCardToken { VCardToken("IPHONE") }
    static var main: VCardToken { VCardToken("MAIN") }
    static var pager: VCardToken { VCardToken("PAGER") }
    static var other: VCardToken { VCardToken("OTHER") }
    static var voice: VCardToken { VCardToken("VOICE") }
    static var internet: VCardToken { VCardToken("INTERNET") }
    static var postal: VCardToken { VCardToken("POSTAL") }
    static var parcel: VCardToken { VCardToken("PARCEL") }
    static var dom: VCardToken { VCardToken("DOM") }
    static var intl: VCardToken { VCardToken("INTL") }
  }

  private static func charset(_ value: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Charset {
    if value.isEmpty { return .utf8 }
    if ByteMatching.equals(bytes, value, "UTF-8") || ByteMatching.equals(bytes, value, "UTF8") { return .declaredUTF8 }
    let latin1: [StaticString] = ["ISO-8859-1", "LATIN1", "LATIN-1", "ISO_8859-1", "ISO8859-1", "US-ASCII", "ASCII"]
    if latin1.contains(where: { ByteMatching.equals(bytes, value, $0) }) { return .latin1 }
    let windows: [StaticString] = ["WINDOWS-1252", "CP1252", "CP-1252", "WIN-1252"]
    if windows.contains(where: { ByteMatching.equals(bytes, value, $0) }) { return .windows1252 }
    return .other(value)
  }

  private func unquoted(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let range = ByteMatching.trimmed(bytes, range)
    if range.count >= 2 && bytes[range.lowerBound] == UInt8(ascii: "\"")
      && bytes[range.upperBound - 1] == UInt8(ascii: "\"")
    {
      return (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    return range
  }

  /// Calls `body` for each comma-separated item of a (possibly quoted) parameter value.
  private static func forEachListItem(
    _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void
  ) {
    var start = range.lowerBound
    var index = range.lowerBound
    while index <= range.upperBound {
      if index == range.upperBound || bytes[index] == UInt8(ascii: ",") {
        var item = ByteMatching.trimmed(bytes, start..<index)
        while !item.isEmpty && bytes[item.lowerBound] == UInt8(ascii: "\"") {
          item = (item.lowerBound + 1)..<item.upperBound
        }
        while !item.isEmpty && bytes[item.upperBound - 1] == UInt8(ascii: "\"") {
          item = item.lowerBound..<(item.upperBound - 1)
        }
        body(item)
        start = index + 1
      }
      index += 1
    }
  }
}
