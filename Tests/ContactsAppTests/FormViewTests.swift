import ContactModel
import ContactsScreens
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

/// The contact form as drawn: from its state only, at 80x24 and smaller, with the terminal's
/// cursor at the insertion point and every value neutralised.
@Suite("The contact form on screen")
struct FormViewTests {
  let content = BrowserScreens.content

  /// The browser with José's form open, after `commands`, drawn on a `rows`×`cols` surface.
  func render(rows: Int = 24, cols: Int = 80, _ commands: [AppCommand] = [], contact: Contact = BrowserFixture.jose)
    -> MemorySurface
  {
    let contacts = [contact]
    let content = BrowserFixture.content(contacts)
    return BrowserScreens.render(rows: rows, cols: cols, content: content) { state in
      state.apply([.editContact] + commands, content)
    }
  }

  @Test("at 80x24 the form shows its title, captions, values, rows with labels, and the status keys")
  func snapshot() {
    let surface = render()
    let text = surface.text()
    #expect(surface.row(1) == " Edit contact")
    #expect(surface.row(2).hasPrefix(" First name  José"))
    #expect(surface.row(3).hasPrefix(" Last name   Álvarez"))
    #expect(text.contains(" Birthday    1985-04-12"))
    #expect(text.contains("             Phones"))
    #expect(text.contains(" mobile      +34 600 123 456"))
    #expect(text.contains(" work        +34 910 000 111"))
    #expect(text.contains("             + add phone"))
    #expect(text.contains(" work        Calle Mayor 1"))
    #expect(text.contains(" city        Madrid"))
    #expect(surface.row(23).hasPrefix(" Editing José Álvarez"))
    #expect(surface.row(23).contains("^S save"))
    #expect(surface.role(atRow: 2, col: 13) == .selection, "the focused field is highlighted")
  }

  @Test("the terminal's cursor sits at the focused field's insertion point, by display width")
  func cursor() throws {
    let surface = render()
    let cursor = try #require(surface.cursor)
    #expect(cursor.row == 2)
    #expect(cursor.col == 13 + 4, "after “José”")
    let cjk = render([.edit(.cursorLeft)], contact: BrowserFixture.person("太郎", "山田"))
    #expect(cjk.cursor?.col == 13 + 2)
  }

  @Test("the list's screen shows no cursor")
  func noCursorInList() {
    #expect(BrowserScreens.list().cursor == nil)
  }

  @Test("a form taller than the screen scrolls to keep the focused line in view")
  func scrolls() {
    let stops = ContactForm(editing: BrowserFixture.jose).stops.count
    let surface = render(rows: 12, cols: 60, Array(repeating: .widget(.focusNext), count: stops))
    let text = surface.text()
    #expect(text.contains("[ Save ]  [ Cancel ]"))
    #expect(!text.contains("First name"))
    #expect(surface.cursor == nil, "the focus is on a button, so no cursor")
  }

  @Test("a refusal shows its message at the bottom of the form")
  func message() {
    let empty = BrowserFixture.content([])
    let surface = BrowserScreens.render(rows: 24, cols: 80, content: empty) { state in
      state.apply([.addContact, .edit(.save)], empty)
    }
    #expect(surface.row(22).hasPrefix(" A contact needs a name"))
    #expect(surface.role(atRow: 22, col: 2) == .warning)
    #expect(surface.row(1) == " New contact")
  }

  @Test("hostile values are drawn neutralised and line breaks as ↵")
  func hostile() {
    var contact = BrowserFixture.person("Eve\u{1B}]52;c;aGk=\u{07}", "Bidi\u{202E}txt")
    contact.note = "line one\nline two"
    let surface = render(contact: contact)
    let text = surface.text()
    #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}") && !text.contains("\u{07}"))
    #expect(text.contains("Eve\u{FFFD}]52;c;aGk=\u{FFFD}"))
    #expect(text.contains("line one↵line two"))
  }

  @Test("every size from 1x1 up draws without a crash and keeps within the screen", arguments: [1, 2, 3, 5, 8, 13])
  func smallSizes(rows: Int) {
    for cols in [1, 2, 5, 10, 20, 29, 30, 40] {
      let surface = render(rows: rows, cols: cols, [.widget(.focusNext), .edit(.cursorLeft)])
      #expect(surface.text().split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= cols })
      if let cursor = surface.cursor {
        #expect(cursor.row < rows && cursor.col < cols)
      }
    }
  }
}
