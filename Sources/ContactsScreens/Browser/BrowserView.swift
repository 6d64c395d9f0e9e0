import ContactModel
import ContactsPrompt
package import TerminalUI

/// Draws a `BrowserState`: title bar, list (or card, help, warnings), status line.
///
/// Only visible rows are formatted, so a frame costs the same at any number of contacts. Each
/// frame is erased and redrawn in full into the surface's virtual screen; ncurses sends only the
/// cells that changed, so a one-row move costs a few hundred bytes and nothing flickers.
package enum BrowserView {
  /// Draws the whole screen for `state` and presents it (unless not `presenting`: a dialog is
  /// drawn over it, and the form's cursor is then not shown).
  package static func draw(
    _ state: BrowserState, content: BrowserContent, on surface: any Surface, presenting: Bool = true
  ) {
    surface.erase()
    let layout = BrowserLayout(size: surface.size)
    if let titleRow = layout.titleRow {
      ScreenBar.draw(
        row: titleRow, role: .titleBar, width: layout.screen.width,
        left: [(content.title, .titleBar, .bold)] + groupTitle(content), right: content.sourceName, on: surface)
    }
    if let form = state.form {
      FormView.draw(form, in: layout.list, on: surface, cursor: presenting)
    } else if let detail = state.detail {
      drawDetail(detail, content: content, in: layout.list, on: surface)
    } else if let warnings = state.warnings {
      drawWarnings(warnings, content: content, in: layout.list, on: surface)
    } else {
      drawList(state, content: content, in: layout.list, on: surface)
    }
    if let help = state.help { drawHelp(help, content: content, layout: layout, on: surface) }
    if let statusRow = layout.statusRow, content.captions {
      ScreenChrome.drawCaption(caption(of: state), row: statusRow, width: layout.screen.width, on: surface)
    } else if let statusRow = layout.statusRow {
      let status = status(of: state, content: content)
      ScreenBar.draw(
        row: statusRow, role: .statusBar, width: layout.screen.width, left: status.left, right: status.right,
        on: surface)
      if presenting, state.isTyping, state.form == nil, state.help == nil, let search = state.search {
        // The terminal's own cursor after the query, where the next character goes.
        let column = 1 + DisplayWidth.of("/" + search.query)
        surface.showCursor(row: statusRow, col: min(column, layout.screen.width - 2))
      }
    }
    if presenting { surface.present() }
  }

  /// The demo caption of what `state` shows: the form, a card, a search, or the list.
  static func caption(of state: BrowserState) -> DemoCaption {
    if state.form != nil { return .editor }
    if state.detail != nil { return .card }
    if state.search != nil { return .search }
    return .browser
  }

  /// The list, or the empty state when there is nothing to list.
  private static func drawList(_ state: BrowserState, content: BrowserContent, in area: Rect, on surface: any Surface) {
    guard !area.isEmpty else { return }
    if content.directory.count == 0 {
      let pick = "Press m to select the contacts it may see."
      let lines: [String]
      if let group = content.group {
        lines = ["No contacts in “\(group)”"] + (content.limitedAccess ? ["", pick] : [])
      } else if content.limitedAccess {
        lines = ["No contacts are shared with “\(content.title)”", "", pick]
      } else {
        lines = ["No contacts yet", "", "Add a vCard file or a folder of them:", "contacts-tui --contacts PATH"]
      }
      drawCentered(lines, in: area, on: surface)
      return
    }
    if state.list.count == 0 {
      drawCentered(["No results", "", "Backspace widens the search, Esc clears it."], in: area, on: surface)
      return
    }
    let directory = content.directory
    let rows = state.rows
    let terms = MatchedField.Terms(query: state.search?.query ?? "")
    let secondary = content.secondary
    ListView.draw(state.list, in: area, on: surface) { row in
      switch rows.item(atRow: row) {
      case .header(let section): ListRow(text: String(directory.sections.letters[section]), isHeader: true)
      case .contact(let index):
        terms.isEmpty
          ? directory.row(index, secondary: secondary) : directory.row(index, searching: terms, secondary: secondary)
      }
    }
    drawStickyHeader(state, content: content, in: area, on: surface)
  }

  /// The section of the top visible row, drawn over it (`BrowserState` keeps the selection off
  /// that row), with the right-hand column's name: the list always says which letter and what
  /// the column is, however far it is scrolled.
  static func drawStickyHeader(_ state: BrowserState, content: BrowserContent, in area: Rect, on surface: any Surface) {
    guard case .sectioned(let sections) = state.rows, area.height >= 2, state.list.count > 0,
      state.list.selected != state.list.top || state.rows.isHeader(state.list.top)
    else { return }
    let section: Int
    switch state.rows.item(atRow: state.list.top) {
    case .header(let header): section = header
    case .contact(let index): section = sections.section(ofContact: index)
    }
    let row = area.row
    surface.fill(Rect(row: row, col: area.col, height: 1, width: area.width), role: .sectionHeader)
    let inner = area.width - 2
    guard inner > 0 else { return }
    let letter = String(sections.letters[section])
    surface.put(letter, row: row, col: area.col + 1, role: .sectionHeader, style: .bold)
    let label = content.secondary.label
    let labelWidth = DisplayWidth.of(label)
    if labelWidth + DisplayWidth.of(letter) + 2 <= inner {
      surface.put(label, row: row, col: area.right - 1 - labelWidth, role: .sectionHeader, style: [])
    }
  }

  /// The title bar's words after the app's name: the group shown, when `--group` chose one.
  static func groupTitle(_ content: BrowserContent) -> [(String, ColorRole, TextStyle)] {
    content.group.map { [("  ·  Group: \($0)", .titleBar, [])] } ?? []
  }

  /// Lines centred in `area`, the first in bold, the rest dimmed.
  static func drawCentered(_ lines: [String], in area: Rect, on surface: any Surface) {
    let shown = lines.prefix(area.height)
    let top = area.row + (area.height - shown.count) / 2
    for (offset, line) in shown.enumerated() {
      let text = DisplayWidth.truncate(line, to: area.width)
      let col = area.col + (area.width - DisplayWidth.of(text)) / 2
      surface.put(
        text, row: top + offset, col: col, role: offset == 0 ? .normal : .dim, style: offset == 0 ? .bold : [])
    }
  }

}
