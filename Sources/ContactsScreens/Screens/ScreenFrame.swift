import TerminalUI

/// The bars every full screen shares, for a screen of a given size: a title bar from three rows
/// up, a status line from two, and the body between them. One row keeps only the body, so the
/// selection is still shown; nothing is negative at any size.
struct ScreenFrame: Equatable, Sendable {
  /// The title bar's row, if there is room for one.
  var titleRow: Int?
  /// The status line's row, if there is room for one.
  var statusRow: Int?
  /// Between the bars.
  var body: Rect
  /// The whole screen.
  var screen: Rect

  /// The frame of a screen of `size`.
  init(size: Size) {
    let rows = max(0, size.rows)
    let cols = max(0, size.cols)
    titleRow = rows >= 3 ? 0 : nil
    statusRow = rows >= 2 ? rows - 1 : nil
    let top = titleRow == nil ? 0 : 1
    let bottom = statusRow ?? rows
    body = Rect(row: top, col: 0, height: max(0, bottom - top), width: cols)
    screen = Rect(row: 0, col: 0, height: rows, width: cols)
  }
}
