package import ContactsPrompt

/// The rows the list shows now: every contact under its section headers, or the search matches
/// alone. Every lookup is O(1) or a binary search, whatever the number of contacts.
package enum BrowserRows: Sendable {
  /// The whole directory, with A–Z headers.
  case sectioned(BrowserSections)
  /// Search matches (contact indices, ascending), without headers.
  case matches([Int])

  /// The number of rows.
  package var count: Int {
    switch self {
    case .sectioned(let sections): sections.rowCount
    case .matches(let matches): matches.count
    }
  }

  /// What row `row` shows (a header's letter or a contact index).
  package func item(atRow row: Int) -> BrowserSections.Item {
    switch self {
    case .sectioned(let sections): sections.item(atRow: row)
    case .matches(let matches): .contact(matches[row])
    }
  }

  /// The contact at `row`, nil for a header or outside the list.
  package func contact(atRow row: Int) -> Int? {
    guard row >= 0, row < count, case .contact(let index) = item(atRow: row) else { return nil }
    return index
  }

  /// The row of contact `index`, or, when it is not listed, of the first listed contact after it
  /// (the last row when none is).
  package func row(ofContact index: Int) -> Int {
    switch self {
    case .sectioned(let sections):
      return sections.row(ofContact: min(max(0, index), max(0, sections.contactCount - 1)))
    case .matches(let matches):
      var low = 0
      var high = matches.count
      while low < high {
        let middle = (low + high) / 2
        if matches[middle] < index { low = middle + 1 } else { high = middle }
      }
      return min(low, max(0, matches.count - 1))
    }
  }

  /// Whether row `row` is a section header.
  package func isHeader(_ row: Int) -> Bool {
    guard row >= 0, row < count, case .header = item(atRow: row) else { return false }
    return true
  }
}
