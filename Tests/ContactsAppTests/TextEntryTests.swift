import ContactsPrompt
import ContactsScreens
import Testing

@testable import ContactsApp

/// The form's text entry: a cursor over grapheme clusters, edited by the form's keys, shown by
/// display width.
@Suite("The contact form's text entry")
struct TextEntryTests {
  /// An entry with `text` and the cursor at `cursor`.
  func entry(_ text: String, cursor: Int) -> TextEntry {
    var entry = TextEntry(text)
    entry.apply(.cursorStart)
    for _ in 0..<cursor { entry.apply(.cursorRight) }
    return entry
  }

  @Test("a new entry has its cursor at the end; typing inserts at the cursor")
  func typing() {
    var entry = TextEntry("Jne")
    #expect(entry.cursor == 3)
    entry.apply(.cursorLeft)
    entry.apply(.cursorLeft)
    entry.insert("a")
    #expect(entry.text == "Jane")
    #expect(entry.cursor == 2)
  }

  @Test("← and → move one cluster and stop at the ends; Home, End, Ctrl-A and Ctrl-E jump")
  func cursorMoves() {
    var entry = entry("ab", cursor: 0)
    entry.apply(.cursorLeft)
    #expect(entry.cursor == 0)
    entry.apply(.cursorRight)
    entry.apply(.cursorRight)
    entry.apply(.cursorRight)
    #expect(entry.cursor == 2)
    entry.apply(.cursorStart)
    #expect(entry.cursor == 0)
    entry.apply(.cursorEnd)
    #expect(entry.cursor == 2)
  }

  @Test("Backspace deletes before the cursor, Delete after it; neither does anything at its end")
  func deleting() {
    var entry = entry("abc", cursor: 1)
    entry.deleteBackward()
    #expect(entry.text == "bc")
    #expect(entry.cursor == 0)
    entry.deleteBackward()
    #expect(entry.text == "bc")
    entry.apply(.deleteForward)
    #expect(entry.text == "c")
    #expect(entry.cursor == 0)
    entry.apply(.cursorEnd)
    entry.apply(.deleteForward)
    #expect(entry.text == "c")
  }

  @Test("Ctrl-K deletes to the end, Ctrl-U to the start")
  func killing() {
    var entry = entry("Jane Doe", cursor: 4)
    entry.apply(.deleteToEnd)
    #expect(entry.text == "Jane")
    #expect(entry.cursor == 4)
    entry = self.entry("Jane Doe", cursor: 5)
    entry.apply(.deleteToStart)
    #expect(entry.text == "Doe")
    #expect(entry.cursor == 0)
  }

  @Test("emoji, flags, ZWJ families and accents are one step each: the cursor never lands inside")
  func graphemes() {
    var entry = TextEntry("a👨‍👩‍👧🇩🇪e\u{301}")
    #expect(entry.characters.count == 4)
    entry.apply(.cursorLeft)
    #expect(entry.cursor == 3)
    entry.deleteBackward()
    #expect(entry.text == "a👨‍👩‍👧e\u{301}")
    entry.deleteBackward()
    #expect(entry.text == "ae\u{301}")
    entry.apply(.deleteForward)
    #expect(entry.text == "a")
  }

  @Test("a combining mark typed after a letter joins it, and the cursor stays after the pair")
  func combiningMark() {
    var entry = TextEntry("Rene")
    entry.insert("\u{301}")
    #expect(entry.characters.count == 4)
    #expect(entry.cursor == 4)
    #expect(entry.text == "Rene\u{301}")
    entry.insert("e")
    #expect(entry.text == "Rene\u{301}e")
    #expect(entry.cursor == 5)
  }

  @Test("the cursor's column counts display width: CJK and emoji take two columns")
  func columns() {
    #expect(entry("山田太郎", cursor: 2).cursorColumn == 4)
    #expect(entry("a🍕b", cursor: 2).cursorColumn == 3)
    #expect(entry("Zoë", cursor: 3).cursorColumn == 3)
  }

  @Test("a narrow field shows the text from its start while the cursor fits")
  func windowFromStart() {
    let shown = entry("山田太郎", cursor: 1).visible(width: 5)
    #expect(shown.text == "山田")
    #expect(shown.cursorColumn == 2)
  }

  @Test("a long text scrolls so the cursor stays in view, and a wide character is never cut")
  func windowScrolls() {
    let atEnd = TextEntry("山田太郎").visible(width: 5)
    #expect(atEnd.text == "太郎")
    #expect(atEnd.cursorColumn == 4)
    let ascii = TextEntry("abcdefghij").visible(width: 4)
    #expect(ascii.text == "hij")
    #expect(ascii.cursorColumn == 3)
    let middle = entry("abcdefghij", cursor: 5).visible(width: 4)
    #expect(middle.text == "cdef")
    #expect(middle.cursorColumn == 3)
  }

  @Test("a field of no width shows nothing; one of width 1 shows the cursor's cell")
  func tinyWindows() {
    #expect(TextEntry("abc").visible(width: 0) == ("", 0))
    let one = TextEntry("abc").visible(width: 1)
    #expect(one.text == "")
    #expect(one.cursorColumn == 0)
    #expect(entry("山", cursor: 0).visible(width: 1).cursorColumn == 0)
  }

  @Test("line breaks show as ↵ and control characters as �, one column each")
  func shownSafely() {
    let entry = TextEntry("a\nb\u{1B}]0;x")
    #expect(entry.visible(width: 20).text == "a↵b\u{FFFD}]0;x")
    #expect(entry.cursorColumn == 8)
  }
}
