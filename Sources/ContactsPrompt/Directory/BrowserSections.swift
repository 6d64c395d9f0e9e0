/// The sections of a sorted contact list (A–Z, other scripts' letters, #: `ContactSorting`), and the mapping between list rows (headers
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
    self.init(sortedScalars: sortedLetters.map { $0.unicodeScalars.first?.value ?? 0x23 })
  }

  /// Sections from each sorted contact's section letter as an ASCII code ("A"…"Z", "#").
  package init(sortedCodes: [UInt8]) {
    self.init(sortedScalars: sortedCodes.map(UInt32.init))
  }

  /// Sections from each sorted contact's section letter as a Unicode scalar value ("A", "Ж",
  /// "ㄱ", "#"; a section letter is one scalar): one pass of integer comparisons, so a million
  /// contacts take a millisecond or two.
  package init(sortedScalars: [UInt32]) {
    var letters: [Character] = []
    var starts: [Int] = []
    var previous: UInt32?
    for (index, code) in sortedScalars.enumerated() where code != previous {
      letters.append(Character(Unicode.Scalar(code) ?? "#"))
      starts.append(index)
      previous = code
    }
    self.letters = letters
    self.starts = starts
    self.contactCount = sortedScalars.count
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
