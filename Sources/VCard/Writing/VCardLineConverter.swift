import ContactModel
import ContactsSupport

/// Turns a content line read from a card into the line written for another (or the same)
/// version.
///
/// A 3.0 or 4.0 line in UTF-8 with no transfer encoding or charset is written as read, byte for
/// byte. Any other is rebuilt: quoted-printable and the charset undone (to UTF-8), `CHARSET` and
/// `QUOTED-PRINTABLE`/`8BIT`/`7BIT` dropped, bare 2.1 parameters made `TYPE=` values (lowercase
/// for 4.0), binary values as `ENCODING=b` (3.0) or a `data:` URI (4.0), raw line breaks as `\n`.
/// Values of properties the model reads are decoded and escaped again as the writer escapes
/// them; other values are written as decoded, never re-escaped, so any reader sees them as the
/// card gave them.
struct VCardLineConverter {
  let decoder = VCardValueDecoder()
  /// The card's version ("2.1", "3.0", "4.0" or "").
  let input: String
  let output: VCardWriter.Version

  init(input: String, output: VCardWriter.Version) {
    self.input = input
    self.output = output
    decoder.isVersion21 = input.hasPrefix("2")
  }

  private var isInput21: Bool { input.hasPrefix("2") }
  private var isInput4: Bool { input.hasPrefix("4") }
  private var isOutput4: Bool { output == .v4 }

  /// The property of one content line.
  func property(_ content: VCardContentLine, _ bytes: UnsafeBufferPointer<UInt8>) -> VCardProperty {
    let group = content.group.map { Self.string(bytes, $0) }
    let name = Self.string(bytes, content.name)
    let params = content.parameters.isEmpty ? VCardParameters() : VCardParameters(bytes, content.parameters)
    let binaryKind =
      content.kind == .photo || content.kind == .logo || ByteMatching.equals(bytes, content.name, "SOUND")
      || ByteMatching.equals(bytes, content.name, "KEY")
    let hasCharset = Self.declaresCharset(bytes, content.parameters)
    let isDataURI = ByteMatching.hasPrefix(bytes, ByteMatching.trimmed(bytes, content.value), "DATA:")
    let crossesBinary =
      binaryKind && isInput4 != isOutput4 && (params.encoding == .base64 || (isDataURI && !isOutput4))
    // A raw line feed (a joined 2.1 backslash continuation) would end the line written: rebuilt.
    if !isInput21 && params.encoding != .quotedPrintable && !hasCharset && !crossesBinary
      && UTF8Validation.isValid(bytes) && !ByteSearch.contains(0x0A, in: bytes)
    {
      var line = Array(bytes)
      // A text value ending in an odd run of backslashes would join the next line written (a
      // 2.1 continuation, docs/VCARD.md): one more makes the run even, and a lone final backslash
      // reads as a backslash either way. Base64 is kept as it is.
      if params.encoding != .base64 && Self.endsInOddBackslashes(line) { line.append(UInt8(ascii: "\\")) }
      return VCardProperty(group: group, name: name, kind: content.kind, line: line, field: nil)
    }
    let parameters = VCardProperty.Parameter.list(bytes, content.parameters)
    return rebuilt(content, bytes, group: group, name: name, parameters, params, binaryKind: binaryKind)
  }

  /// Whether the parameters name a CHARSET (a byte search: most lines have none).
  private static func declaresCharset(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: ";"),
        ByteMatching.hasPrefix(bytes, ByteMatching.trimmed(bytes, (index + 1)..<range.upperBound), "CHARSET")
      {
        return true
      }
      index += 1
    }
    return false
  }

  private func rebuilt(
    _ content: VCardContentLine, _ bytes: UnsafeBufferPointer<UInt8>, group: String?, name: String,
    _ parameters: [VCardProperty.Parameter], _ params: VCardParameters, binaryKind: Bool
  ) -> VCardProperty {
    var kept: [VCardProperty.Parameter] = []
    var types: [String] = []
    var typeSlot: Int?
    var base64 = false
    for parameter in parameters {
      let word = parameter.value.uppercased()
      switch parameter.name?.uppercased() {
      case nil where ["QUOTED-PRINTABLE", "8BIT", "7BIT"].contains(word): continue
      case nil where ["BASE64", "B"].contains(word): base64 = true
      case "ENCODING" where ["QUOTED-PRINTABLE", "8BIT", "7BIT"].contains(word): continue
      case "ENCODING" where ["BASE64", "B"].contains(word): base64 = true
      case "CHARSET": continue
      case nil, "TYPE":
        if typeSlot == nil { typeSlot = kept.count }
        // A bare word list (`HOME,B`) may name an encoding, as the reader takes it; a TYPE never does.
        types += parameter.value.split(separator: ",").map { String($0).trimmingQuotes }.filter {
          !$0.isEmpty && (parameter.name != nil || !Self.encodingWords.contains($0.uppercased()))
        }
      default: kept.append(parameter)
      }
    }
    // Base64 exactly when the reader decoded the value so (the last encoding named wins there).
    base64 = params.encoding == .base64
    // A parameter with an unbalanced '"' is garbage the reader passed over; written before
    // others, it would quote them away.
    kept.removeAll { $0.text.utf8.count(where: { $0 == UInt8(ascii: "\"") }) % 2 == 1 }
    let value = ByteMatching.trimmed(bytes, content.value)
    var text: [UInt8]
    if binaryKind && base64 {
      text = Base64Text.withoutControls(bytes, value)
    } else if binaryKind && !isOutput4, let uri = Self.dataURI(bytes, value) {
      base64 = true
      if !uri.subtype.isEmpty { types.append(uri.subtype.uppercased()) }
      if typeSlot == nil { typeSlot = kept.count }
      text = uri.base64
    } else {
      text = decodedValue(content, bytes, params)
    }
    // Only a binary property's value is a `data:` URI in 4.0: a NOTE or an X- property marked
    // BASE64 keeps its text and its ENCODING, as a 3.0 card's does, or it would read back as a URI.
    if base64 && isOutput4 && binaryKind {
      let subtype = types.first { !Self.labelWords.contains($0.uppercased()) }
      types.removeAll { $0 == subtype }
      text = Array(("data:" + Self.mime(subtype, name: name) + ";base64,").utf8) + text
    } else if base64 {
      kept.append(VCardProperty.Parameter(name: "ENCODING", value: "b"))
    }
    // A word with ':' or ';' stays quoted (unquoted, it would end the parameters); a '"' in one
    // cannot be written, and the word is not one the reader uses.
    types = types.filter { !$0.contains("\"") }.map {
      $0.contains(where: { $0 == ":" || $0 == ";" }) ? "\"\($0)\"" : $0
    }
    if !types.isEmpty {
      let list = isOutput4 ? types.map { $0.lowercased() } : types
      kept.insert(VCardProperty.Parameter(name: "TYPE", value: list.joined(separator: ",")), at: typeSlot ?? 0)
    }
    var line = VCardLine(name, group: group, parameters: kept.map(\.text))
    line.raw(text)
    if !base64 && Self.endsInOddBackslashes(line.bytes) { line.raw("\\") }
    return VCardProperty(group: group, name: name, kind: content.kind, line: line.bytes, field: nil)
  }

  /// The words a bare 2.1 parameter names an encoding with.
  private static let encodingWords: Set<String> = ["QUOTED-PRINTABLE", "8BIT", "7BIT", "BASE64", "B"]

  /// Whether `line` ends in an odd number of backslashes.
  private static func endsInOddBackslashes(_ line: [UInt8]) -> Bool {
    var count = 0
    for byte in line.reversed() {
      guard byte == UInt8(ascii: "\\") else { break }
      count += 1
    }
    return count % 2 == 1
  }

  /// The value after transfer and charset decoding: escaped again as the writer escapes it for a
  /// property the model reads as text, else as decoded, with only raw line breaks made `\n`.
  private func decodedValue(
    _ content: VCardContentLine, _ bytes: UnsafeBufferPointer<UInt8>, _ params: VCardParameters
  ) -> [UInt8] {
    var line = VCardLine(line: [])
    switch content.kind {
    case .n, .adr, .org:
      var parts: [String] = []
      decoder.forEachComponent(bytes, content.value, params) { _, part in parts.append(part) }
      line.components(parts)
    // FN, a label, and a text field of a property of its own (TITLE, NOTE: the field table's).
    case let kind where kind == .fn || kind == .abLabel || kind.textField != nil:
      line.text(decoder.text(bytes, content.value, params))
    case .nickname, .categories:
      // The items as the reader takes them (each decoded on its own, trimmed, empty ones left out).
      var first = true
      decoder.forEachListItem(bytes, content.value, params) { item in
        if !first { line.raw(",") }
        line.text(item)
        first = false
      }
    default:
      var raw = decoder.string(decoder.transferDecoded(bytes, content.value, params), params.charset)
      // A 2.1 backslash is text, which the 3.0 or 4.0 reader would take as an escape in any value
      // the model reads (TEL, EMAIL, URL, UID, …): doubled, it reads back as the one backslash.
      if isInput21 && content.kind != .other && raw.utf8.contains(UInt8(ascii: "\\")) {
        raw = raw.replacing("\\", with: "\\\\")
      }
      line.raw(Self.breaksEscaped(raw))
    }
    return line.bytes
  }

  /// `text` with each raw line break (CRLF, CR or LF) written `\n`, nothing else changed.
  private static func breaksEscaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    return text.replacingLineBreaks()
  }

  /// A `data:` URI's media subtype and base64 text, when it is base64.
  private static func dataURI(
    _ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>
  ) -> (subtype: String, base64: [UInt8])? {
    guard ByteMatching.hasPrefix(bytes, value, "DATA:"), let comma = ByteMatching.firstIndex(of: 0x2C, in: bytes, value)
    else { return nil }
    let header = string(bytes, (value.lowerBound + 5)..<comma)
    guard header.lowercased().hasSuffix(";base64") else { return nil }
    // `data:;base64,…` has no media type: its first part is empty, not "base64".
    let mime = header.split(separator: ";", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    let subtype = mime.lowercased() == "application/octet-stream" ? "" : mime.split(separator: "/").last ?? ""
    return (String(subtype), Base64Text.withoutControls(bytes, (comma + 1)..<value.upperBound))
  }

  /// The MIME type for a binary value of type `subtype` ("JPEG") of property `name`.
  private static func mime(_ subtype: String?, name: String) -> String {
    guard let subtype, !subtype.isEmpty else { return "application/octet-stream" }
    if subtype.contains("/") { return subtype.lowercased() }
    switch name.uppercased() {
    case "SOUND": return "audio/" + subtype.lowercased()
    case "KEY": return "application/" + subtype.lowercased()
    default: return ContactPhoto(base64: [], mediaType: subtype).mimeType
    }
  }

  /// TYPE words that say what a value is for, never its media type.
  static let labelWords: Set<String> = [
    "HOME", "WORK", "CELL", "MOBILE", "FAX", "IPHONE", "MAIN", "PAGER", "OTHER", "PREF", "VOICE", "INTERNET",
  ]

  static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}

extension String {
  /// Without surrounding double quotes.
  fileprivate var trimmingQuotes: String {
    var text = Substring(self)
    while text.first == "\"" { text = text.dropFirst() }
    while text.last == "\"" { text = text.dropLast() }
    return String(text)
  }

  /// Each CRLF, CR or LF written as `\n`.
  fileprivate func replacingLineBreaks() -> String {
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count + 8)
    var previousWasCR = false
    for byte in utf8 {
      if byte == 0x0D || (byte == 0x0A && !previousWasCR) {
        out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      } else if byte != 0x0A {
        out.append(byte)
      }
      previousWasCR = byte == 0x0D
    }
    return String(decoding: out, as: UTF8.self)
  }
}
