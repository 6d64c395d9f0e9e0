/// Turns button presses and releases into clicks and double-clicks by timing them itself.
///
/// ncurses can do this (`mouseinterval`), but then it holds every click back to wait for a
/// possible second one; here a click is reported the moment the button comes up.
struct MouseTracker: Equatable {
  /// Longest gap between two clicks that makes a double-click, in seconds.
  static let doubleClickInterval = 0.4

  private var pressedAt: (row: Int, col: Int)?
  private var lastClick: (row: Int, col: Int, time: Double)?

  static func == (lhs: MouseTracker, rhs: MouseTracker) -> Bool {
    lhs.pressedAt?.row == rhs.pressedAt?.row && lhs.pressedAt?.col == rhs.pressedAt?.col
      && lhs.lastClick?.time == rhs.lastClick?.time
  }

  /// The button went down at (`row`, `col`).
  mutating func press(row: Int, col: Int) -> MouseEvent {
    pressedAt = (row, col)
    return MouseEvent(kind: .press, row: row, col: col)
  }

  /// The button came up: a click where it went down, a double-click if one just happened there.
  mutating func release(row: Int, col: Int, at now: Double) -> MouseEvent? {
    let press = pressedAt
    pressedAt = nil
    if let press, press.row != row || press.col != col { return nil }
    if let last = lastClick, last.row == row, last.col == col, now - last.time <= Self.doubleClickInterval {
      lastClick = nil
      return MouseEvent(kind: .doubleClick, row: row, col: col)
    }
    lastClick = (row, col, now)
    return MouseEvent(kind: .click, row: row, col: col)
  }
}
