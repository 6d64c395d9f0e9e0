import ContactsScreens
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("Browser screens, drawn on the in-memory surface")
struct BrowserSnapshotTests {
  @Test("the list: title, A–Z headers, names with their sort part bold, a secondary field, the status")
  func list() {
    let surface = BrowserScreens.list()
    #expect(surface.text() == BrowserSnapshots.list)
    #expect(surface.role(atRow: 0, col: 0) == .titleBar)
    #expect(surface.style(atRow: 0, col: 1).contains(.bold), "the app's name is bold")
    #expect(surface.role(atRow: 1, col: 1) == .sectionHeader)
    #expect(surface.role(atRow: 2, col: 1) == .selection, "the first contact is selected")
    #expect(surface.role(atRow: 2, col: 59) == .selection, "across the full width")
    #expect(surface.role(atRow: 11, col: 0) == .statusBar)
    // "Anna Adams" sorted by family name: "Adams" bold, "Anna" not; the phone dimmed.
    #expect(!surface.style(atRow: 3, col: 1).contains(.bold))
    #expect(surface.style(atRow: 3, col: 6).contains(.bold))
    #expect(surface.style(atRow: 3, col: 10).contains(.bold))
    #expect(surface.role(atRow: 3, col: 50) == .dim)
    // A company card has no name part: the whole name is bold, and its phone is shown, not the name again.
    #expect(surface.style(atRow: 2, col: 1).contains(.bold))
  }

  @Test("crossing a section boundary: the header stays above the selected contact")
  func sectionBoundary() {
    let surface = BrowserScreens.sectionBoundary()
    #expect(surface.text() == BrowserSnapshots.sectionBoundary)
    #expect(surface.role(atRow: 6, col: 3) == .selection)
    #expect(surface.role(atRow: 5, col: 1) == .sectionHeader)
  }

  @Test("a search being typed: the query with a cursor and the match count; the match selected")
  func search() {
    let surface = BrowserScreens.search()
    #expect(surface.text() == BrowserSnapshots.search)
    #expect(surface.role(atRow: 1, col: 2) == .selection)
    #expect(surface.style(atRow: 7, col: 1).contains(.bold), "the query is bold")
    #expect(surface.cursor?.row == 7 && surface.cursor?.col == 6, "the terminal's cursor after it")
    // "jose" is underlined in "José Álvarez", accent and all; the bold family name is not.
    #expect((1...4).allSatisfy { surface.style(atRow: 1, col: $0).contains(.underline) })
    #expect(!surface.style(atRow: 1, col: 6).contains(.underline))
    #expect(surface.style(atRow: 1, col: 6).contains(.bold))
  }

  @Test("a match in a name stored decomposed (NFD) is underlined over the right cells")
  func decomposedHighlight() {
    let content = BrowserScreens.content
    let surface = BrowserScreens.render(rows: 6, cols: 40) { state in
      state.apply([.search], content)
      state.type("renee dub", content)
    }
    #expect(surface.row(1).hasPrefix(" Renée Dubois"))
    #expect((1...5).allSatisfy { surface.style(atRow: 1, col: $0).contains(.underline) })
    #expect(!surface.style(atRow: 1, col: 6).contains(.underline))
    #expect((7...9).allSatisfy { surface.style(atRow: 1, col: $0) == [.bold, .underline] })
    #expect(surface.style(atRow: 1, col: 10) == .bold)
  }

  @Test("a search kept with Enter: position among the matches and the query")
  func searchApplied() {
    #expect(BrowserScreens.searchApplied().text() == BrowserSnapshots.searchApplied)
    #expect(BrowserScreens.noResults().text() == BrowserSnapshots.noResults)
  }

  @Test("the detail card: every field, labels in plain words, the note wrapped")
  func detail() {
    let surface = BrowserScreens.detail()
    #expect(surface.text() == BrowserSnapshots.detail)
    #expect(surface.style(atRow: 1, col: 2).contains(.bold), "the name is bold")
    #expect(surface.role(atRow: 6, col: 4) == .dim, "labels are dimmed")
    #expect(surface.role(atRow: 6, col: 12) == .normal)
  }

  @Test("help lists every key in a box over the list")
  func help() {
    let surface = BrowserScreens.help()
    #expect(surface.text() == BrowserSnapshots.help)
    #expect(surface.role(atRow: 2, col: 40) == .dialogTitle)
    #expect(surface.role(atRow: 8, col: 10) == .dialog)
  }

  @Test("CJK and emoji rows keep the columns: wide names, cut secondary fields, nothing past the edge")
  func wideCharacters() {
    let surface = BrowserScreens.wide()
    #expect(surface.text() == BrowserSnapshots.wide)
    #expect(surface.text().split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 28 })
    #expect(BrowserScreens.list().row(2).hasPrefix(" Acme Pizza 🍕 "))
  }

  @Test("a 20×5 terminal still shows the title, the selection and the status")
  func tiny() {
    let surface = BrowserScreens.tiny()
    #expect(surface.text() == BrowserSnapshots.tiny)
    #expect(surface.role(atRow: 3, col: 1) == .selection)
  }

  @Test("an empty address book says how to add contacts")
  func empty() {
    #expect(BrowserScreens.empty().text() == BrowserSnapshots.empty)
  }

  @Test("unreadable cards: a warning in the status line, listed by w")
  func warnings() {
    #expect(BrowserScreens.warnings().text() == BrowserSnapshots.warnings)
    let status = BrowserScreens.warningStatus()
    #expect(status.text() == BrowserSnapshots.warningStatus)
    #expect(status.role(atRow: 3, col: 20) == .warning)
  }

  @Test("a state laid out for one size draws safely on a surface of another (a resize not yet applied)")
  func mismatchedSizes() {
    let content = BrowserScreens.content
    for commands: [AppCommand] in [
      [.widget(.last)], [.widget(.moveDown), .widget(.moveDown), .widget(.open), .widget(.last)],
      [.help, .widget(.last)], [.showWarnings],
    ] {
      var state = BrowserState(content: content, size: Size(rows: 40, cols: 12))
      state.apply(commands, content)
      for size in [Size(rows: 5, cols: 20), Size(rows: 50, cols: 200), Size(rows: 1, cols: 1)] {
        let surface = MemorySurface(size: size)
        BrowserView.draw(state, content: content, on: surface)
        #expect(surface.presentCount == 1)
        #expect(surface.text().split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= size.cols })
      }
    }
  }

  @Test("every screen at every small size stays inside the terminal and never crashes")
  func everySmallSize() {
    let content = BrowserScreens.content
    let setups: [[AppCommand]] = [
      [], [.widget(.last)], [.widget(.open)], [.help], [.showWarnings], [.search, .widget(.insert("a"))],
    ]
    for commands in setups {
      for rows in 0...8 {
        for cols in 0...24 {
          let surface = BrowserScreens.render(rows: rows, cols: cols) { $0.apply(commands, content) }
          let lines = surface.text().split(separator: "\n", omittingEmptySubsequences: false)
          #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= cols })
        }
      }
    }
  }
}
