/// The A–Z and # sections of a sorted contact list, and the mapping between list rows (headers
/// included) and contacts.
///
/// Built once at load in one O(n) pass; afterwards every mapping is a binary search over the
/// section starts (at most 27), so no key press ever walks the contacts.
package struct BrowserSections: Equatable, Sendable {
  /// What one row of the sectioned list shows.
  package enum Item: Equatable, Sendable {
    /// The header of section `section` (an index into `letters`).
    case header(section: Int)
    /// The contact at this index of the directory.
    case contact(Int)
  }

  /// Each section's letter, in list order.
  package let letters: [Character]
  /// The index of each section's first contact, ascending.
  package let starts: [Int]
  /// The number of contacts.
  package let contactCount: Int

  /// Sections from each sorted contact's section letter: a new one begins wherever the letter changes.
  package init<Letters: Sequence>(sortedLetters: Letters) where Letters.Element == Character {
    self.init(sortedCodes: sortedLetters.map { $0.asciiValue ?? UInt8(ascii: "#") })
  }

  /// Sections from each sorted contact's section letter as an ASCII code ("A"…"Z", "#"): one
  /// pass of byte comparisons, so a million contacts take a millisecond or two.
  package init(sortedCodes: [UInt8]) {
    var letters: [Character] = []
    var starts: [Int] = []
    var previous: UInt8?
    for (index, code) in sortedCodes.enumerated() where code != previous {
      letters.append(Character(Unicode.Scalar(code)))
      starts.append(index)
      previous = code
    }
    self.letters = letters
    self.starts = starts
    self.contactCount = sortedCodes.count
  }

  /// The number of list rows: every contact plus one header per section.
  package var rowCount: Int { contactCount + starts.count }

  /// The list row of section `section`'s header.
  package func headerRow(_ section: Int) -> Int { starts[section] + section }

  /// The list row of contact `index`.
  package func row(ofContact index: Int) -> Int { index + section(ofContact: index) + 1 }

  /// The section that contact `index` is in.
  package func section(ofContact index: Int) -> Int {
    // The last section whose first contact is at or before `index`.
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= index { low = middle } else { high = middle }
    }
    return low
  }

  /// What list row `row` shows.
  package func item(atRow row: Int) -> Item {
    // The last section whose header row is at or before `row`.
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if headerRow(middle) <= row { low = middle } else { high = middle }
    }
    let header = headerRow(low)
    return row == header ? .header(section: low) : .contact(row - low - 1)
  }

  /// The section to jump to for `letter`: its own, else the next one after it, else the last.
  package func section(for letter: Character) -> Int? {
    guard !letters.isEmpty else { return nil }
    let wanted = Character(letter.uppercased())
    if let exact = letters.firstIndex(of: wanted) { return exact }
    guard wanted.isLetter, wanted.isASCII else { return letters.firstIndex(of: "#") }
    return letters.firstIndex { $0 != "#" && $0 > wanted } ?? letters.count - 1
  }
}
