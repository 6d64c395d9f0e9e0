import ContactModel
import TerminalUI

/// Draws the limited-access picker: a check box per contact, the search field, and a status line.
struct PickerView {
  /// The contacts in display order.
  let directory: ContactDirectory
  /// The frame.
  let chrome: ScreenChrome

  /// Rows above the list: the title bar and the search or hint line.
  static let headerRows = 2

  /// Rows left for the list on a screen of `size`.
  static func listHeight(_ size: Size) -> Int { max(0, size.rows - headerRows - 1) }

  /// Draws `state`; `armed` false shows that keys are not accepted yet.
  func draw(_ state: PickerState, armed: Bool, on surface: any Surface) {
    surface.erase()
    let size = surface.size
    chrome.drawTitle("Select Contacts to Share with “\(chrome.appName)”", right: chrome.apiLabel, on: surface)
    if size.rows > 2 {
      let line: String
      if state.isSearching || !state.query.isEmpty {
        let count = state.visible.isEmpty ? "No results" : "\(state.visible.count) found"
        let hint = state.isSearching ? "   Enter: done searching" : ""
        line = "Search: \(state.query)   \(count)\(hint)"
      } else {
        line = "Tick the contacts to share: Space ticks · a ticks all shown · / searches"
      }
      surface.put(DisplayWidth.truncate(line, to: max(0, size.cols - 2)), row: 1, col: 1, role: .dim, style: [])
      if state.isSearching {
        // The terminal's own cursor after the query, where the next character goes.
        surface.showCursor(row: 1, col: min(1 + DisplayWidth.of("Search: " + state.query), size.cols - 2))
      }
    }
    let area = Rect(row: Self.headerRows, col: 0, height: Self.listHeight(size), width: size.cols)
    ListView.draw(state.list, in: area, on: surface) { row in
      let index = state.visible[row]
      let contact = directory.contacts[index]
      let box = state.chosen.contains(state.identifiers[index]) ? "[x] " : "[ ] "
      let name = directory.formatter.string(from: contact)
      return ListRow(
        text: box + name, boldRange: nil, secondary: ContactDirectory.companyColumn(for: contact, name: name),
        isHeader: false)
    }
    let status = armed ? "\(state.chosen.count) selected" : "\(state.chosen.count) selected · wait…"
    chrome.drawStatus(status, right: "Enter done  Esc back", caption: .picker, on: surface)
    surface.present()
  }
}
