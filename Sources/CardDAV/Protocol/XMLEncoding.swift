import Foundation

/// The one encoding a server's XML may use: UTF-8 (ASCII is a part of it).
///
/// libxml2 reads UTF-16 and UTF-32 (with or without a byte-order mark), EBCDIC, and whatever
/// iconv knows when the XML declaration names it (`encoding="UTF-7"` spells `<!DOCTYPE` as
/// `+ADw-!DOCTYPE`). A check for a DOCTYPE, or for anything else, over bytes the parser will
/// decode some other way proves nothing, so every other encoding is refused before parsing.
enum XMLEncoding {
  /// Why `body` is not a UTF-8 document, or nil when it is: a byte-order mark other than
  /// UTF-8's, a NUL byte (UTF-16 and UTF-32 have them, UTF-8 XML may not), bytes that are not
  /// UTF-8, or an XML declaration that names another encoding.
  static func problem(_ body: [UInt8]) -> String? {
    let marks: [(bytes: [UInt8], name: String)] = [
      ([0x00, 0x00, 0xFE, 0xFF], "UTF-32"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32"), ([0xFE, 0xFF], "UTF-16"),
      ([0xFF, 0xFE], "UTF-16"), ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
    ]
    for mark in marks where body.starts(with: mark.bytes) {
      return "a document in \(mark.name) (refused: only UTF-8 is read)"
    }
    if body.contains(0) { return "a document with NUL bytes, as in UTF-16 or UTF-32 (refused: only UTF-8 is read)" }
    var text = body[...]
    if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
    guard String(validating: text, as: UTF8.self) != nil else {
      return "a document that is not UTF-8 (refused: only UTF-8 is read)"
    }
    if let declared = declaredEncoding(text), !["utf-8", "utf8", "us-ascii", "ascii"].contains(declared.lowercased()) {
      return "a document declared as \(declared) (refused: only UTF-8 is read)"
    }
    return nil
  }

  /// The `encoding` pseudo-attribute of the XML declaration at the start of `text`, if any.
  static func declaredEncoding(_ text: ArraySlice<UInt8>) -> String? {
    guard text.starts(with: Array("<?xml".utf8)) else { return nil }
    let end = text.firstIndex(of: UInt8(ascii: ">")) ?? text.endIndex
    let declaration = String(decoding: text[text.startIndex..<end], as: UTF8.self)
    guard let range = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[range.upperBound...].drop {
      $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "="
    }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return String(rest.prefix(40)) }
    return String(rest.dropFirst().prefix { $0 != quote }.prefix(40))
  }
}
