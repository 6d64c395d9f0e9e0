package import TerminalUI

extension ContactDirectory {
  /// The list row for contact `index`, with the first place each of the folded `words`
  /// (`MatchHighlighter.words(of:)`) occurs in the name underlined.
  package func row(_ index: Int, highlighting words: [[UInt8]]) -> ListRow {
    var row = row(index)
    row.highlights = MatchHighlighter.ranges(of: words, in: row.text)
    return row
  }
}
