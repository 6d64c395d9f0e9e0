import SafeText
import Testing

@Suite("SafeText neutralises untrusted text for a terminal")
struct SafeTextTests {
  /// Hostile strings and what a terminal is shown instead.
  static let hostile: [(String, String)] = [
    ("clear\u{1B}[2J\u{1B}[H", "clear\u{FFFD}[2J\u{FFFD}[H"),
    ("title\u{1B}]0;PWNED\u{07}", "title\u{FFFD}]0;PWNED\u{FFFD}"),
    ("clip\u{1B}]52;c;ZXZpbA==\u{1B}\\", "clip\u{FFFD}]52;c;ZXZpbA==\u{FFFD}\\"),
    (
      "link\u{1B}]8;;https://evil\u{1B}\\x\u{1B}]8;;\u{1B}\\",
      "link\u{FFFD}]8;;https://evil\u{FFFD}\\x\u{FFFD}]8;;\u{FFFD}\\"
    ),
    ("c1 csi\u{9B}2J and osc\u{9D}0;t\u{9C}", "c1 csi\u{FFFD}2J and osc\u{FFFD}0;t\u{FFFD}"),
    ("nul\u{0}bel\u{7}del\u{7F}", "nul\u{FFFD}bel\u{FFFD}del\u{FFFD}"),
    ("cr\roverwrite", "cr\u{FFFD}overwrite"),
    ("evil\u{202E}fdp.exe", "evil\u{FFFD}fdp.exe"),
    ("\u{202A}\u{202B}\u{202C}\u{202D}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
    ("iso\u{2066}\u{2067}\u{2068}x\u{2069}", "iso\u{FFFD}\u{FFFD}\u{FFFD}x\u{FFFD}"),
    ("marks\u{200E}\u{200F}\u{061C}", "marks\u{FFFD}\u{FFFD}\u{FFFD}"),
    ("line\nbreak\ttab", "line\u{FFFD}break\u{FFFD}tab"),
    ("Zoë “Łęcki” — 李小龙 …’", "Zoë “Łęcki” — 李小龙 …’"),
    (
      "long clean text that spans several eight-byte words, to test the fast path",
      "long clean text that spans several eight-byte words, to test the fast path"
    ),
    ("", ""),
  ]

  @Test("every control, escape sequence introducer and bidi control becomes U+FFFD", arguments: hostile)
  func neutralisesOneLine(input: String, expected: String) {
    #expect(SafeText.neutralised(input) == expected)
  }

  @Test(
    "line feeds, tabs and CR LF are kept when line breaks are, but a lone CR is not",
    arguments: [
      ("a\nb\tc", "a\nb\tc"), ("a\r\nb", "a\r\nb"), ("a\rb", "a\u{FFFD}b"), ("end\r", "end\u{FFFD}"),
      ("x\u{1B}[31m\ny", "x\u{FFFD}[31m\ny"),
    ])
  func keepsLineBreaks(input: String, expected: String) {
    #expect(SafeText.neutralised(input, keepingLineBreaks: true) == expected)
  }

  @Test("the byte rule and the code point rule agree on every code point below U+3000 and beyond")
  func byteAndScalarRulesAgree() {
    let values = Array(0..<0x3000) + [0xFEFF, 0xFFFD, 0x1F600, 0x10FFFF]
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let bytes = Array(String(Character(scalar)).utf8) + Array("abcdefgh".utf8)
      let length = bytes.withUnsafeBufferPointer { SafeText.unsafeLength($0, at: 0, keepingLineBreaks: false) }
      #expect((length > 0) == SafeText.isUnsafe(scalar), "U+\(String(value, radix: 16))")
      if length > 0 { #expect(length == bytes.count - 8) }
    }
  }

  @Test("an unsafe code point is found at every offset of the word-at-a-time scan")
  func foundAtEveryOffset() {
    for bad in ["\u{1B}", "\u{7F}", "\u{85}", "\u{061C}", "\u{200F}", "\u{202E}", "\u{2069}"] {
      for offset in 0..<20 {
        let text = String(repeating: "a", count: offset) + bad + String(repeating: "b", count: 20 - offset)
        let found = Array(text.utf8).withUnsafeBufferPointer { SafeText.firstUnsafe(in: $0, keepingLineBreaks: false) }
        #expect(found == offset, "\(bad.unicodeScalars.first!.value) at \(offset)")
      }
    }
  }

  @Test("neutralised output never holds ESC, a C0 or C1 control or a bidi control")
  func outputIsClean() {
    var random = SystemRandomNumberGenerator()
    let pool: [Unicode.Scalar] = [
      "a", "\u{1B}", "\u{9B}", "\u{7}", "\u{202E}", "\u{2066}", "é", "’", "\n", "\r", "\u{200E}",
    ]
    for _ in 0..<500 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0..<40, using: &random) { text.append(pool.randomElement(using: &random)!) }
      for keeping in [false, true] {
        let out = SafeText.neutralised(String(text), keepingLineBreaks: keeping)
        let bad = out.unicodeScalars.contains {
          SafeText.isUnsafe($0) && !(keeping && ($0 == "\n" || $0 == "\t" || $0 == "\r"))
        }
        #expect(!bad)
      }
    }
  }

  @Test("neutralising bytes in place rewrites only from the start offset")
  func neutralisesInPlaceFromOffset() {
    var bytes = Array("\u{1B}keep|\u{1B}[0m\u{202E}x".utf8)
    let start = Array("\u{1B}keep|".utf8).count
    SafeText.neutralise(&bytes, from: start, keepingLineBreaks: false)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}keep|\u{FFFD}[0m\u{FFFD}x")
  }
}
