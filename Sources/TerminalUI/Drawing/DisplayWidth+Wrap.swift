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
    wrapper.wrap(s, work: &work)
    return wrapper.lines
  }

  /// Closing punctuation that never starts a line of wide text.
  static func isClosingPunctuation(_ character: Character) -> Bool {
    "、。，．！？：；）」』】〉》〕｝・ー".contains(character)
  }
}

/// The line being filled and the lines done, fed the text one character at a time.
///
/// Tokens are words, and single wide characters with any closing punctuation after them; each is
/// laid out as soon as it is complete, and a word that grows wider than a line is laid out as it
/// grows (it would be broken by width anyway). Paragraphs are split as they are met. So the
/// wrap stops reading as soon as it has `maxLines` lines, whatever comes after.
private struct Wrapper {
  let width: Int
  let maxLines: Int
  var lines: [String] = []
  private var line = ""
  private var lineWidth = 0
  /// Whether the paragraph being wrapped has already ended a line (so an empty rest adds none).
  private var paragraphHadLine = false

  private var word = ""
  private var wordWidth = 0
  private var wordSpaceBefore = false
  /// The word being read is wider than a line: its characters go straight onto lines, and so
  /// does closing punctuation right after it (which the word's token would have held).
  private var streaming = Streaming.none
  private enum Streaming { case none, word, punctuation }
  private var spacePending = false
  /// A wide character (or a token that closing punctuation joined) waits here, so closing
  /// punctuation right after it can join it.
  private var wide = ""
  private var wideWidth = 0
  private var wideSpaceBefore = false

  init(width: Int, maxLines: Int) {
    self.width = width
    self.maxLines = maxLines
  }

  var isFull: Bool { lines.count >= maxLines }

  mutating func wrap(_ text: String, work: inout Int) {
    for character in text {
      if isFull { return }
      switch character {
      case "\n": endParagraph()
      case " ", "\t":
        placeWord(work: &work)
        placeWide(work: &work)
        spacePending = true
      default: add(character, work: &work)
      }
    }
    if !isFull { endParagraph() }
  }

  private mutating func add(_ character: Character, work: inout Int) {
    work += 1
    let w = DisplayWidth.of(character)
    if w == 2 {
      if DisplayWidth.isClosingPunctuation(character), !spacePending, streaming != .none {
        // The punctuation ends a word already on its lines: it follows it, by width.
        placeCharacter(character, w)
        streaming = .punctuation
        return
      }
      streaming = .none
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
        return
      }
      placeWord(work: &work)
      placeWide(work: &work)
      wide.append(character)
      wideWidth = w
      wideSpaceBefore = spacePending
      spacePending = false
      return
    }
    placeWide(work: &work)
    if streaming == .word {
      placeCharacter(character, w)
      return
    }
    streaming = .none
    if word.isEmpty {
      wordSpaceBefore = spacePending
      spacePending = false
    }
    word.append(character)
    wordWidth += w
    if wordWidth > width {
      // Wider than a line whatever follows: lay out what there is, and the rest as it comes.
      let (token, tokenWidth) = (word, wordWidth)
      word = ""
      wordWidth = 0
      place(token, tokenWidth, wordSpaceBefore, work: &work)
      streaming = .word
    }
  }

  private mutating func placeWord(work: inout Int) {
    let (token, tokenWidth) = (word, wordWidth)
    word = ""
    wordWidth = 0
    streaming = .none
    place(token, tokenWidth, wordSpaceBefore, work: &work)
  }

  private mutating func placeWide(work: inout Int) {
    let (token, tokenWidth) = (wide, wideWidth)
    wide = ""
    wideWidth = 0
    place(token, tokenWidth, wideSpaceBefore, work: &work)
  }

  private mutating func endParagraph() {
    var work = 0
    placeWord(work: &work)
    placeWide(work: &work)
    if lineWidth > 0 || !paragraphHadLine { finishLine() }
    paragraphHadLine = false
    spacePending = false
  }

  /// Adds a token: on the current line when it fits, else on new lines, broken by width when
  /// it is wider than a line.
  private mutating func place(_ token: String, _ tokenWidth: Int, _ spaceBefore: Bool, work: inout Int) {
    guard !token.isEmpty else { return }
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
    for character in token {
      work += 1
      placeCharacter(character, DisplayWidth.of(character))
      if isFull { return }
    }
  }

  /// One character of a token wider than a line: on this line if it fits, else on the next.
  private mutating func placeCharacter(_ character: Character, _ w: Int) {
    if lineWidth + w > width && lineWidth > 0 { finishLine() }
    line.append(character)
    lineWidth += w
  }

  private mutating func finishLine() {
    guard !isFull else { return }
    lines.append(line)
    line = ""
    lineWidth = 0
    paragraphHadLine = true
  }
}
