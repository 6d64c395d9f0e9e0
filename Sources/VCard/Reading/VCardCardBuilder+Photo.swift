import ContactModel
import ContactsSupport

extension VCardCardBuilder {
  /// Keeps a PHOTO without decoding its image: a 4.0 `data:` URI, base64 text (`ENCODING=b`,
  /// 2.1 `ENCODING=BASE64`), or the address of an image (`VALUE=uri`, or a value that starts
  /// with a URI scheme, as 4.0 writes `PHOTO:https://…`). Anything else is not a photo.
  mutating func addPhoto(
    _ line: VCardContentLine, _ bytes: UnsafeBufferPointer<UInt8>, _ params: VCardParameters,
    _ decoder: VCardValueDecoder
  ) {
    let value = ByteMatching.trimmed(bytes, line.value)
    if value.isEmpty { return }
    if ByteMatching.hasPrefix(bytes, value, "DATA:"), let photo = Self.dataPhoto(bytes, value) {
      // An empty image is no photo, as an empty `ENCODING=b` value is none.
      if !photo.base64.isEmpty { contact.photo = photo }
    } else if params.encoding == .base64 {
      let base64 = Base64Text.withoutControls(bytes, value)
      if base64.isEmpty { return }
      contact.photo = ContactPhoto(base64: base64, mediaType: Self.photoType(bytes, params))
    } else if params.valueIsURI || Self.startsWithScheme(bytes, value) {
      var url = Self.address(decoder.text(bytes, line.value, params))
      if url.isEmpty { return }
      // An address that only escapes made a `data:` URI is one, as it would be once written.
      let data = url.withUTF8 { utf8 in
        ByteMatching.hasPrefix(utf8, 0..<utf8.count, "DATA:") ? Self.dataPhoto(utf8, 0..<utf8.count) : nil
      }
      if data?.base64.isEmpty == true { return }
      contact.photo = data ?? ContactPhoto(url: url, mediaType: Self.photoType(bytes, params))
    }
  }

  /// The address without controls (an escaped line break) and trimmed of spaces and tabs: what
  /// the writer can write and a reader then reads the same.
  private static func address(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where scalar.value >= 0x20 && scalar.value != 0x7F { scalars.append(scalar) }
    let kept = String(scalars)
    let start = kept.firstIndex { $0 != " " && $0 != "\t" } ?? kept.endIndex
    let end = kept.lastIndex { $0 != " " && $0 != "\t" }.map { kept.index(after: $0) } ?? start
    return String(kept[start..<max(start, end)])
  }

  /// A base64 `data:` URI (`data:image/png;base64,…`, any case, other parameters allowed) as a
  /// photo; nil for a URI that is not base64, which is kept as an address instead.
  private static func dataPhoto(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) -> ContactPhoto? {
    guard let comma = ByteMatching.firstIndex(of: 0x2C, in: bytes, value) else { return nil }
    let header = String(decoding: UnsafeBufferPointer(rebasing: bytes[(value.lowerBound + 5)..<comma]), as: UTF8.self)
    guard header.lowercased().hasSuffix(";base64") else { return nil }
    let mime = header.split(separator: ";", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    let base64 = ByteMatching.trimmed(bytes, (comma + 1)..<value.upperBound)
    return ContactPhoto(base64: Base64Text.withoutControls(bytes, base64), mediaType: mediaType(mime: mime))
  }

  /// The photo's TYPE parameter as vCard writes it: "JPEG" for `TYPE=JPEG` and `TYPE=image/jpeg`.
  private static func photoType(_ bytes: UnsafeBufferPointer<UInt8>, _ params: VCardParameters) -> String {
    guard let range = params.otherType else { return "" }
    let type = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    return type.contains("/") ? mediaType(mime: type) : type.uppercased()
  }

  /// "PNG" for `image/png`; "" for application/octet-stream, what the writer puts for a photo of
  /// unknown type.
  private static func mediaType(mime: String) -> String {
    if mime.lowercased() == "application/octet-stream" { return "" }
    return mime.split(separator: "/").last.map { $0.uppercased() } ?? ""
  }

  /// Whether the value starts with a URI scheme and its ':' (`https:`, `http:`, `cid:`): base64
  /// text never holds a ':'. A backslash before the ':' is allowed, as some exporters escape it.
  static func startsWithScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) -> Bool {
    var index = value.lowerBound
    while index < value.upperBound {
      let byte = bytes[index]
      let letter = (byte | 0x20) &- 0x61 < 26
      if index == value.lowerBound && !letter { return false }
      if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "\\") { return index - value.lowerBound >= 2 }
      let digitOrMark = byte &- 0x30 < 10 || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      if !letter && !digitOrMark && byte != UInt8(ascii: ".") { return false }
      index += 1
    }
    return false
  }
}
