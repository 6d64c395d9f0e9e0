import Foundation
import TerminalUI

extension ContactDirectory {
  /// The list row for contact `index`, with the first place each of `words` occurs in the name
  /// underlined, ignoring case and accents as the search does ("jose" marks "José").
  ///
  /// Only drawn rows are asked for, so this costs a few string searches per visible row.
  public func row(_ index: Int, highlighting words: [Substring]) -> ListRow {
    var row = row(index)
    guard !words.isEmpty else { return row }
    for word in words {
      if let range = row.text.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) {
        row.highlights.append(range)
      }
    }
    return row
  }
}
