import ContactModel
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

@Suite("Browser state: detail card, help, warnings and the mouse")
struct BrowserOverlayTests {
  let content = BrowserFixture.content(BrowserFixture.generated(200))
  let size = Size(rows: 12, cols: 60)

  @Test("Enter opens the card; Esc returns to the same row and scroll position")
  func detailRoundTrip() {
    var state = BrowserState(content: content, size: size)
    state.apply([.widget(.pageDown), .widget(.pageDown), .widget(.moveDown)], content)
    let list = state.list
    state.apply([.widget(.open)], content)
    #expect(state.detail?.contact == state.selectedContact)
    #expect(state.keyContext == .detail)
    state.apply([.widget(.moveDown), .widget(.pageDown), .widget(.last)], content)
    #expect(state.list == list, "keys on the card do not move the list")
    state.apply([.widget(.cancel)], content)
    #expect(state.detail == nil)
    #expect(state.list == list)
  }

  @Test("a long card scrolls, and a resize re-wraps it without losing its place")
  func detailScrolls() {
    var contact = BrowserFixture.person("Ann", "Long", phone: "1")
    contact.note = String(repeating: "word ", count: 200)
    let long = BrowserFixture.content([contact])
    var state = BrowserState(content: long, size: size)
    state.apply([.widget(.open)], long)
    let lines = state.detail?.scroll.count ?? 0
    #expect(lines > size.rows)
    state.apply([.widget(.moveDown), .widget(.moveDown)], long)
    #expect(state.detail?.scroll.top == 2)
    state.apply([.widget(.last)], long)
    #expect(state.detail?.scroll.hasMoreBelow == false)
    state.resize(to: Size(rows: 12, cols: 30), content: long)
    #expect((state.detail?.scroll.count ?? 0) > lines, "narrower means more lines")
    #expect(state.handle(.widget(.quit), content: long) == .quit)
  }

  @Test("? opens help over anything and closes with ?, Esc or Enter")
  func help() {
    var state = BrowserState(content: content, size: size)
    for closer in [AppCommand.help, .widget(.cancel), .widget(.open)] {
      state.apply([.help], content)
      #expect(state.help != nil)
      #expect(state.keyContext == .detail)
      state.apply([closer], content)
      #expect(state.help == nil)
    }
    state.apply([.widget(.open), .help], content)
    #expect(state.help != nil && state.detail != nil)
    state.apply([.widget(.cancel)], content)
    #expect(state.help == nil && state.detail != nil)
  }

  @Test("help explains every command the list's keys give", arguments: [false, true], [false, true])
  func helpIsComplete(limited: Bool, editable: Bool) {
    let explained = Set(BrowserHelp.entries(limited: limited, editable: editable).compactMap(\.command))
    var bound = Set(AppKeyTable.bindings(in: .list).values)
    // Explained on the line of their opposite, or (the sections) on the line of the ends.
    bound.subtract([.widget(.moveUp), .widget(.pageUp), .widget(.last), .nextSection, .previousSection])
    bound.subtract([.editContact, .undo])  // explained on the line of add and of delete
    if !limited { bound.remove(.manage) }
    if !editable { bound.remove(.editAsText) }
    #expect(bound.subtracting(explained).isEmpty, "unexplained: \(bound.subtracting(explained))")
    #expect(explained.contains(.manage) == limited)
    #expect(explained.contains(.editAsText) == editable)
  }

  @Test("w lists the cards that could not be read, file:line: reason")
  func warnings() {
    let diagnostics = [
      Diagnostic(file: "bad.vcf", line: 12, reason: "no END:VCARD"),
      Diagnostic(file: "bad.vcf", line: 40, reason: "not a vCard"),
    ]
    let warned = BrowserFixture.content(diagnostics: diagnostics)
    var state = BrowserState(content: warned, size: size)
    state.apply([.showWarnings], warned)
    #expect(state.warnings?.count == 4)
    #expect(
      WarningList.lines(diagnostics, width: 60).suffix(2) == ["bad.vcf:12: no END:VCARD", "bad.vcf:40: not a vCard"])
    state.apply([.widget(.cancel)], warned)
    #expect(state.warnings == nil)
  }

  @Test("a long warning wraps to the screen, continuation lines indented")
  func warningWraps() {
    let diagnostic = Diagnostic(
      file: "friends.vcf", line: 7, reason: "card has no END:VCARD before the next BEGIN; skipped")
    let lines = WarningList.lines([diagnostic], width: 32)
    #expect(lines.count > 3)
    #expect(lines[2].hasPrefix("friends.vcf:7:"))
    #expect(lines.dropFirst(3).allSatisfy { $0.hasPrefix("    ") && DisplayWidth.of($0) <= 30 })
    #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ").contains("skipped"))
  }

  @Test("the wheel scrolls the list, dragging the selection only to keep it visible")
  func wheel() {
    var state = BrowserState(content: content, size: size)
    _ = state.handle(MouseEvent(kind: .wheelDown, row: 3, col: 3), content: content)
    #expect(state.list.top == 3)
    #expect(state.list.selected >= 3)
    #expect(!state.rows.isHeader(state.list.selected))
    _ = state.handle(MouseEvent(kind: .wheelUp, row: 3, col: 3), content: content)
    #expect(state.list.top == 0)
  }

  @Test("a click selects the row under it (a header selects its first contact); a double-click opens")
  func clicks() {
    var state = BrowserState(content: content, size: size)
    _ = state.handle(MouseEvent(kind: .click, row: 4, col: 10), content: content)
    #expect(state.list.selected == 3)
    _ = state.handle(MouseEvent(kind: .click, row: 1, col: 10), content: content)
    #expect(state.list.selected == 1, "row 0 of the list is the A header")
    _ = state.handle(MouseEvent(kind: .click, row: 0, col: 10), content: content)
    #expect(state.list.selected == 1, "the title bar is not a row")
    _ = state.handle(MouseEvent(kind: .doubleClick, row: 5, col: 10), content: content)
    #expect(state.detail?.contact == state.rows.contact(atRow: 4))
  }

  @Test("a resize to any size keeps the selection visible, down to nothing", arguments: [1, 57, 150])
  func resizeKeepsSelection(target: Int) {
    for rows in 0...30 {
      for cols in [0, 1, 20, 80] {
        var state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
        state.apply([.jumpToSection, .widget(.insert("k"))], content)
        for _ in 0..<target { state.apply([.widget(.moveDown)], content) }
        let contact = state.selectedContact
        state.resize(to: Size(rows: rows, cols: cols), content: content)
        #expect(state.selectedContact == contact)
        #expect(invariantBreach(state.list) == nil)
        let page = state.layout.list.height
        if page > 0 { #expect(state.list.visibleRange.contains(state.list.selected)) }
      }
    }
  }
}
