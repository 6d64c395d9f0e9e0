import Authorization
import ContactModel
import ContactsPrompt
import Foundation
import TerminalUI

/// What the privacy screen's state asks of its screen: a confirmation, then a write. The pure
/// transitions cannot show a dialog or touch the database themselves.
enum SettingsRequest: Equatable, Sendable {
  /// Ask about `action` on the app `row`, and carry it out if the user confirms.
  case confirm(SettingsAction, SettingsRow)
}

/// How the privacy screen ends.
enum SettingsOutcome: Equatable, Sendable {
  /// `q`, or Esc on the list of apps.
  case quit
}

/// The privacy screen as plain data: the apps that asked, the cursor over them, the detail of
/// one app with its actions, the help overlay and a status message. Every transition is pure;
/// effects (a dialog, a write) are left in `request` for `SettingsScreen`.
struct SettingsState: Equatable {
  /// The detail of one app: which app, and the cursor over its actions.
  struct Detail: Equatable {
    /// The app shown.
    var bundleIdentifier: String
    /// The cursor over `SettingsAction.actions(for:)`.
    var actions: ListState
  }

  /// Every app with a stored decision, in display order.
  private(set) var rows: [SettingsRow]
  /// The cursor over `rows`.
  private(set) var list: ListState
  /// The open detail, if any.
  private(set) var detail: Detail?
  /// The open help overlay, if any.
  private(set) var help: ScrollState?
  /// A message for the status line (what the last change did), until the next key.
  private(set) var message: String?
  /// The geometry for the current size.
  private(set) var layout: SettingsLayout
  private var request: SettingsRequest?

  /// The state for `rows` on a screen of `size`, the cursor on the first app.
  init(rows: [SettingsRow], size: Size) {
    self.rows = rows
    layout = SettingsLayout(size: size)
    list = ListState(count: rows.count, pageHeight: layout.list.height)
  }

  /// The app under the cursor, nil when no app has asked.
  var selectedRow: SettingsRow? { rows.indices.contains(list.selected) ? rows[list.selected] : nil }

  /// The app the detail shows.
  var detailRow: SettingsRow? {
    guard let detail else { return nil }
    return rows.first { $0.bundleIdentifier == detail.bundleIdentifier }
  }

  /// The detail's actions.
  var detailActions: [SettingsAction] { detailRow.map(SettingsAction.actions(for:)) ?? [] }

  /// The action under the detail's cursor.
  var selectedAction: SettingsAction? {
    guard let detail, detailActions.indices.contains(detail.actions.selected) else { return nil }
    return detailActions[detail.actions.selected]
  }

  /// Where keys are looked up: the help scrolls like a card; the list and the actions are lists.
  var keyContext: KeyContext { help != nil ? .detail : .list }

  /// The detail's facts area and actions area on this screen, for drawing and clicks.
  var detailAreas: (facts: Rect, actions: Rect)? {
    guard let row = detailRow else { return nil }
    let lines = SettingsFacts.lines(for: row, timeZone: .current).count
    let actions = SettingsAction.actions(for: row).count
    return (layout.facts(lines: lines, actions: actions), layout.actions(lines: lines, actions: actions))
  }

  /// Applies `command`; returns an outcome when the screen should end.
  mutating func handle(_ command: AppCommand) -> SettingsOutcome? {
    message = nil
    if help != nil {
      switch command {
      case .widget(.cancel), .help, .widget(.open): help = nil
      case .widget(.quit): return .quit
      case .widget(let move): help?.apply(move)
      default: break
      }
      return nil
    }
    if command == .help {
      help = ScrollState(count: SettingsHelp.entries.count, pageHeight: layout.helpText.height)
      return nil
    }
    if command == .widget(.quit) { return .quit }
    if detail != nil {
      handleDetail(command)
      return nil
    }
    switch command {
    case .widget(.cancel): return .quit
    case .widget(.open): openDetail()
    case .widget(let move) where move.isMove: list.apply(move)
    default: break
    }
    return nil
  }

  /// A key in the detail: move over the actions, Enter chooses one, Esc goes back to the list.
  private mutating func handleDetail(_ command: AppCommand) {
    switch command {
    case .widget(.cancel): detail = nil
    case .widget(.open): choose()
    case .widget(let move) where move.isMove: detail?.actions.apply(move)
    default: break
    }
  }

  /// Opens the detail of the app under the cursor.
  private mutating func openDetail() {
    guard let row = selectedRow else { return }
    let count = SettingsAction.actions(for: row).count
    detail = Detail(bundleIdentifier: row.bundleIdentifier, actions: ListState(count: count, pageHeight: 0))
    fitDetail()
  }

  /// Chooses the action under the detail's cursor: a request to confirm it, or a message when it
  /// would change nothing.
  private mutating func choose() {
    guard let row = detailRow, let action = selectedAction else { return }
    if let access = action.access, access == row.decision, action != .limitedAccess {
      message = "“\(row.name)” already has \(row.access.label)."
      return
    }
    // Limited Access on a limited app is Edit Selected Contacts: the picker on what it has.
    request = .confirm(action == .limitedAccess && row.decision == .limited ? .editSelection : action, row)
  }

  /// Applies a mouse action: a click selects a row (an app, or an action in the detail), a
  /// double-click opens it (or chooses the action), the wheel moves; a click outside the help closes it.
  mutating func handle(_ mouse: MouseEvent) {
    message = nil
    if help != nil {
      if mouse.kind == .wheelUp || mouse.kind == .wheelDown { help?.scroll(by: mouse.kind == .wheelUp ? -3 : 3) }
      if mouse.kind == .click, !layout.helpBox.contains(row: mouse.row, col: mouse.col) { help = nil }
      return
    }
    let wheel: Command? = mouse.kind == .wheelUp ? .moveUp : (mouse.kind == .wheelDown ? .moveDown : nil)
    if detail != nil, let areas = detailAreas {
      if let wheel { detail?.actions.apply(wheel) }
      guard mouse.kind == .click || mouse.kind == .doubleClick,
        let index = Self.hit(areas.actions, state: detail?.actions, mouse: mouse)
      else { return }
      detail?.actions.select(index)
      if mouse.kind == .doubleClick { choose() }
      return
    }
    if let wheel { list.apply(wheel) }
    guard mouse.kind == .click || mouse.kind == .doubleClick,
      let index = Self.hit(layout.list, state: list, mouse: mouse)
    else { return }
    list.select(index)
    if mouse.kind == .doubleClick { openDetail() }
  }

  /// The row of `state` drawn where `mouse` is, if `area` shows one there.
  private static func hit(_ area: Rect, state: ListState?, mouse: MouseEvent) -> Int? {
    guard let state, area.contains(row: mouse.row, col: mouse.col) else { return nil }
    let index = state.top + mouse.row - area.row
    return index < state.count && index < state.top + area.height ? index : nil
  }

  /// Fits everything to a new screen size.
  mutating func resize(to size: Size) {
    layout = SettingsLayout(size: size)
    list.resize(pageHeight: layout.list.height)
    help?.resize(pageHeight: layout.helpText.height)
    fitDetail()
  }

  /// Replaces the apps after a change (read again from the database), keeping the cursor and the
  /// detail on the same app while it is listed, and shows `message`.
  mutating func replaceRows(_ rows: [SettingsRow], message: String?) {
    let selected = selectedRow?.bundleIdentifier
    self.rows = rows
    list.setCount(rows.count)
    if let selected, let index = rows.firstIndex(where: { $0.bundleIdentifier == selected }) { list.select(index) }
    if let shown = detail?.bundleIdentifier {
      if rows.contains(where: { $0.bundleIdentifier == shown }) {
        let action = selectedAction
        let actions = detailActions
        detail?.actions.setCount(actions.count)
        if let action, let index = actions.firstIndex(of: action) { detail?.actions.select(index) }
        fitDetail()
      } else {
        detail = nil  // reset: the app has no decision, so it is not listed any more
      }
    }
    self.message = message
  }

  /// Takes the pending request, leaving none.
  mutating func takeRequest() -> SettingsRequest? {
    defer { request = nil }
    return request
  }

  private mutating func fitDetail() {
    guard let areas = detailAreas else { return }
    detail?.actions.resize(pageHeight: areas.actions.height)
  }
}
