import ContactModel
import ContactSearch
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("The limited-access picker's state")
struct PickerStateTests {
  static let ids = ["ada", "jose", "grace", "joseph", "linus"]

  /// The search the picker runs: one contact per identifier, named after it.
  static let index = SearchIndex(
    ids.map { id in
      var contact = Contact(identifier: id)
      contact.givenName = id
      return contact
    })

  static func picker(chosen: Set<String> = []) -> PickerState {
    PickerState(identifiers: ids, chosen: chosen, pageHeight: 3)
  }

  @Test("a chosen key that names no row (a card since edited or removed) is dropped, so the count is what is shared")
  func staleKeysDropped() {
    let state = Self.picker(chosen: ["ada", "gone#0123456789abcdef"])
    #expect(state.chosen == ["ada"])
  }

  @Test("Space ticks and unticks the contact under the cursor")
  func spaceToggles() {
    var state = Self.picker()
    _ = state.apply(.widget(.moveDown), index: Self.index)
    _ = state.apply(.toggle, index: Self.index)
    #expect(state.chosen == ["jose"])
    _ = state.apply(.toggle, index: Self.index)
    #expect(state.chosen.isEmpty)
  }

  @Test("a ticks every visible contact, and a again unticks them, leaving hidden ticks alone")
  func toggleAllVisible() {
    var state = Self.picker(chosen: ["ada"])
    for key in "jos" { _ = state.apply(.widget(.insert(key)), index: Self.index) }
    #expect(state.visible.map { Self.ids[$0] } == ["jose", "joseph"])
    _ = state.apply(.toggleAll, index: Self.index)
    #expect(state.chosen == ["ada", "jose", "joseph"])
    _ = state.apply(.toggleAll, index: Self.index)
    #expect(state.chosen == ["ada"])
  }

  @Test("search narrows with each key, Backspace widens, Esc clears, then Esc goes back")
  func searchNarrowsAndWidens() {
    var state = Self.picker()
    #expect(state.apply(.search, index: Self.index) == nil)
    #expect(state.keyContext == .textEntry)
    _ = state.apply(.widget(.insert("j")), index: Self.index)
    #expect(state.visible.count == 2)
    _ = state.apply(.widget(.insert("x")), index: Self.index)
    #expect(state.visible.isEmpty)
    _ = state.apply(.widget(.deleteBackward), index: Self.index)
    #expect(state.visible.count == 2)
    #expect(state.apply(.widget(.cancel), index: Self.index) == nil)
    #expect(state.visible.count == Self.ids.count)
    #expect(state.query.isEmpty)
    #expect(state.apply(.widget(.cancel), index: Self.index) == .back)
  }

  @Test("Enter leaves the search field first, then confirms")
  func enterConfirms() {
    var state = Self.picker()
    _ = state.apply(.search, index: Self.index)
    _ = state.apply(.widget(.insert("g")), index: Self.index)
    #expect(state.apply(.widget(.open), index: Self.index) == nil)
    #expect(state.keyContext == .checklist)
    #expect(state.apply(.toggle, index: Self.index) == nil)
    #expect(state.apply(.widget(.open), index: Self.index) == .confirm)
    #expect(state.chosen == ["grace"])
  }

  @Test("a click ticks the row it lands on, and a click below the rows does nothing")
  func clicks() {
    var state = Self.picker()
    let onRow = state.click(row: 2)
    #expect(onRow)
    #expect(state.chosen == ["grace"])
    let below = state.click(row: 3)
    let above = state.click(row: -1)
    #expect(!below && !above)
    #expect(state.chosen == ["grace"])
  }

  @Test("the cursor stays on the same contact when the search widens")
  func cursorFollowsContact() {
    var state = Self.picker()
    _ = state.apply(.widget(.insert("o")), index: Self.index)  // jose, joseph
    _ = state.apply(.widget(.last), index: Self.index)
    let current = state.current.map { Self.ids[$0] }
    _ = state.apply(.widget(.deleteBackward), index: Self.index)
    #expect(state.current.map { Self.ids[$0] } == current)
  }
}
