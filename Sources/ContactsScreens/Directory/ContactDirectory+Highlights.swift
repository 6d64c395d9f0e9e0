import ContactsPrompt
package import TerminalUI

extension ContactDirectory {
  /// The list row for contact `index`, with the first place each of the folded `words`
  /// (`MatchHighlighter.words(of:)`) occurs in the name underlined.
  package func row(_ index: Int, highlighting words: [[UInt8]], secondary: SecondaryChoice = .company) -> ListRow {
    var row = row(index, secondary: secondary)
    row.highlights = MatchHighlighter.ranges(of: words, in: row.text)
    return row
  }

  /// The list row for contact `index` in the results of `query`: the name with the words it
  /// shows underlined, and in the right-hand column the field that matched when the name does
  /// not show every word (`MatchedField`), else the `secondary` choice.
  func row(_ index: Int, searching terms: MatchedField.Terms, secondary: SecondaryChoice) -> ListRow {
    var row = row(index, secondary: secondary)
    row.highlights = MatchHighlighter.ranges(of: terms.text, in: row.text)
    if let field = MatchedField.find(terms, in: contacts[index], name: row.text) {
      row.secondary = field.text
      row.secondaryHighlights = field.highlights
    }
    return row
  }
}
