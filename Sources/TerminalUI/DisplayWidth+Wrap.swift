extension DisplayWidth {
  /// `s` word-wrapped to lines of at most `width` columns.
  ///
  /// Breaks at spaces, keeps "\n" as a line break (an empty paragraph gives an empty line),
  /// breaks a word wider than a line by width, and lets CJK and other wide text, which has no
  /// spaces, break between any two characters (but not before closing punctuation such as "。").
  /// One pass over the text: the time is linear in its length, however long its words are.
  public static func wrap(_ s: String, width: Int) -> [String] {
    wrap(s, width: width, maxLines: .max)
  }

  /// The first `maxLines` lines of `wrap(s, width:)`, found without laying out the rest: a view
  /// that shows a few lines of a long text pays only for the text those lines hold.
  public static func wrap(_ s: String, width: Int, maxLines: Int) -> [String] {
    var work = 0
    return wrap(s, width: width, maxLines: maxLines, work: &work)
  }

  /// The wrap, adding to `work` one for every character it measures (what its time is linear
  /// in; tests compare it across input sizes instead of timing).
  static func wrap(_ s: String, width: Int, maxLines: Int, work: inout Int) -> [String] {
    guard width > 0, maxLines > 0, !s.isEmpty else { return [] }
    var wrapper = Wrapper(width: width, maxLines: maxLines)
    for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
      wrapper.wrapParagraph(paragraph, work: &work)
      if wrapper.isFull { break }
    }
    return wrapper.lines
  }

  /// Closing punctuation that never starts a line of wide text.
  static func isClosingPunctuation(_ character: Character) -> Bool {
    "、。，．！？：；）」』】〉》〕｝・ー".contains(character)
  }
}

/// The line being filled and the lines done, fed one unbreakable token at a time.
private struct Wrapper {
  let width: Int
  let maxLines: Int
  var lines: [String] = []
  private var line = ""
  private var lineWidth = 0

  init(width: Int, maxLines: Int) {
    self.width = width
    self.maxLines = maxLines
  }

  var isFull: Bool { lines.count >= maxLines }

  /// Tokenizes `paragraph` (words, single wide characters with any closing punctuation after
  /// them) and lays each token out as soon as it is complete.
  mutating func wrapParagraph(_ paragraph: Substring, work: inout Int) {
    var word = ""
    var wordWidth = 0
    var wordSpaceBefore = false
    var spacePending = false
    // A wide character (or a token that closing punctuation joined) waits here, so closing
    // punctuation right after it can join it.
    var wide = ""
    var wideWidth = 0
    var wideSpaceBefore = false
    for character in paragraph {
      if isFull { return }
      if character == " " || character == "\t" {
        place(&word, wordWidth, wordSpaceBefore, work: &work)
        wordWidth = 0
        place(&wide, wideWidth, wideSpaceBefore, work: &work)
        wideWidth = 0
        spacePending = true
        continue
      }
      work += 1
      let w = DisplayWidth.of(character)
      if w == 2 {
        if DisplayWidth.isClosingPunctuation(character), !spacePending, !(wide.isEmpty && word.isEmpty) {
          // The word and its punctuation become one token; a word after them is another.
          if wide.isEmpty {
            swap(&wide, &word)
            wideWidth = wordWidth
            wordWidth = 0
            wideSpaceBefore = wordSpaceBefore
          }
          wide.append(character)
          wideWidth += w
          continue
        }
        place(&word, wordWidth, wordSpaceBefore, work: &work)
        wordWidth = 0
        place(&wide, wideWidth, wideSpaceBefore, work: &work)
        wide.append(character)
        wideWidth = w
        wideSpaceBefore = spacePending
        spacePending = false
        continue
      }
      place(&wide, wideWidth, wideSpaceBefore, work: &work)
      wideWidth = 0
      if word.isEmpty {
        wordSpaceBefore = spacePending
        spacePending = false
      }
      word.append(character)
      wordWidth += w
    }
    place(&word, wordWidth, wordSpaceBefore, work: &work)
    place(&wide, wideWidth, wideSpaceBefore, work: &work)
    if lineWidth > 0 || !paragraphHadLine { finishLine() }
    paragraphHadLine = false
  }

  /// Whether the paragraph being wrapped has already ended a line (so an empty rest adds none).
  private var paragraphHadLine = false

  /// Adds a token (and empties it): on the current line when it fits, else on new lines,
  /// broken by width when it is wider than a line.
  private mutating func place(_ token: inout String, _ tokenWidth: Int, _ spaceBefore: Bool, work: inout Int) {
    guard !token.isEmpty else { return }
    defer { token = "" }
    let separator = (lineWidth > 0 && spaceBefore) ? 1 : 0
    if lineWidth + separator + tokenWidth <= width {
      if separator == 1 { line.append(" ") }
      line += token
      lineWidth += separator + tokenWidth
      return
    }
    if lineWidth > 0 { finishLine() }
    guard tokenWidth > width else {
      line = token
      lineWidth = tokenWidth
      return
    }
    // One pass over the token: each character is measured once, whatever its length.
    for character in token {
      work += 1
      let w = DisplayWidth.of(character)
      if lineWidth + w > width && lineWidth > 0 {
        finishLine()
        if isFull { return }
      }
      line.append(character)
      lineWidth += w
    }
  }

  private mutating func finishLine() {
    guard !isFull else { return }
    lines.append(line)
    line = ""
    lineWidth = 0
    paragraphHadLine = true
  }
}
