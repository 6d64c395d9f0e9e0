import ContactModel
import Testing

@testable import ContactsApp

@Suite("Browser sections: rows and contacts map both ways by binary search")
struct BrowserSectionsTests {
  @Test(
    "every contact's row shows that contact, every header row its section",
    arguments: [
      "", "A", "AAB", "ABCDEFGHIJKLMNOPQRSTUVWXYZ#", "AAAAZZZZ##", "#", "BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBC",
    ])
  func mapping(letters: String) {
    let sections = BrowserSections(sortedLetters: letters)
    #expect(sections.contactCount == letters.count)
    #expect(sections.rowCount == letters.count + Set(letters).count)
    var row = 0
    var previous: Character?
    for (index, letter) in letters.enumerated() {
      if letter != previous {
        let section = sections.letters.count - (sections.letters.drop { $0 != letter }.count)
        #expect(sections.item(atRow: row) == .header(section: section))
        #expect(sections.headerRow(section) == row)
        row += 1
        previous = letter
      }
      #expect(sections.row(ofContact: index) == row)
      #expect(sections.item(atRow: row) == .contact(index))
      #expect(sections.letters[sections.section(ofContact: index)] == letter)
      row += 1
    }
    #expect(row == sections.rowCount)
  }

  @Test("a letter without a section jumps to the next one; # and digits to #")
  func jumpTargets() {
    let sections = BrowserSections(sortedLetters: "ACCMZ#")
    #expect(sections.section(for: "a") == 0)
    #expect(sections.section(for: "B") == 1)
    #expect(sections.section(for: "n") == 3)
    #expect(sections.section(for: "#") == 4)
    #expect(sections.section(for: "7") == 4)
    #expect(BrowserSections(sortedLetters: "AB").section(for: "q") == 1, "past the end: the last section")
    #expect(BrowserSections(sortedLetters: "").section(for: "a") == nil)
  }

  @Test("the fast section letter agrees with the letter of the full sort key", arguments: ContactSortOrder.allCases)
  func fastSectionLetter(order: ContactSortOrder) {
    var tricky = BrowserFixture.contacts + BrowserFixture.generated(50)
    for (given, family) in [
      ("Émile", "Zola"), ("E\u{301}mile", ""), ("", "Ørsted"), ("Æsa", "Œuvre"), ("", "ß"), ("", ""),
      ("1st", "2nd"), ("", "\u{301}"), ("Ελένη", "Λάμπρου"), ("Иван", "Петров"), ("", "'t Hooft"),
    ] {
      tricky.append(BrowserFixture.person(given, family, org: "Zeta Ltd"))
    }
    for contact in tricky {
      let full = ContactSorting.sectionLetter(forSortKey: ContactSorting.sortKey(contact, order: order))
      #expect(
        ContactSorting.sectionLetter(for: contact, order: order) == full, "\(contact.givenName) \(contact.familyName)")
    }
  }
}
