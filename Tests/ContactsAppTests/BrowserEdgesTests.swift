import ContactModel
import ContactSearch
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

@Suite("Browser edges: the matched field, the labelled column, the sticky header, the cursor, scroll markers")
struct BrowserEdgesTests {
  let content = BrowserFixture.content()

  /// The screen after typing `query` in a search.
  func searched(_ query: String, rows: Int = 10, cols: Int = 60, content: BrowserContent? = nil) -> MemorySurface {
    let content = content ?? self.content
    return BrowserScreens.render(rows: rows, cols: cols, content: content) { state in
      state.apply([.search], content)
      state.type(query, content)
    }
  }

  /// The characters of `row` drawn underlined.
  func underlined(_ surface: MemorySurface, row: Int) -> String {
    (0..<surface.size.cols).filter { surface.style(atRow: row, col: $0).contains(.underline) }
      .map { surface.cell(atRow: row, col: $0).character }.joined()
  }

  @Test("a phone match shows the number that holds the digits, the digits underlined across its punctuation")
  func phoneMatch() {
    let surface = searched("0199")
    #expect(surface.row(1).hasPrefix(" Acme Pizza 🍕"))
    #expect(surface.row(1).hasSuffix("+1 (555) 010-0199"))
    #expect(underlined(surface, row: 1) == "0199")
    let spread = searched("555-0100")
    let rows = (1...3).map { spread.row($0) }
    #expect(rows.contains { $0.hasPrefix(" Anna Adams") && $0.hasSuffix("+1 (555) 010-0100") })
    let anna = rows.firstIndex { $0.hasPrefix(" Anna Adams") }.map { $0 + 1 } ?? 0
    #expect(underlined(spread, row: anna) == "555) 010-0", "5550100 read through “) ” and “-”")
  }

  @Test("a nickname, an e-mail or a company that matched is shown instead of the usual column")
  func textMatches() {
    let pepe = searched("pepe")
    #expect(pepe.row(1).hasPrefix(" José Álvarez"))
    #expect(pepe.row(1).hasSuffix("Pepe"), "the nickname, not Cafetería Luna")
    #expect(underlined(pepe, row: 1) == "Pepe")
    let mail = searched("example.fr")
    #expect(mail.row(1).hasSuffix("renee.dubois@example.fr"))
    #expect(underlined(mail, row: 1) == "example.fr")
    let company = searched("dunn sons")
    #expect(company.row(1).hasSuffix("Dunn & Sons"))
    #expect(underlined(company, row: 1).hasPrefix("Dunn"), "the name shows “dunn”, the company “Sons”")
  }

  @Test("a match the name shows leaves the usual column, with nothing underlined there")
  func nameMatch() {
    let surface = searched("jose")
    #expect(surface.row(1).hasSuffix("Cafetería Luna"))
    #expect(underlined(surface, row: 1) == "José")
  }

  @Test("the field that holds the most of the words the name does not show wins, nickname first on a tie")
  func bestField() {
    var contact = BrowserFixture.person("Lou", "Reed", phone: "+1 212 555 0000", email: "lulu@example.com")
    contact.nicknames = ["Lulu"]
    let terms = MatchedField.Terms(query: "lulu")
    #expect(MatchedField.find(terms, in: contact, name: "Lou Reed")?.text == "Lulu")
    let two = MatchedField.Terms(query: "lulu example")
    #expect(MatchedField.find(two, in: contact, name: "Lou Reed")?.text == "lulu@example.com")
    #expect(MatchedField.find(MatchedField.Terms(query: "reed"), in: contact, name: "Lou Reed") == nil)
    #expect(MatchedField.Terms(query: "( +").isEmpty, "bare punctuation marks nothing")
  }

  @Test(
    "--secondary picks the column, and the list's top line names it",
    arguments: [
      (SecondaryChoice.company, "Company / Phone", "Cafetería Luna"), (.phone, "Phone", "+34 600 123 456"),
      (.email, "E-mail", "jose@example.es"),
    ])
  func secondaryChoice(choice: SecondaryChoice, label: String, jose: String) {
    let directory = content.directory
    let content = BrowserContent(
      directory: directory, search: content.search, title: "Contacts Demo", sourceName: "Sample address book",
      secondary: choice)
    let surface = BrowserScreens.render(rows: 12, cols: 60, content: content)
    #expect(surface.row(1).hasPrefix(" A "))
    #expect(surface.row(1).hasSuffix(label))
    #expect(surface.role(atRow: 1, col: 58) == .sectionHeader)
    #expect(surface.row(4).hasPrefix(" José Álvarez") && surface.row(4).hasSuffix(jose))
    #expect(content.replacing(directory).secondary == choice, "kept across a reload")
  }

  @Test("--secondary parses for the browser and the demo; an unknown field is a usage error")
  func secondaryOption() throws {
    var expected = RunOptions()
    expected.secondary = .email
    #expect(try ArgumentParser.parse(["--secondary", "email"]) == .run(expected))
    #expect(try ArgumentParser.parse(["--secondary=phone"]) != .run(RunOptions()))
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["--secondary", "fax"]) }
    var phone = DemoOptions()
    phone.run.secondary = .phone
    #expect(try ArgumentParser.parse(["demo", "--secondary", "phone"]) == .demo(phone))
    #expect(HelpText.usage.contains("--secondary company|phone|email"))
  }

  @Test(
    "the sticky header names the section of the top row, whichever row is at the top, and the selection stays below it")
  func stickyHeader() {
    let content = BrowserFixture.content(BrowserFixture.generated(200))
    var state = BrowserState(content: content, size: Size(rows: 10, cols: 50))
    for step in 0..<60 {
      state.apply([.widget(step % 7 == 6 ? .pageDown : .moveDown)], content)
      let surface = MemorySurface(size: Size(rows: 10, cols: 50))
      BrowserView.draw(state, content: content, on: surface)
      guard case .sectioned(let sections) = state.rows else { return }
      let section: Int
      switch state.rows.item(atRow: state.list.top) {
      case .header(let header): section = header
      case .contact(let index): section = sections.section(ofContact: index)
      }
      #expect(surface.row(1).hasPrefix(" \(sections.letters[section]) "))
      #expect(state.list.selected > state.list.top, "the selection is never under the sticky header")
    }
  }

  @Test("the wheel keeps the selection off the sticky header's row; a click on that row selects nothing")
  func wheelAndClick() {
    let content = BrowserFixture.content(BrowserFixture.generated(200))
    var state = BrowserState(content: content, size: Size(rows: 10, cols: 50))
    for _ in 0..<5 {
      _ = state.handle(MouseEvent(kind: .wheelDown, row: 3, col: 3), content: content)
      #expect(state.list.selected > state.list.top)
    }
    let before = state.list.selected
    _ = state.handle(MouseEvent(kind: .click, row: 1, col: 3), content: content)
    #expect(state.list.selected == before || state.rows.isHeader(state.list.top))
  }

  @Test("the search field shows the terminal cursor after the query; the list alone shows none")
  func searchCursor() {
    let surface = searched("jose", rows: 8)
    #expect(surface.cursor?.row == 7)
    #expect(surface.cursor?.col == 6, "after “/jose”")
    #expect(BrowserScreens.list().cursor == nil)
    #expect(BrowserScreens.searchApplied().cursor == nil, "browsing the results: no field has focus")
  }

  @Test("the picker's search shows the terminal cursor after the query while it is typed")
  func pickerCursor() {
    let directory = content.directory
    let chrome = ScreenChrome(appName: "Demo", api: .contacts)
    var state = PickerState(identifiers: directory.contacts.map(\.sharingKey), chosen: [], pageHeight: 8)
    let index = SearchIndex(directory.contacts)
    _ = state.apply(.search, index: index)
    for character in "bob" { _ = state.apply(.widget(.insert(character)), index: index) }
    let surface = MemorySurface(size: Size(rows: 12, cols: 60))
    PickerView(directory: directory, chrome: chrome).draw(state, armed: true, on: surface)
    #expect(surface.row(1).hasPrefix(" Search: bob"))
    #expect(surface.cursor?.row == 1)
    #expect(surface.cursor?.col == 12)
    _ = state.apply(.widget(.open), index: index)
    PickerView(directory: directory, chrome: chrome).draw(state, armed: true, on: surface)
    #expect(surface.cursor == nil, "the list has the focus again")
  }

  @Test("help cut by a small screen says there is more and where; all of it in view says nothing")
  func helpMarker() {
    let small = BrowserScreens.render(rows: 10, cols: 40) { $0.apply([.help], content) }
    #expect(small.text().contains("↓ 1–"), "a ↓ and the lines shown")
    #expect(small.row(9).contains("↑↓ scroll"))
    let scrolled = BrowserScreens.render(rows: 10, cols: 40) { $0.apply([.help, .widget(.last)], content) }
    let lines = BrowserHelp.lineCount(limited: false)
    #expect(scrolled.row(8).contains(" ↑ \(lines - 3)–\(lines) of \(lines) "), "only ↑ once at the end")
    let big = BrowserScreens.help()
    #expect(!big.text().contains(" of 1"), "no marker when every key is in view")
    #expect(!big.row(23).contains("scroll"))
  }

  @Test("a help overlay without room for a border still marks that there is more")
  func helpMarkerWithoutBorder() {
    let lines = BrowserHelp.lines(limited: false)
    let area = Rect(row: 1, col: 0, height: 4, width: 28)
    let surface = MemorySurface(size: Size(rows: 6, cols: 28))
    KeysOverlay.draw(
      lines, scrolled: ScrollState(count: lines.count, pageHeight: 4), box: area, over: area, on: surface)
    #expect(surface.row(4).contains("↓ 1–4 of \(lines.count)"))
  }

  @Test("a card or warning list that fits offers no ↑↓ scroll; a long one does")
  func scrollHint() {
    #expect(!BrowserScreens.detail().row(19).contains("scroll"))
    let short = BrowserScreens.render(rows: 8, cols: 60) { state in
      state.apply([.widget(.moveDown), .widget(.moveDown), .widget(.open)], content)
    }
    #expect(short.row(7).contains("↑↓ scroll"))
    #expect(short.row(7).contains("lines 1–6 of"))
    let diagnostics = (1...12).map { Diagnostic(file: "a.vcf", line: $0, reason: "bad line") }
    let warned = BrowserFixture.content(diagnostics: diagnostics)
    let long = BrowserScreens.render(rows: 8, cols: 80, content: warned) { $0.apply([.showWarnings], warned) }
    #expect(long.row(7).contains("lines 1–6 of") && long.row(7).contains("↑↓ scroll"))
  }
}
