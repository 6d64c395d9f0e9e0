import ContactsSupport

/// Turns value bytes into Strings: quoted-printable, the charset, backslash escapes, structured
/// components split on unescaped ';'.
///
/// UTF-8 (with a Windows-1252 fallback), Latin-1 and Windows-1252 are decoded piece by piece
/// after splitting, as ASCII bytes in them are always ASCII characters. Any other charset is
/// converted to UTF-8 first (`transferDecoded`), as a Shift_JIS, Big5 or GBK second byte can be
/// 0x5C (`\`) and an ISO-2022-JP or UTF-16 one can be ';' or ','.
///
/// One decoder per parsing thread: it owns scratch buffers that it reuses for every value.
final class VCardValueDecoder {
  private let quoted = ByteScratch(capacity: 1024)
  private let unescaped = ByteScratch(capacity: 1024)
  /// Made on the first value in another charset: most files never need one.
  private lazy var transcoder = CharsetTranscoder()
  /// What decoding found wrong since the parser last took it; empty on the common path. The
  /// parser reads it after every line: unchecked for exclusivity (the decoder belongs to one
  /// parsing thread, and no access overlaps another), as the runtime check cost 2 % of a load.
  @exclusivity(unchecked) private(set) var findings = VCardDecodingFindings()
  /// Whether the card being decoded is vCard 2.1, whose only escape is `\;` (its section 2.1.3):
  /// every other backslash is text (`B\C` is those three characters, Android writes such values).
  /// 3.0 and 4.0 escape `\n \, \; \: \\`. Set by whoever knows the card's version, per card.
  var isVersion21 = false

  /// Whether a VERSION value is 2.1 (any 2.x, as the writer's converter reads it).
  static func isVersion21(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) -> Bool {
    let trimmed = ByteMatching.trimmed(bytes, value)
    return !trimmed.isEmpty && bytes[trimmed.lowerBound] == UInt8(ascii: "2")
  }

  /// The length of the escape at `index` of `bytes` (a backslash): 2 when it escapes the next
  /// byte, 1 when the backslash is text (2.1, not before `;`).
  @inline(__always)
  private func escapeLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    !isVersion21 || (index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ";")) ? 2 : 1
  }

  /// The value as text, with escapes resolved.
  func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ params: VCardParameters) -> String {
    let source = transferDecoded(bytes, range, params)
    return string(unescape(source, 0..<source.count), params.charset)
  }

  /// Calls `body` with the index and text of each component of a structured value (N, ORG,
  /// ADR): the value split on unescaped ';', each unescaped. No array is built.
  func forEachComponent(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ params: VCardParameters, _ body: (Int, String) -> Void
  ) {
    let source = transferDecoded(bytes, range, params)
    var component = 0
    var start = 0
    var index = 0
    while index < source.count {
      let byte = source[index]
      if byte == UInt8(ascii: "\\") {
        index += escapeLength(source, index)
        continue
      }
      if byte == UInt8(ascii: ";") {
        body(component, string(unescape(source, start..<index), params.charset))
        component += 1
        start = index + 1
      }
      index += 1
    }
    body(component, string(unescape(source, start..<source.count), params.charset))
  }

  /// Calls `body` with each item of a comma-separated list (NICKNAME, CATEGORIES): the value
  /// split on unescaped ',', each item unescaped and then trimmed of spaces and tabs (so an
  /// escaped space is trimmed too, as the writer does not escape one); empty items are skipped.
  /// No array is built.
  func forEachListItem(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ params: VCardParameters, _ body: (String) -> Void
  ) {
    let source = transferDecoded(bytes, range, params)
    var start = 0
    var index = 0
    while index <= source.count {
      if index < source.count && source[index] == UInt8(ascii: "\\") {
        // A backslash ending the value escapes nothing: the last item still ends there.
        index = min(index + escapeLength(source, index), source.count)
        continue
      }
      if index == source.count || source[index] == UInt8(ascii: ",") {
        let item = unescape(source, start..<index)
        let trimmed = ByteMatching.trimmed(item, 0..<item.count)
        if !trimmed.isEmpty { body(string(UnsafeBufferPointer(rebasing: item[trimmed]), params.charset)) }
        start = index + 1
      }
      index += 1
    }
  }

  /// Calls `body` with the value as text (as `text(_:_:_:)` gives it) in UTF-8, without building
  /// a String when the value is already valid UTF-8: for a value that is usually only compared.
  func withText<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ params: VCardParameters,
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if case .utf8 = params.charset {
      let source = transferDecoded(bytes, range, params)
      let text = unescape(source, 0..<source.count)
      if UTF8Validation.isValid(text) { return body(text) }
    }
    var text = text(bytes, range, params)
    return text.withUTF8(body)
  }

  /// The bytes after quoted-printable decoding (or the original bytes), converted to UTF-8 when
  /// the charset is `other`: split and unescape these, and pass the pieces to `string`.
  func transferDecoded(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ params: VCardParameters
  ) -> UnsafeBufferPointer<UInt8> {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    guard params.encoding == .quotedPrintable else {
      if case .other(let name) = params.charset { return transcoded(slice, UnsafeBufferPointer(rebasing: bytes[name])) }
      return slice
    }
    quoted.reset()
    var index = 0
    while index < slice.count {
      let byte = slice[index]
      if byte == UInt8(ascii: "="), let high = Self.hexValue(slice, index + 1),
        let low = Self.hexValue(slice, index + 2)
      {
        // `=00` is dropped: a NUL in a value could not be written back (a line with a NUL byte
        // is ignored on reading), so the card would change in a round trip. In another charset
        // it is part of a character (UTF-16 'A' is 41 00): `transcoded` drops U+0000 instead.
        let decoded = high << 4 | low
        index += 3
        if decoded == 0x0D && !params.charset.isOther {
          // A line break is LF, as vCard 3.0's `\n` reads: `=0D=0A` or a lone `=0D` becomes
          // one LF, so a note written back (as `\n`) reads back the same.
          if index + 2 < slice.count && slice[index] == UInt8(ascii: "=") && slice[index + 1] == UInt8(ascii: "0")
            && (slice[index + 2] == UInt8(ascii: "A") || slice[index + 2] == UInt8(ascii: "a"))
          {
            index += 3
          }
          quoted.append(0x0A)
        } else if decoded != 0 || params.charset.isOther {
          quoted.append(decoded)
        }
      } else {
        quoted.append(byte)
        index += 1
      }
    }
    if case .other(let name) = params.charset {
      return lineFeeds(transcoded(quoted.buffer, UnsafeBufferPointer(rebasing: bytes[name])))
    }
    return quoted.buffer
  }

  /// `text` with each CR LF or lone CR made one LF (see `transferDecoded`), in the `quoted`
  /// scratch once `text` no longer needs it; `text` itself when it has no CR.
  private func lineFeeds(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard ByteSearch.contains(0x0D, in: text) else { return text }
    quoted.reset()
    var index = 0
    while index < text.count {
      if text[index] == 0x0D {
        quoted.append(0x0A)
        index += index + 1 < text.count && text[index + 1] == 0x0A ? 2 : 1
      } else {
        quoted.append(text[index])
        index += 1
      }
    }
    return quoted.buffer
  }

  private static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt8? {
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }

  /// Resolves `\n \N \, \; \: \\`; an unknown escape keeps the character after the backslash.
  /// In 2.1 only `\;` is resolved, and every other backslash kept (`isVersion21`).
  private func unescape(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    guard ByteSearch.contains(UInt8(ascii: "\\"), in: slice) else { return slice }
    unescaped.reset()
    var index = 0
    while index < slice.count {
      let byte = slice[index]
      if byte == UInt8(ascii: "\\") && index + 1 < slice.count && escapeLength(slice, index) == 2 {
        let next = slice[index + 1]
        unescaped.append(next == UInt8(ascii: "n") || next == UInt8(ascii: "N") ? 0x0A : next)
        index += 2
      } else {
        unescaped.append(byte)
        index += 1
      }
    }
    return unescaped.buffer
  }

  /// Bytes to a String in the charset; invalid UTF-8 falls back to Windows-1252 (noted in
  /// `findings`) rather than failing. Bytes in an `other` charset come from `transferDecoded`,
  /// so they are UTF-8 by now.
  func string(_ bytes: UnsafeBufferPointer<UInt8>, _ charset: VCardParameters.Charset) -> String {
    switch charset {
    case .utf8, .declaredUTF8:
      // Decoding repairs bad UTF-8 with U+FFFD; a repair shows as a change of length or as an
      // EF BF BD the input did not have, and only then is the full check needed.
      var text = String(decoding: bytes, as: UTF8.self)
      let suspicious =
        text.utf8.count != bytes.count
        || text.withUTF8 { ByteSearch.contains(0xEF, in: $0) }
      if !suspicious || UTF8Validation.isValid(bytes) { return text }
      findings.notUTF8(declared: charset == .declaredUTF8)
      return Self.singleByte(bytes, table: Self.windows1252High)
    case .latin1: return Self.singleByte(bytes, table: nil)
    case .windows1252: return Self.singleByte(bytes, table: Self.windows1252High)
    case .other: return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The findings so far, leaving none.
  func takeFindings() -> VCardDecodingFindings {
    defer { findings = VCardDecodingFindings() }
    return findings
  }

  /// `input` in the charset named by `name` as UTF-8, in the transcoder's buffer (or this
  /// decoder's `quoted`, when NULs had to go); a charset the system cannot convert is read as
  /// Latin-1, so the value is kept.
  @inline(never)
  private func transcoded(_ input: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    let converted: UnsafeBufferPointer<UInt8>
    if let result = transcoder.utf8(input, from: name) {
      if result.replaced > 0 { findings.invalid(in: name) }
      converted = result.bytes
    } else {
      findings.cannotDecode(name)
      converted = transcoder.latin1(input)
    }
    guard ByteSearch.contains(0, in: converted) else { return converted }
    quoted.reset()
    for byte in converted where byte != 0 { quoted.append(byte) }
    return quoted.buffer
  }

  private static func singleByte(_ bytes: UnsafeBufferPointer<UInt8>, table: [UInt16]?) -> String {
    var text = String()
    text.unicodeScalars.reserveCapacity(bytes.count)
    for byte in bytes {
      var value = UInt32(byte)
      if let table, byte >= 0x80 && byte < 0xA0 { value = UInt32(table[Int(byte - 0x80)]) }
      text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
    }
    return text
  }

  /// Windows-1252 0x80–0x9F (the rest is Latin-1); undefined bytes map to their C1 control.
  private static let windows1252High: [UInt16] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
    0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
    0x0153, 0x9D, 0x017E, 0x0178,
  ]
}
