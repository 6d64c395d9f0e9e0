/// Turns mouse reports into presses, clicks, double-clicks and wheel turns, timing clicks itself.
///
/// A click is reported the moment the button comes up where it went down; a release anywhere
/// else is `.release`, so a screen can tell a click from a drag.
struct MouseTracker: Equatable {
  /// Longest gap between two clicks that makes a double-click, in seconds.
  static let doubleClickInterval = 0.4

  private var pressedAt: (row: Int, col: Int)?
  private var lastClick: (row: Int, col: Int, time: Double)?

  static func == (lhs: MouseTracker, rhs: MouseTracker) -> Bool {
    lhs.pressedAt?.row == rhs.pressedAt?.row && lhs.pressedAt?.col == rhs.pressedAt?.col
      && lhs.lastClick?.time == rhs.lastClick?.time
  }

  /// What `report` means. Only the plain left button presses and clicks; the wheel scrolls;
  /// everything else (motion, other buttons, modifiers) is `.other`.
  mutating func event(for report: MouseReport, at now: Double) -> MouseEvent {
    let (row, col) = (report.row, report.col)
    if report.code & 64 != 0, report.code & 32 == 0, !report.released {
      pressedAt = nil  // anything between a press and its release breaks the click
      switch report.code & ~64 {
      case 0: return MouseEvent(kind: .wheelUp, row: row, col: col)
      case 1: return MouseEvent(kind: .wheelDown, row: row, col: col)
      default: break
      }
    }
    if report.released, report.code == 0 {
      return release(row: row, col: col, at: now)
    }
    if report.code == 0, !report.released { return press(row: row, col: col) }
    pressedAt = nil
    return MouseEvent(kind: .other, row: row, col: col)
  }

  /// The button went down at (`row`, `col`).
  mutating func press(row: Int, col: Int) -> MouseEvent {
    pressedAt = (row, col)
    return MouseEvent(kind: .press, row: row, col: col)
  }

  /// The button came up: a click where it went down, a double-click if one just happened there.
  mutating func release(row: Int, col: Int, at now: Double) -> MouseEvent {
    let press = pressedAt
    pressedAt = nil
    guard let press, press.row == row, press.col == col else { return MouseEvent(kind: .release, row: row, col: col) }
    if let last = lastClick, last.row == row, last.col == col, now - last.time <= Self.doubleClickInterval {
      lastClick = nil
      return MouseEvent(kind: .doubleClick, row: row, col: col)
    }
    lastClick = (row, col, now)
    return MouseEvent(kind: .click, row: row, col: col)
  }
}
