import TestSupport
import Testing

@testable import TerminalUI

@Suite("Word wrap: linear in the text, and only as many lines as asked for")
struct WrapLinearityTests {
  @Test(
    "wrapping work grows linearly with the text, with or without spaces",
    arguments: ["x", "李", "ab "])
  func linearWork(unit: String) {
    func work(_ count: Int) -> Int {
      var work = 0
      let lines = DisplayWidth.wrap(
        String(repeating: unit, count: count), width: 40, maxLines: .max, work: &work)
      #expect(!lines.isEmpty)
      return work
    }
    let small = work(10_000)
    let large = work(100_000)
    #expect(small > 0)
    #expect(large <= small * 11, "10× the text cost \(Double(large) / Double(small))× the work")
  }

  @Test("a 1 MB word without a space is measured at most twice per character")
  func megabyteWord() {
    var work = 0
    let text = String(repeating: "a", count: 1 << 20)
    let lines = DisplayWidth.wrap(text, width: 60, maxLines: .max, work: &work)
    #expect(lines.count == (1 << 20 + 59) / 60)
    #expect(work <= 2 * (1 << 20))
  }

  @Test("asking for a few lines of a long text reads only what those lines hold")
  func fewLines() {
    var work = 0
    let text = String(repeating: "a", count: 1 << 20) + " tail\nmore"
    let lines = DisplayWidth.wrap(text, width: 60, maxLines: 3, work: &work)
    #expect(lines == Array(repeating: String(repeating: "a", count: 60), count: 3))
    #expect(work <= 2 * (3 * 60 + 2), "read \(work) characters for three lines")
    var paragraphsWork = 0
    let paragraphs = String(repeating: "short line\n", count: 100_000)
    #expect(
      DisplayWidth.wrap(paragraphs, width: 60, maxLines: 2, work: &paragraphsWork) == ["short line", "short line"])
    #expect(paragraphsWork <= 40)
  }

  @Test(
    "the first n lines are the first n lines of the whole wrap",
    arguments: [1, 2, 5, 40])
  func prefixOfWhole(maxLines: Int) {
    let text = "Zoë 👩‍💻 works at 株式会社テスト in Tōkyō.\n\nThe quick brown fox jumps over the lazy dog。"
    for width in [1, 3, 8, 20] {
      let whole = DisplayWidth.wrap(text, width: width)
      #expect(DisplayWidth.wrap(text, width: width, maxLines: maxLines) == Array(whole.prefix(maxLines)))
    }
  }

  @Test("the one-pass wrap gives the lines the earlier wrap gave, on generated texts")
  func matchesReference() {
    var random = SeededRandom(seed: 9)
    let pieces = [
      "a", "b", "word", "supercalifragilistic", " ", " ", "  ", "\t", "\n", "李", "小", "。", "、", "）", "👩‍💻", "🇯🇵",
      "e\u{301}", "Ελένη", "x", "abcdefghijklmnopqrstuvwxyz", "。。", "a。b",
    ]
    for _ in 0..<2_000 {
      let text = (0..<random.int(30)).map { _ in random.pick(pieces) }.joined()
      let width = 1 + random.int(12)
      #expect(DisplayWidth.wrap(text, width: width) == ReferenceWrap.wrap(text, width: width), "\(text) at \(width)")
    }
  }
}

@Suite("Long text measured only as far as it can be shown")
struct BoundedMeasureTests {
  @Test("the widest line is counted up to the limit, across lines")
  func widestLine() {
    #expect(DisplayWidth.widestLine("ab\nabcd\nc", upTo: 10) == 4)
    #expect(DisplayWidth.widestLine("ab\n" + String(repeating: "x", count: 1 << 20), upTo: 60) == 60)
    #expect(DisplayWidth.widestLine("李小龙\n", upTo: 10) == 6)
    #expect(DisplayWidth.widestLine("", upTo: 10) == 0)
  }

  @Test("truncating a 1 MB text gives the same as measuring it whole would")
  func truncate() {
    let long = String(repeating: "y", count: 1 << 20)
    #expect(DisplayWidth.truncate(long, to: 5) == "yyyy…")
    #expect(DisplayWidth.truncate("short", to: 5) == "short")
    #expect(DisplayWidth.exceeds(long, 1 << 20) == false)
    #expect(DisplayWidth.exceeds(long, (1 << 20) - 1))
  }

  @Test("a prompt with a 1 MB body without a space shows a screenful, cut with an ellipsis")
  func megabyteBody() throws {
    let state = DialogState(
      title: "“Long” Would Like to Access Your Contacts", body: "START" + String(repeating: "d", count: 1 << 20),
      buttons: ["Don’t Allow", "OK"], focus: 0, acceptButton: 1, refuseButton: 0)
    let layout = DialogLayout.compute(for: state, in: Size(rows: 24, cols: 80))
    let box = try #require(layout.box)
    #expect(box.height <= 24)
    #expect(layout.bodyLines.first?.text.hasPrefix("START") == true)
    #expect(layout.bodyLines.last?.text.hasSuffix("…") == true)
    #expect(layout.buttonRects.count == 2)
  }
}

/// The wrap as it was before it was made one-pass (quadratic in a long word's length): the
/// reference the new one must agree with on small texts.
enum ReferenceWrap {
  static func wrap(_ s: String, width: Int) -> [String] {
    guard width > 0, !s.isEmpty else { return [] }
    return s.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      wrapParagraph(Substring(paragraph), width: width)
    }
  }

  private struct Token {
    var text: String
    var width: Int
    var spaceBefore: Bool
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for token in tokens(of: paragraph) {
      let separator = (lineWidth > 0 && token.spaceBefore) ? 1 : 0
      if lineWidth + separator + token.width <= width {
        line += (separator == 1 ? " " : "") + token.text
        lineWidth += separator + token.width
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      line = ""
      lineWidth = 0
      var rest = Substring(token.text)
      while DisplayWidth.of(String(rest)) > width {
        var piece = DisplayWidth.prefix(String(rest), fitting: width)
        if piece.isEmpty, let first = rest.first { piece = Substring(String(first)) }
        lines.append(String(piece))
        rest = rest.dropFirst(piece.count)
      }
      line = String(rest)
      lineWidth = DisplayWidth.of(line)
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  private static func tokens(of paragraph: Substring) -> [Token] {
    var tokens: [Token] = []
    var word = ""
    var wordWidth = 0
    var spacePending = false
    var wordSpaceBefore = false
    func flush() {
      if !word.isEmpty { tokens.append(Token(text: word, width: wordWidth, spaceBefore: wordSpaceBefore)) }
      word = ""
      wordWidth = 0
    }
    for character in paragraph {
      if character == " " || character == "\t" {
        flush()
        spacePending = true
        continue
      }
      let w = DisplayWidth.of(character)
      if w == 2 {
        flush()
        if DisplayWidth.isClosingPunctuation(character), !spacePending, var last = tokens.popLast() {
          last.text.append(character)
          last.width += w
          tokens.append(last)
        } else {
          tokens.append(Token(text: String(character), width: w, spaceBefore: spacePending))
        }
        spacePending = false
        continue
      }
      if word.isEmpty {
        wordSpaceBefore = spacePending
        spacePending = false
      }
      word.append(character)
      wordWidth += w
    }
    flush()
    return tokens
  }
}
