import TerminalUI

/// Where the privacy screen's parts go on a screen of a given size: pure geometry, shared by the
/// state (page heights, mouse hit tests) and the view.
///
/// As the browser's: a title bar from three rows up, a status line from two, the body between.
/// The list has a line of explanation above it when the body has four rows or more; the detail
/// gives its actions the room first and its facts what is left, so a small screen can still act.
struct SettingsLayout: Equatable, Sendable {
  /// The title bar's row, if there is room for one.
  var titleRow: Int?
  /// The status line's row, if there is room for one.
  var statusRow: Int?
  /// Between the bars.
  var body: Rect
  /// The whole screen.
  var screen: Rect

  /// The layout for a screen of `size`.
  init(size: Size) {
    let frame = ScreenFrame(size: size)
    titleRow = frame.titleRow
    statusRow = frame.statusRow
    body = frame.body
    screen = frame.screen
  }

  /// Whether the list has its line of explanation above it.
  var hasListHeading: Bool { body.height >= 4 }

  /// The apps' rows.
  var list: Rect {
    guard hasListHeading else { return body }
    return Rect(row: body.row + 2, col: body.col, height: body.height - 2, width: body.width)
  }

  /// The detail's facts (name, access, who decided and when): what the actions leave of the body.
  func facts(lines: Int, actions: Int) -> Rect {
    let actionRows = actions == 0 ? 0 : actions + 1  // a heading over the actions
    let height = min(lines, max(0, body.height - actionRows))
    return Rect(row: body.row, col: body.col, height: height, width: body.width)
  }

  /// The detail's actions, under a heading when there is room for one.
  func actions(lines: Int, actions: Int) -> Rect {
    let facts = facts(lines: lines, actions: actions)
    let left = body.height - facts.height
    let heading = left > actions ? 1 : 0
    return Rect(
      row: body.row + facts.height + heading, col: body.col, height: max(0, left - heading), width: body.width)
  }

  /// The help overlay's box: centred over the body, or the whole body when too small for a border.
  var helpBox: Rect { KeysOverlay.box(lines: SettingsHelp.entries.count, over: body, screen: screen) }

  /// Where the help's lines go.
  var helpText: Rect { KeysOverlay.text(in: helpBox, over: body) }
}
