import ContactModel
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

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

  @Test("letters of other scripts head their own sections; typing one jumps to it")
  func otherScripts() {
    let sections = BrowserSections(sortedLetters: "ABWZΕΩОЯאمㄱㄱㅂ#")
    #expect(sections.letters == ["A", "B", "W", "Z", "Ε", "Ω", "О", "Я", "א", "م", "ㄱ", "ㅂ", "#"])
    #expect(sections.section(for: "я") == 7)
    #expect(sections.section(for: "ㅂ") == 11)
    #expect(sections.section(for: "x") == 3)
  }

  @Test("a directory of many scripts: Han under its pinyin letter, others by script, # last, no section twice")
  func directorySections() {
    let people: [(String, String)] = [
      ("Anna", "Smith"), ("伟", "王"), ("娜", "李"), ("Wendy", "Walker"), ("Ольга", "Иванова"), ("Юлия", "Орлова"),
      ("Ελένη", "Οικονόμου"), ("דוד", "כהן"), ("محمد", "منصور"), ("민준", "김"), ("서연", "박"), ("", "42 Club"),
    ]
    let contacts = people.map { BrowserFixture.person($0.0, $0.1, org: "") }
    let directory = ContactDirectory(contacts: contacts, sortOrder: .familyName, displayOrder: .givenFirst)
    // Greek Omicron, then Cyrillic И and О: by script, in Unicode order.
    #expect(
      directory.sections.letters == ["L", "S", "W", "\u{039F}", "И", "\u{041E}", "כ", "م", "ㄱ", "ㅂ", "#"])
    let west = directory.sections.starts[2]
    #expect(directory.contacts[west].familyName == "Walker" && directory.contacts[west + 1].familyName == "王")
  }

  @Test("the fast section letter agrees with the letter of the full sort key", arguments: ContactSortOrder.allCases)
  func fastSectionLetter(order: ContactSortOrder) {
    var tricky = BrowserFixture.contacts + BrowserFixture.generated(50)
    for (given, family) in [
      ("Émile", "Zola"), ("E\u{301}mile", ""), ("", "Ørsted"), ("Æsa", "Œuvre"), ("", "ß"), ("", ""),
      ("1st", "2nd"), ("", "\u{301}"), ("Ελένη", "Λάμπρου"), ("Иван", "Петров"), ("", "'t Hooft"),
      ("伟", "王"), ("", "欧阳"), ("민준", "김"), ("까치", ""), ("דוד", "כהן"), ("محمد", ""), ("さくら", "🙂"),
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
