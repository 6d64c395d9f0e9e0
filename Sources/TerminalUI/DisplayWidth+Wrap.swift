extension DisplayWidth {
  /// `s` word-wrapped to lines of at most `width` columns.
  ///
  /// Breaks at spaces, keeps "\n" as a line break (an empty paragraph gives an empty line),
  /// breaks a word wider than a line by width, and lets CJK and other wide text, which has no
  /// spaces, break between any two characters (but not before closing punctuation such as "。").
  public static func wrap(_ s: String, width: Int) -> [String] {
    guard width > 0, !s.isEmpty else { return [] }
    return s.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      wrapParagraph(Substring(paragraph), width: width)
    }
  }

  /// One unbreakable run of text and whether a space came before it.
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
      while of(String(rest)) > width {
        var piece = prefix(String(rest), fitting: width)
        if piece.isEmpty, let first = rest.first { piece = Substring(String(first)) }
        lines.append(String(piece))
        rest = rest.dropFirst(piece.count)
      }
      line = String(rest)
      lineWidth = of(line)
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
      let w = of(character)
      if w == 2 {
        flush()
        if isClosingPunctuation(character), !spacePending, var last = tokens.popLast() {
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

  private static func isClosingPunctuation(_ character: Character) -> Bool {
    "、。，．！？：；）」』】〉》〕｝・ー".contains(character)
  }
}
