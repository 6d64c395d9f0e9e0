import ContactsPrompt
import Foundation
import TerminalUI

/// Draws the privacy screen's state and nothing else: the title bar, the apps (or the detail of
/// one), the help overlay and the status line, in the browser's frame and colours. Every text
/// from the database goes through the surface, which neutralises it (`SafeText`).
package struct SettingsView {
  /// The title bar's left side.
  static let title = "Privacy › Contacts"
  /// What the empty list says.
  static let emptyText = "No app has asked for access to your contacts."

  /// The time zone dates are shown in.
  var timeZone: TimeZone = .current
  /// Whether the status line is the demo caption (`demo --step`).
  package var captions = false

  /// Draws `state`; `presenting` false leaves the frame for a dialog drawn over it.
  func draw(_ state: SettingsState, on surface: any Surface, presenting: Bool = true) {
    surface.erase()
    let layout = state.layout
    if let titleRow = layout.titleRow {
      let left = state.detailRow.map { "\(Self.title) › \($0.name)" } ?? Self.title
      ScreenBar.draw(
        row: titleRow, role: .titleBar, width: layout.screen.width, left: [(left, .titleBar, .bold)],
        right: "Settings", on: surface)
    }
    if let row = state.detailRow, let detail = state.detail, let areas = state.detailAreas {
      drawDetail(row, actions: detail.actions, areas: areas, layout: layout, on: surface)
    } else {
      drawList(state, on: surface)
    }
    if let help = state.help { Self.drawHelp(help, layout: layout, on: surface) }
    if let statusRow = layout.statusRow, captions {
      let caption: DemoCaption = state.detail == nil ? .settings : .settingsApp
      ScreenChrome.drawCaption(caption, row: statusRow, width: layout.screen.width, on: surface)
    } else if let statusRow = layout.statusRow {
      let (text, hint) = status(state)
      ScreenBar.draw(
        row: statusRow, role: .statusBar, width: layout.screen.width, left: [(text, .statusBar, [])], right: hint,
        on: surface)
    }
    if presenting { surface.present() }
  }

  /// The status line: the last change's message, else where the cursor is; and the keys.
  private func status(_ state: SettingsState) -> (String, String) {
    if state.help != nil { return ("Keys", "Esc close  q leave") }
    if state.detail != nil {
      let hint = state.detailActions.isEmpty ? "Esc back  q leave" : "Enter choose  Esc back  ? help"
      return (state.message ?? (state.detailActions.isEmpty ? "Restricted by policy" : "Change access"), hint)
    }
    if state.rows.isEmpty { return (state.message ?? "No apps", "q leave") }
    let count = state.rows.count
    let position = "\(state.list.selected + 1) of \(count) \(count == 1 ? "app" : "apps")"
    return (state.message ?? position, "Enter open  ? help  q leave")
  }

  private func drawList(_ state: SettingsState, on surface: any Surface) {
    let layout = state.layout
    if layout.hasListHeading {
      surface.put(
        DisplayWidth.truncate("Apps that asked for access to your contacts", to: max(0, layout.body.width - 2)),
        row: layout.body.row, col: 1, role: .dim, style: [])
    }
    guard !state.rows.isEmpty else {
      let area = layout.list
      guard area.height > 0, area.width > 2 else { return }
      let lines = DisplayWidth.wrap(Self.emptyText, width: max(1, min(area.width - 4, 60)))
      let top = area.row + max(0, (area.height - lines.count) / 2)
      for (offset, line) in lines.enumerated() where top + offset < area.bottom {
        let col = area.col + max(0, (area.width - DisplayWidth.of(line)) / 2)
        surface.put(line, row: top + offset, col: col, role: .dim, style: [])
      }
      return
    }
    ListView.draw(state.list, in: layout.list, on: surface) { index in
      let row = state.rows[index]
      let changed = row.changed == true ? " · app changed" : ""
      return ListRow(text: row.name, secondary: row.access.label + changed)
    }
  }

  private func drawDetail(
    _ row: SettingsRow, actions: ListState, areas: (facts: Rect, actions: Rect), layout: SettingsLayout,
    on surface: any Surface
  ) {
    let facts = SettingsFacts.lines(for: row, timeZone: timeZone)
    let labelWidth = 10
    for (offset, line) in facts.prefix(areas.facts.height).enumerated() {
      let screenRow = areas.facts.row + offset
      let room = areas.facts.width - 2
      guard room > 0 else { break }
      if line.label.isEmpty {
        surface.put(DisplayWidth.truncate(line.value, to: room), row: screenRow, col: 1, role: .normal, style: .bold)
        continue
      }
      surface.put(DisplayWidth.truncate(line.label, to: room), row: screenRow, col: 1, role: .dim, style: [])
      let valueRoom = room - labelWidth - 1
      if valueRoom > 0 {
        surface.put(
          DisplayWidth.truncate(line.value, to: valueRoom), row: screenRow, col: 1 + labelWidth + 1, role: .normal,
          style: [])
      }
    }
    let choices = SettingsAction.actions(for: row)
    if choices.isEmpty { return }
    let headingRow = areas.actions.row - 1
    if headingRow >= areas.facts.bottom, headingRow >= layout.body.row {
      surface.put(
        DisplayWidth.truncate("ACCESS TO YOUR CONTACTS", to: max(0, layout.body.width - 2)), row: headingRow, col: 1,
        role: .dim, style: .bold)
    }
    ListView.draw(actions, in: areas.actions, on: surface) { index in
      let action = choices[index]
      let mark: String
      if let access = action.access {
        mark = access == row.decision ? "● " : "○ "
      } else {
        mark = "  "
      }
      return ListRow(text: mark + action.label)
    }
  }

  /// The help overlay: a box of keys over the body, or the whole body on a small screen.
  static func drawHelp(_ help: ScrollState, layout: SettingsLayout, on surface: any Surface) {
    let lines = SettingsHelp.entries.map { (keys: $0.keys, action: $0.action) }
    KeysOverlay.draw(lines, scrolled: help, box: layout.helpBox, over: layout.body, on: surface)
  }

}
