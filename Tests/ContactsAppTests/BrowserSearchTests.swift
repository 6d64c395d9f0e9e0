import ContactModel
import ContactsScreens
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("Browser state: incremental search")
struct BrowserSearchTests {
  let content = BrowserFixture.content()
  let size = Size(rows: 24, cols: 80)

  /// The names listed after typing `query`.
  func names(after query: String) -> [String] {
    var state = BrowserState(content: content, size: size)
    state.apply([.search], content)
    state.type(query, content)
    return (0..<state.list.count).compactMap { state.rows.contact(atRow: $0) }.map(content.directory.name)
  }

  @Test(
    "matching ignores case and accents (also decomposed), needs every word, and reads phones by digits",
    arguments: [
      ("jose", ["José Álvarez"]),
      ("ALVAREZ", ["José Álvarez"]),
      ("renee", ["Renée Dubois"]),
      ("rené", ["Renée Dubois"]),
      ("dave", ["David Dunn"]),
      ("sons", ["David Dunn"]),
      ("example.ie", ["Zoë O’Brien-Ng"]),
      ("soren", ["Søren Zander"]),
      ("山田", ["山田太郎"]),
      ("pizza", ["Acme Pizza 🍕"]),
      ("5550100", ["Acme Pizza 🍕", "Anna Adams", "Zed Zimmer"]),
      ("555-0100", ["Acme Pizza 🍕", "Anna Adams", "Zed Zimmer"]),
      ("maria 1234", ["Maria Müller"]),
      ("z example", ["José Álvarez", "Zoë O’Brien-Ng", "Søren Zander"]),
      ("nobody", []),
    ])
  func matching(query: String, expected: [String]) {
    #expect(names(after: query) == expected)
  }

  @Test("typing narrows with every key, selects the first match, and shows no headers")
  func narrows() {
    var state = BrowserState(content: content, size: size)
    state.apply([.search], content)
    #expect(state.keyContext == .textEntry)
    var counts: [Int] = []
    for character in "zo" {
      state.type(String(character), content)
      counts.append(state.list.count)
      #expect(state.list.selected == 0)
      #expect(!(0..<state.list.count).contains { state.rows.isHeader($0) })
    }
    #expect(counts == [5, 1], "z: Álvarez, Pizza, O’Brien-Ng (zoe@), Zander, Zimmer")
    #expect(state.search?.query == "zo")
  }

  @Test("Backspace widens to exactly the earlier results, and past the start ends the search")
  func backspaceWidens() {
    var state = BrowserState(content: content, size: size)
    state.apply([.search], content)
    state.type("z", content)
    let wide = state.search?.matches
    state.type("e", content)
    #expect(state.list.count == 1)
    state.apply([.widget(.deleteBackward)], content)
    #expect(state.search?.matches == wide)
    state.apply([.widget(.deleteBackward)], content)
    #expect(state.search?.isBlank == true)
    #expect(state.list.count == content.directory.sections.rowCount)
    state.apply([.widget(.deleteBackward)], content)
    #expect(state.search == nil)
    #expect(state.keyContext == .list)
  }

  @Test(
    "Enter opens the selected result's card; Esc goes back to the results, browsed; Esc again clears, keeping the contact"
  )
  func enterThenEscape() {
    var state = BrowserState(content: content, size: size)
    state.apply([.search], content)
    state.type("example", content)
    state.apply([.widget(.moveDown)], content)
    state.apply([.widget(.open)], content)
    #expect(state.keyContext == .detail)
    #expect(state.detail.map { content.directory.name($0.contact) } == "Bob Brown")
    state.apply([.widget(.cancel)], content)
    #expect(state.keyContext == .list)
    #expect(state.search?.query == "example")
    #expect(state.selectedName(content) == "Bob Brown")
    state.apply([.widget(.cancel)], content)
    #expect(state.search == nil)
    #expect(state.selectedName(content) == "Bob Brown")
    #expect(state.list.count == content.directory.sections.rowCount)
  }

  @Test("↓, Ctrl-N and Ctrl-P move in the results while the query keeps the focus")
  func movesWhileTyping() {
    var state = BrowserState(content: content, size: size)
    state.apply([.search], content)
    state.type("example", content)
    let keys: [KeyPress] = [.special(.down), .ctrl("n"), .ctrl("p")]
    var selected: [Int] = []
    for key in keys {
      guard let command = AppKeyTable.command(for: key, in: state.keyContext) else {
        Issue.record("\(key) is not bound while typing")
        return
      }
      state.apply([command], content)
      #expect(state.keyContext == .textEntry)
      selected.append(state.list.selected)
    }
    #expect(selected == [1, 2, 1])
    state.type("x", content)
    #expect(state.search?.query == "examplex", "typing goes on in the query")
  }

  @Test("clearing a search leaves the list as it was when the contact is on that page (no re-centring)")
  func clearKeepsThePage() {
    var state = BrowserState(content: content, size: Size(rows: 10, cols: 60))
    state.apply([.widget(.last), .widget(.moveUp)], content)
    let top = state.list.top
    #expect(top > 0 && state.list.selected - top > state.list.pageHeight / 2, "low on a scrolled page")
    let selected = state.list.selected
    let name = state.selectedName(content)
    state.apply([.search], content)
    state.type(name ?? "", content)
    #expect(state.list.count == 1)
    state.apply([.widget(.cancel)], content)
    #expect(state.selectedName(content) == name)
    #expect(state.list.top == top)
    #expect(state.list.selected == selected)
  }

  @Test("Esc while typing clears the search at once")
  func escapeWhileTyping() {
    var state = BrowserState(content: content, size: size)
    state.apply([.widget(.moveDown), .search], content)
    state.type("bob", content)
    state.apply([.widget(.cancel)], content)
    #expect(state.search == nil)
    #expect(state.selectedName(content) == "Bob Brown")
  }

  @Test("no results: nothing selected, Enter opens nothing")
  func noResults() {
    var state = BrowserState(content: content, size: size)
    state.apply([.search], content)
    state.type("qqq", content)
    #expect(state.list.count == 0)
    #expect(state.selectedContact == nil)
    state.apply([.widget(.open), .widget(.open)], content)
    #expect(state.detail == nil)
  }

  @Test("a refinement filters the previous result; a digit after bare punctuation searches afresh")
  func refinementRule() {
    #expect(BrowserSearch.canRefine("jos", adding: "e"))
    #expect(BrowserSearch.canRefine("maria ", adding: "m"))
    #expect(BrowserSearch.canRefine("5550", adding: "a"))
    #expect(BrowserSearch.canRefine("555-", adding: "0"))
    #expect(BrowserSearch.canRefine("(555) ", adding: "0"))
    #expect(BrowserSearch.canRefine("o.brien", adding: "x"))
    #expect(!BrowserSearch.canRefine("555-0100", adding: "x"))
    #expect(!BrowserSearch.canRefine("(", adding: "5"))
    #expect(!BrowserSearch.canRefine("anna +", adding: "1"))
    #expect(names(after: "+5550100") == names(after: "5550100"))
  }

  @Test("a phone-like word that turns into text finds text the digits alone would not")
  func phoneWordBecomesText() {
    var odd = BrowserFixture.person("Odd", "Address", email: "555-0100x@example.com")
    odd.identifier = "odd"
    let content = BrowserFixture.content(BrowserFixture.contacts + [odd])
    var state = BrowserState(content: content, size: size)
    state.apply([.search], content)
    state.type("555-0100", content)
    #expect(
      !(0..<state.list.count).contains { state.rows.contact(atRow: $0).map(content.directory.name) == "Odd Address" })
    state.type("x", content)
    #expect(state.list.count == 1)
    #expect(state.selectedName(content) == "Odd Address")
  }

  @Test("' jumps within the results to the first match in or after that section")
  func jumpInResults() {
    var state = BrowserState(content: content, size: size)
    state.apply([.search], content)
    state.type("example", content)
    state.apply([.widget(.open), .widget(.cancel), .jumpToSection, .widget(.insert("z"))], content)
    #expect(state.selectedName(content) == "Søren Zander")
  }
}
