import ContactModel
import ContactsScreens
import TerminalUI
import TestSupport
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("Browser state: moving through the sectioned list")
struct BrowserStateTests {
  let content = BrowserFixture.content()
  let size = Size(rows: 24, cols: 80)

  @Test("the list is sorted by family name under A–Z headers; 山田 under S, by its pinyin letter")
  func sections() {
    let sections = content.directory.sections
    #expect(sections.letters == ["A", "B", "D", "M", "O", "S", "Y", "Z"])
    #expect(sections.starts == [0, 3, 4, 6, 7, 8, 9, 10])
    #expect(sections.rowCount == 20)
    let names = (0..<content.directory.count).map(content.directory.name)
    #expect(names.prefix(4) == ["Acme Pizza 🍕", "Anna Adams", "José Álvarez", "Bob Brown"])
    #expect(names[8] == "山田太郎")
    #expect(names.last == "Zed Zimmer")
  }

  @Test("--sort given --display family-first: sections by given name, names family first, CJK as always")
  func sortAndDisplay() {
    let content = BrowserFixture.content(sort: .givenName, display: .familyFirst)
    let names = (0..<content.directory.count).map(content.directory.name)
    #expect(content.directory.sections.letters == ["A", "B", "D", "J", "M", "R", "S", "T", "Y", "Z"])
    #expect(names.prefix(4) == ["Acme Pizza 🍕", "Adams Anna", "Brown Bob", "Dunn David"])
    #expect(names.contains("Álvarez José"))
    #expect(names.last == "O’Brien-Ng Zoë")
    #expect(names[names.count - 4] == "山田太郎", "太郎 under T, by its pinyin letter")
  }

  @Test("it opens on the first contact, with its header above it")
  func opensOnFirstContact() {
    let state = BrowserState(content: content, size: size)
    #expect(state.list.selected == 1)
    #expect(state.list.top == 0)
    #expect(state.selectedName(content) == "Acme Pizza 🍕")
  }

  @Test("moving down past a section's last contact skips the next header; up skips it back")
  func movesSkipHeaders() {
    var state = BrowserState(content: content, size: size)
    state.apply([.widget(.moveDown), .widget(.moveDown)], content)
    #expect(state.selectedName(content) == "José Álvarez")
    state.apply([.widget(.moveDown)], content)
    #expect(state.selectedName(content) == "Bob Brown")
    #expect(state.list.selected == 5)
    state.apply([.widget(.moveUp)], content)
    #expect(state.selectedName(content) == "José Álvarez")
  }

  @Test("up on the first contact stays, and first/last go to the ends")
  func ends() {
    var state = BrowserState(content: content, size: size)
    state.apply([.widget(.moveUp), .widget(.moveUp)], content)
    #expect(state.list.selected == 1)
    state.apply([.widget(.last)], content)
    #expect(state.selectedName(content) == "Zed Zimmer")
    #expect(state.list.selected == 19)
    state.apply([.widget(.first)], content)
    #expect(state.list.selected == 1)
    #expect(state.list.top == 0)
  }

  @Test("moving up to a section's first contact at the top of the view reveals its header")
  func revealsHeader() {
    var state = BrowserState(content: content, size: Size(rows: 6, cols: 40))  // 4 list rows
    state.apply([.widget(.last)], content)
    for _ in 0..<20 {
      state.apply([.widget(.moveUp)], content)
      let row = state.list.selected
      if state.rows.isHeader(row - 1) { #expect(state.list.top <= row - 1, "header of row \(row) hidden") }
    }
    #expect(state.list.selected == 1)
    #expect(state.list.top == 0)
  }

  @Test(
    "' and a letter jump to that section, or the next one present",
    arguments: [
      ("m", "Maria Müller"), ("c", "Renée Dubois"), ("Z", "Søren Zander"), ("s", "山田太郎"), ("t", "Yuki Yamamoto"),
    ])
  func jumps(letter: Character, expected: String) {
    var state = BrowserState(content: content, size: Size(rows: 8, cols: 40))
    state.apply([.jumpToSection], content)
    #expect(state.keyContext == .textEntry)
    state.apply([.widget(.insert(letter))], content)
    #expect(state.selectedName(content) == expected)
    let atEnd = state.list.top == state.list.count - state.list.pageHeight
    #expect(state.rows.isHeader(state.list.top) || atEnd, "the section's header is at the top, or the list's end shows")
    #expect(state.rows.isHeader(state.list.selected - 1) && state.list.top < state.list.selected)
    #expect(state.keyContext == .list)
  }

  @Test("] goes to the next section's first contact, its header at the top, and stops at the last")
  func nextSection() {
    var state = BrowserState(content: content, size: Size(rows: 8, cols: 40))
    var visited: [String?] = []
    for _ in 0..<8 {
      state.apply([.nextSection], content)
      visited.append(state.selectedName(content))
      #expect(state.rows.isHeader(state.list.selected - 1) && state.list.top < state.list.selected)
    }
    #expect(
      visited == [
        "Bob Brown", "Renée Dubois", "Maria Müller", "Zoë O’Brien-Ng", "山田太郎", "Yuki Yamamoto",
        "Søren Zander", "Søren Zander",
      ])
  }

  @Test("[ goes to this section's first contact, then to the previous section's, and stops at the first")
  func previousSection() {
    var state = BrowserState(content: content, size: Size(rows: 8, cols: 40))
    state.apply([.widget(.last)], content)
    #expect(state.selectedName(content) == "Zed Zimmer")
    state.apply([.previousSection], content)
    #expect(state.selectedName(content) == "Søren Zander", "first of its own section")
    state.apply([.previousSection], content)
    #expect(state.selectedName(content) == "Yuki Yamamoto", "then the section before")
    for _ in 0..<10 { state.apply([.previousSection], content) }
    #expect(state.list.selected == 1)
    #expect(state.list.top == 0)
  }

  @Test("in search results, which have no sections, [ and ] do nothing")
  func sectionKeysInResults() {
    var state = BrowserState(content: content, size: size)
    state.apply([.search, .widget(.insert("s")), .widget(.open)], content)
    let before = state.list
    state.apply([.nextSection, .previousSection], content)
    #expect(state.list == before)
  }

  @Test("a jump is cancelled by any other key, which does nothing else")
  func jumpCancelled() {
    var state = BrowserState(content: content, size: size)
    state.apply([.jumpToSection, .widget(.cancel)], content)
    #expect(state.keyContext == .list)
    #expect(state.list.selected == 1)
  }

  @Test("q quits; m manages the selection only when access is limited")
  func outcomes() {
    var state = BrowserState(content: content, size: size)
    #expect(state.handle(.manage, content: content) == nil)
    #expect(state.handle(.widget(.quit), content: content) == .quit)
    let limited = BrowserFixture.content(limited: true)
    var limitedState = BrowserState(content: limited, size: size)
    #expect(limitedState.handle(.manage, content: limited) == .manageSelection)
  }

  @Test("M asks to merge the selected contact when the browser can merge, and does nothing otherwise")
  func mergeOutcome() throws {
    var state = BrowserState(content: content, size: size)
    #expect(state.handle(.mergeDuplicates, content: content) == nil)
    let merging = BrowserFixture.content(canMerge: true)
    var mergingState = BrowserState(content: merging, size: size)
    let selected = try #require(mergingState.selectedContact)
    let identifier = merging.directory.contacts[selected].identifier
    #expect(mergingState.handle(.mergeDuplicates, content: merging) == .mergeDuplicates(identifier))
    let empty = BrowserFixture.content([], canMerge: true)
    var emptyState = BrowserState(content: empty, size: size)
    #expect(emptyState.handle(.mergeDuplicates, content: empty) == nil)
  }

  @Test("a reload can select a contact by identifier; an unknown one leaves the selection")
  func selectByIdentifier() throws {
    var state = BrowserState(content: content, size: size)
    let last = try #require(content.directory.contacts.last)
    state.select(identifier: last.identifier, content: content)
    let selected = try #require(state.selectedContact)
    #expect(content.directory.contacts[selected].identifier == last.identifier)
    state.select(identifier: "no such contact", content: content)
    #expect(state.selectedContact == selected)
  }

  @Test("an empty address book lists nothing, and no key fails")
  func emptyBook() {
    let empty = BrowserFixture.content([])
    var state = BrowserState(content: empty, size: size)
    let commands: [AppCommand] = [
      .widget(.moveDown), .widget(.moveUp), .widget(.pageDown), .widget(.pageUp), .widget(.last), .widget(.first),
      .widget(.open), .jumpToSection, .widget(.insert("a")), .search,
      .widget(.insert("x")), .widget(.deleteBackward), .widget(.deleteBackward), .help, .widget(.cancel), .showWarnings,
      .widget(.cancel),
    ]
    #expect(state.apply(commands, empty) == nil)
    #expect(state.list.count == 0)
    #expect(state.selectedContact == nil)
    #expect(state.detail == nil)
  }

  @Test("the selection starts and stays on a contact, visible, for every size and every key", arguments: [1, 2, 5, 23])
  func invariantsEverywhere(pageHint: Int) {
    let big = BrowserFixture.content(BrowserFixture.generated(300))
    let commands: [AppCommand] = [
      .widget(.moveDown), .widget(.moveUp), .widget(.pageDown), .widget(.pageUp), .widget(.first), .widget(.last),
    ]
    var random = SeededRandom(seed: UInt64(pageHint))
    for rows in [0, 1, 2, 3, pageHint + 2, 24] {
      var state = BrowserState(content: big, size: Size(rows: rows, cols: 30))
      for step in 0..<400 {
        if step % 50 == 49 {
          let size = Size(rows: Int.random(in: 0...30, using: &random), cols: Int.random(in: 0...90, using: &random))
          state.resize(to: size, content: big)
        } else {
          state.apply([commands.randomElement(using: &random)!], big)
        }
        #expect(invariantBreach(state.list) == nil)
        #expect(!state.rows.isHeader(state.list.selected), "selection on a header after step \(step)")
      }
    }
  }
}
