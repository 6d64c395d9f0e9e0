import ContactsSupport

/// RFC 2047 encoded words (`=?UTF-8?B?SsO2cmc=?=`, `=?iso-8859-1?q?J=F6rg?=`) in header text,
/// decoded to UTF-8.
///
/// As mail readers do, and more leniently than the RFC: an encoded word is decoded wherever it
/// stands (inside a quoted string, against a letter), its charset may be any the system's
/// `iconv` knows (through `CharsetTranscoder`, with an RFC 2231 `*language` suffix dropped), and
/// adjacent encoded words in the same charset are joined before their bytes are decoded, so a
/// character split between two of them (as some senders split UTF-8) comes out whole. The
/// blanks between two encoded words are dropped (RFC 2047 section 6.2); all other text is kept
/// as it stands. A word that does not parse is left as written.
package enum EncodedWords {
  /// `text` with its encoded words decoded, in time linear in its length.
  ///
  /// Each candidate word's end is looked up, not searched for: `Scanner` remembers the next
  /// `?=` and the next byte a word cannot hold, so a megabyte of `=?a?q?a` with no `?=` (every
  /// candidate reaching to the end) costs one pass, not one pass per candidate.
  package static func decode(_ text: [UInt8]) -> String {
    var pieces: [Piece] = []
    var scanner = Scanner(text)
    var index = 0
    var plainStart = 0
    while index < text.count {
      if text[index] == 0x3D, index + 1 < text.count, text[index + 1] == 0x3F,
        let (word, end) = parseWord(text, at: index, scanner: &scanner)
      {
        if plainStart < index { pieces.append(.plain(Array(text[plainStart..<index]))) }
        pieces.append(.encoded(word))
        index = end
        plainStart = end
      } else {
        index += 1
      }
    }
    if plainStart < text.count { pieces.append(.plain(Array(text[plainStart...]))) }
    return render(pieces)
  }

  /// The next `?=` and the next byte an encoded word cannot hold (a blank, a control, DEL) at
  /// or after a position. Lookups come at positions that never decrease, so each cursor only
  /// moves forward and the whole text is scanned at most once by each.
  struct Scanner {
    private let text: [UInt8]
    private var close = -1
    private var bad = -1

    init(_ text: [UInt8]) { self.text = text }

    /// The index of the first `?` of the next `?=` at or after `position`, or the text's length.
    mutating func nextClose(from position: Int) -> Int {
      if close < position {
        close = position
        while close + 1 < text.count, !(text[close] == 0x3F && text[close + 1] == 0x3D) { close += 1 }
        if close + 1 >= text.count { close = text.count }
      }
      return close
    }

    /// The index of the next byte at or below a space, or DEL, at or after `position`, or the length.
    mutating func nextBad(from position: Int) -> Int {
      if bad < position {
        bad = position
        while bad < text.count, text[bad] > 0x20, text[bad] != 0x7F { bad += 1 }
      }
      return bad
    }
  }

  /// Bytes of header text that are not an encoded word: UTF-8 when they are valid UTF-8 (raw
  /// UTF-8 in headers, RFC 6532), else Latin-1, byte for byte (old mailers wrote raw 8-bit).
  package static func rawText(_ bytes: some Collection<UInt8>) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
  }

  private struct Word {
    var charset: String
    var bytes: [UInt8]
  }

  private enum Piece {
    case plain([UInt8])
    case encoded(Word)
  }

  private static func render(_ pieces: [Piece]) -> String {
    var out = ""
    var pending: Word?
    var transcoder: CharsetTranscoder?  // one per header, opened at the first non-UTF-8 word
    func flush() {
      if let word = pending { out += text(of: word, transcoder: &transcoder) }
      pending = nil
    }
    for (position, piece) in pieces.enumerated() {
      switch piece {
      case .plain(let bytes):
        let blankOnly = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        let betweenWords: Bool = {
          guard blankOnly, pending != nil, position + 1 < pieces.count else { return false }
          if case .encoded = pieces[position + 1] { return true }
          return false
        }()
        if betweenWords { continue }
        flush()
        out += rawText(bytes)
      case .encoded(let word):
        if pending?.charset == word.charset {
          // Appended in place: a copy of the joined bytes per word would be quadratic.
          pending?.bytes += word.bytes
        } else {
          flush()
          pending = word
        }
      }
    }
    flush()
    return out
  }

  /// The encoded word starting at `start` (`=?`), and the index after its `?=`.
  private static func parseWord(_ text: [UInt8], at start: Int, scanner: inout Scanner) -> (Word, Int)? {
    var index = start + 2
    let charsetStart = index
    while index < text.count, text[index] != 0x3F, isTokenByte(text[index]) { index += 1 }
    guard index < text.count, text[index] == 0x3F, index > charsetStart else { return nil }
    let charsetEnd = index
    index += 1
    guard index + 1 < text.count, text[index + 1] == 0x3F else { return nil }
    let encoding = text[index] | 0x20
    guard encoding == 0x62 || encoding == 0x71 else { return nil }
    index += 2
    let payloadStart = index
    index = scanner.nextClose(from: payloadStart)
    guard index < text.count, scanner.nextBad(from: payloadStart) >= index else { return nil }
    let payload = text[payloadStart..<index]
    guard let bytes = encoding == 0x62 ? base64(payload) : quoted(payload) else { return nil }
    // Made only for a word that parsed: a megabyte of candidates makes no String each.
    var charset = rawText(text[charsetStart..<charsetEnd])
    if let star = charset.firstIndex(of: "*") { charset = String(charset[..<star]) }
    return (Word(charset: charset.isEmpty ? "US-ASCII" : charset, bytes: bytes), index + 2)
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F && !"()<>@,;\"/[]?=".utf8.contains(byte)
  }

  /// The Q encoding: `_` is a space, `=XX` a byte; a malformed `=` stays as written.
  private static func quoted(_ payload: ArraySlice<UInt8>) -> [UInt8]? {
    var out: [UInt8] = []
    var index = payload.startIndex
    while index < payload.endIndex {
      let byte = payload[index]
      if byte == 0x5F {
        out.append(0x20)
      } else if byte == 0x3D, index + 2 < payload.endIndex, let high = hex(payload[index + 1]),
        let low = hex(payload[index + 2])
      {
        out.append(high << 4 | low)
        index += 2
      } else {
        out.append(byte)
      }
      index += 1
    }
    return out
  }

  /// The B encoding: base64, read leniently (padding optional, stray bytes skipped).
  private static func base64(_ payload: ArraySlice<UInt8>) -> [UInt8]? {
    var out: [UInt8] = []
    var accumulator: UInt32 = 0
    var bits = 0
    for byte in payload {
      let value: UInt8
      switch byte {
      case 0x41...0x5A: value = byte - 0x41
      case 0x61...0x7A: value = byte - 0x61 + 26
      case 0x30...0x39: value = byte - 0x30 + 52
      case 0x2B: value = 62
      case 0x2F: value = 63
      case 0x3D: return out
      default: continue
      }
      accumulator = (accumulator << 6 | UInt32(value)) & 0xFFFFFF
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    return out
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  /// A word's bytes in its charset as text: UTF-8 and ASCII directly (invalid sequences become
  /// U+FFFD), any other charset through `iconv`, and Latin-1 when `iconv` does not know it.
  private static func text(of word: Word, transcoder shared: inout CharsetTranscoder?) -> String {
    let canonical = CharsetName.canonical(word.charset)
    if ["UTF-8", "UTF8", "US-ASCII", "ASCII"].contains(canonical) {
      return String(decoding: word.bytes, as: UTF8.self)
    }
    let transcoder = shared ?? CharsetTranscoder()
    shared = transcoder
    return word.bytes.withUnsafeBufferPointer { input in
      Array(word.charset.utf8).withUnsafeBufferPointer { name in
        if let result = transcoder.utf8(input, from: name) {
          return String(decoding: result.bytes, as: UTF8.self)
        }
        return String(decoding: transcoder.latin1(input), as: UTF8.self)
      }
    }
  }
}
