import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

/// Each movement key from many starting contacts, at every screen height: what it must do to
/// the selected contact, whatever the section headers in between.
@Suite("Browser state: the movement table, at every height")
struct BrowserMoveTableTests {
  static let content = BrowserFixture.content(BrowserFixture.generated(120))

  /// One movement key and the property its result must have.
  struct Rule: Sendable, CustomTestStringConvertible {
    var command: AppCommand
    var testDescription: String
    /// Whether going from contact `from` to `to` is right, with `count` contacts and `page` rows.
    var holds: @Sendable (_ from: Int, _ to: Int, _ count: Int, _ page: Int) -> Bool
  }

  static let rules: [Rule] = [
    Rule(command: .widget(.moveDown), testDescription: "↓ selects the next contact") { from, to, count, _ in
      to == min(from + 1, count - 1)
    },
    Rule(command: .widget(.moveUp), testDescription: "↑ selects the previous contact") { from, to, _, _ in
      to == max(from - 1, 0)
    },
    Rule(command: .widget(.pageDown), testDescription: "PgDn moves down by at most a page, at least one") {
      from, to, count, page in
      from == count - 1 ? to == from : (to > from && to - from <= max(1, page))
    },
    Rule(command: .widget(.pageUp), testDescription: "PgUp moves up by at most a page, at least one") {
      from, to, _, page in
      from == 0 ? to == 0 : (to < from && from - to <= max(1, page))
    },
    Rule(command: .widget(.first), testDescription: "Home selects the first contact") { _, to, _, _ in to == 0 },
    Rule(command: .widget(.last), testDescription: "End selects the last contact") { _, to, count, _ in to == count - 1
    },
  ]

  @Test("from every 7th contact, at heights 3 to 30", arguments: rules)
  func rule(_ rule: Rule) {
    let content = Self.content
    let count = content.directory.count
    for rows in 3...30 {
      let size = Size(rows: rows, cols: 40)
      for start in stride(from: 0, to: count, by: 7) {
        var state = BrowserState(content: content, size: size)
        let startRow = state.rows.row(ofContact: start)
        state.list.select(startRow)
        state.settle(goingUp: false)
        #expect(state.selectedContact == start)
        state.apply([rule.command], content)
        let to = state.selectedContact ?? -1
        let page = state.list.pageHeight
        #expect(rule.holds(start, to, count, page), "\(start) → \(to) at \(rows) rows")
        #expect(invariantBreach(state.list) == nil)
        #expect(!state.rows.isHeader(state.list.selected))
        if state.list.selected == state.list.top, state.list.selected > 0, page >= 2, rule.command == .widget(.moveUp) {
          #expect(!state.rows.isHeader(state.list.selected - 1), "a section's header is shown above its first contact")
        }
      }
    }
  }
}
