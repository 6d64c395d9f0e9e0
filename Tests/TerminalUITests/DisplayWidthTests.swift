import Testing

@testable import TerminalUI

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "counts terminal columns per grapheme cluster",
    arguments: [
      ("", 0), ("Anna", 4), ("José", 4), ("Jose\u{301}", 4), ("Zoë Ångström", 12), ("李小龙", 6),
      ("山田 太郎", 9), ("김민준", 6), ("Ελένη", 5), ("Дмитрий", 7), ("محمد", 4), ("😀", 2), ("👍🏽", 2),
      ("👩‍💻", 2), ("👨‍👩‍👧‍👦", 2), ("🇯🇵", 2), ("🇫🇷🇩🇪", 4), ("❤️", 2), ("1️⃣", 2), ("a\u{0}b", 3),
      ("tab\there", 8), ("e\u{301}\u{302}", 1), ("ｱｲｳ", 3), ("ＡＢ", 4),
    ])
  func width(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test("precomposed and decomposed accents are the same width")
  func normalisationDoesNotMatter() {
    #expect(DisplayWidth.of("Ren\u{E9}e") == DisplayWidth.of("Rene\u{301}e"))
  }

  @Test(
    "truncates by width and marks the cut with an ellipsis",
    arguments: [
      ("Anna Müller", 20, "Anna Müller"), ("Anna Müller", 11, "Anna Müller"), ("Anna Müller", 10, "Anna Müll…"),
      ("Anna", 1, "…"), ("Anna", 0, ""), ("Anna", -3, ""), ("李小龙先生", 6, "李小…"), ("李小龙先生", 5, "李小…"),
      ("李小龙先生", 4, "李…"), ("😀😀😀", 4, "😀…"), ("Rene\u{301}e Dubois", 6, "Rene\u{301}e…"),
    ])
  func truncate(text: String, width: Int, expected: String) {
    let result = DisplayWidth.truncate(text, to: width)
    #expect(result == expected)
    #expect(DisplayWidth.of(result) <= max(0, width))
  }

  @Test("truncates with a custom ellipsis")
  func customEllipsis() {
    #expect(DisplayWidth.truncate("abcdefgh", to: 6, ellipsis: "...") == "abc...")
    #expect(DisplayWidth.truncate("abcdefgh", to: 2, ellipsis: "...") == "..")
  }

  @Test(
    "pads to an exact width, cutting when too long",
    arguments: [("ab", 4, "ab  "), ("李", 4, "李  "), ("abcdef", 4, "abc…"), ("ab", 0, ""), ("李小龙", 5, "李小…")])
  func pad(text: String, width: Int, expected: String) {
    #expect(DisplayWidth.pad(text, to: width) == expected)
    #expect(DisplayWidth.of(DisplayWidth.pad(text, to: width)) == max(0, width))
  }
}

@Suite("Word wrap")
struct WrapTests {
  @Test("wraps at spaces without exceeding the width")
  func words() {
    let lines = DisplayWidth.wrap("The quick brown fox jumps over the lazy dog", width: 12)
    #expect(lines == ["The quick", "brown fox", "jumps over", "the lazy dog"])
  }

  @Test("keeps explicit line breaks and empty paragraphs")
  func newlines() {
    #expect(DisplayWidth.wrap("one\n\ntwo three", width: 5) == ["one", "", "two", "three"])
  }

  @Test("breaks a word longer than the line by width")
  func longWord() {
    #expect(DisplayWidth.wrap("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
  }

  @Test("wraps CJK text, which has no spaces, between characters")
  func cjk() {
    let lines = DisplayWidth.wrap("連絡先へのアクセスを許可してください。", width: 10)
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
    #expect(lines.joined() == "連絡先へのアクセスを許可してください。")
    #expect(lines.last?.first != "。")
  }

  @Test("never puts closing punctuation at the start of a line")
  func kinsoku() {
    let lines = DisplayWidth.wrap("あいうえ。かき", width: 8)
    #expect(lines.allSatisfy { $0.first != "。" })
  }

  @Test("mixes Latin words and CJK characters")
  func mixed() {
    let lines = DisplayWidth.wrap("Call 李小龙 today", width: 8)
    #expect(lines == ["Call 李", "小龙", "today"])
  }

  @Test("collapses runs of spaces at break points")
  func spaces() {
    #expect(DisplayWidth.wrap("a    b", width: 10) == ["a b"])
    #expect(DisplayWidth.wrap("   ", width: 10) == [""])
  }

  @Test(
    "every line fits, for many widths and texts",
    arguments: [1, 2, 3, 5, 8, 13, 40],
    [
      "This app uses your contacts to find friends who already use it.", "Zoë 👩‍💻 works at 株式会社テスト in Tōkyō",
      "Ελένη Παπαδοπούλου", "🇯🇵🇫🇷 flags and ❤️",
    ])
  func fits(width: Int, text: String) {
    let lines = DisplayWidth.wrap(text, width: width)
    #expect(!lines.isEmpty)
    for line in lines { #expect(DisplayWidth.of(line) <= max(width, 2), "\(line)") }
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }

  @Test("gives nothing for no width or no text")
  func degenerate() {
    #expect(DisplayWidth.wrap("abc", width: 0).isEmpty)
    #expect(DisplayWidth.wrap("", width: 10).isEmpty)
  }
}
