import ContactsSupport
import Testing

@Suite("charset transcoder: iconv, names, bad input")
struct CharsetTranscoderTests {
  /// `bytes` in `charset` as a String, and how many sequences were replaced; nil when the system
  /// has no converter.
  static func convert(_ bytes: [UInt8], from charset: String, with transcoder: CharsetTranscoder = CharsetTranscoder())
    -> (text: String, replaced: Int)?
  {
    bytes.withUnsafeBufferPointer { input in
      Array(charset.utf8).withUnsafeBufferPointer { name in
        transcoder.utf8(input, from: name).map { (String(decoding: $0.bytes, as: UTF8.self), $0.replaced) }
      }
    }
  }

  @Test(
    "declared names are normalised and mapped to the superset exporters write",
    arguments: [
      ("Shift_JIS", "CP932"), ("sjis", "CP932"), ("x-sjis", "CP932"), ("\"SHIFT_JIS\"", "CP932"),
      ("windows-31j", "CP932"), ("EUC-JP", "EUC-JP-MS"), ("ISO-2022-JP", "ISO-2022-JP-3"), ("gb2312", "GB18030"),
      ("EUC-CN", "GB18030"), ("GBK", "GB18030"), ("ks_c_5601-1987", "CP949"), ("euc-kr", "CP949"),
      ("Big5", "CP950"), ("big5-hkscs", "BIG5-HKSCS"), ("koi8-r", "KOI8-R"), ("iso_8859-5", "ISO-8859-5"),
      ("utf-16le", "UTF-16LE"),
    ])
  func canonicalNames(declared: String, canonical: String) {
    #expect(CharsetName.canonical(declared) == canonical)
  }

  @Test(
    "every charset the docs list opens on this system",
    arguments: [
      "SHIFT_JIS", "EUC-JP", "ISO-2022-JP", "GB2312", "GBK", "GB18030", "BIG5", "BIG5-HKSCS", "EUC-KR", "ISO-8859-1",
      "ISO-8859-2", "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6", "ISO-8859-7", "ISO-8859-8", "ISO-8859-9",
      "ISO-8859-10", "ISO-8859-11", "ISO-8859-13", "ISO-8859-14", "ISO-8859-15", "ISO-8859-16", "WINDOWS-1250",
      "WINDOWS-1251", "WINDOWS-1252", "WINDOWS-1253", "WINDOWS-1254", "WINDOWS-1255", "WINDOWS-1256", "WINDOWS-1257",
      "WINDOWS-1258", "KOI8-R", "KOI8-U", "UTF-16", "UTF-16LE", "UTF-16BE", "X-MAC-ROMAN", "x-koi8-r",
      "ISO_8859-2:1987",
    ])
  func opens(charset: String) {
    #expect(CharsetTranscoder().canConvert(from: charset))
  }

  @Test("a name no system knows, or with characters no charset name has, has no converter")
  func unknown() {
    #expect(Self.convert([0x41], from: "X-KLINGON") == nil)
    #expect(!CharsetTranscoder().canConvert(from: ""))
    #expect(!CharsetTranscoder().canConvert(from: "SJIS//IGNORE"))
    #expect(!CharsetTranscoder().canConvert(from: "../SJIS"))
  }

  @Test(
    "each invalid or cut-short sequence becomes one U+FFFD and is counted; the rest converts",
    arguments: [
      ([0x95, 0x5C, 0xFF, 0x83, 0x5C], "SHIFT_JIS", "表\u{FFFD}ソ", 1),
      ([0x41, 0x95], "SHIFT_JIS", "A\u{FFFD}", 1),
      ([0x95, 0x3B, 0x41], "SHIFT_JIS", "\u{FFFD};A", 1),
      ([0x41, 0x00, 0x00, 0xD8, 0x42, 0x00], "UTF-16LE", "A\u{FFFD}B", 1),
      ([0x41, 0x00, 0x42], "UTF-16LE", "A\u{FFFD}", 1),
      ([0xB3, 0x5C, 0xFF, 0xFF, 0xA5, 0x5C], "BIG5", "許\u{FFFD}\u{FFFD}功", 2),
    ] as [([UInt8], String, String, Int)])
  func invalidInput(bytes: [UInt8], charset: String, text: String, replaced: Int) {
    let result = Self.convert(bytes, from: charset)
    #expect(result?.text == text)
    #expect(result?.replaced == replaced)
  }

  @Test("one transcoder converts values longer than its buffer and moves between charsets")
  func reuse() {
    let transcoder = CharsetTranscoder(capacity: 4)
    let long = [UInt8](repeating: 0xA4, count: 5000)  // Latin-9 '€', three bytes in UTF-8
    #expect(Self.convert(long, from: "ISO-8859-15", with: transcoder)?.text == String(repeating: "€", count: 5000))
    #expect(Self.convert([0x95, 0x5C], from: "Shift_JIS", with: transcoder)?.text == "表")
    #expect(Self.convert([0xA4], from: "iso-8859-15", with: transcoder)?.text == "€")
    #expect(Self.convert([0x95, 0x5C], from: "SJIS", with: transcoder)?.text == "表")
    #expect(Self.convert([], from: "SJIS", with: transcoder)?.text == "")
  }

  @Test(
    "random bytes in every charset convert to valid UTF-8, whatever they hold",
    arguments: [
      "SHIFT_JIS", "EUC-JP", "ISO-2022-JP", "GB18030", "BIG5", "EUC-KR", "UTF-16", "UTF-16LE", "WINDOWS-1258", "KOI8-U",
    ])
  func randomInput(charset: String) {
    let transcoder = CharsetTranscoder()
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for length in 0..<300 {
      let bytes = (0..<length).map { _ -> UInt8 in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
      }
      let valid = bytes.withUnsafeBufferPointer { input in
        Array(charset.utf8).withUnsafeBufferPointer { name in
          transcoder.utf8(input, from: name).map { UTF8Validation.isValid($0.bytes) }
        }
      }
      #expect(valid == true)
    }
  }

  @Test("Latin-1 bytes become their code points in UTF-8")
  func latin1() {
    let transcoder = CharsetTranscoder()
    let text = [UInt8]([0x43, 0x61, 0x66, 0xE9, 0x80, 0xFF]).withUnsafeBufferPointer {
      String(decoding: transcoder.latin1($0), as: UTF8.self)
    }
    #expect(text == "Caf\u{E9}\u{80}\u{FF}")
  }
}
