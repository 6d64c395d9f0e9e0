package import TerminalUI

extension BrowserState {
  /// Rows one wheel notch scrolls.
  static let wheelStep = 3

  /// Applies a mouse action: the wheel scrolls whatever is open, a click selects a row, a
  /// double-click opens it, and a click outside the help box closes it. The contact form takes
  /// keys only: the mouse does nothing while it is open.
  package mutating func handle(_ mouse: MouseEvent, content: BrowserContent) -> BrowserOutcome? {
    guard form == nil else { return nil }
    let wheel = mouse.kind == .wheelUp ? -Self.wheelStep : (mouse.kind == .wheelDown ? Self.wheelStep : 0)
    if help != nil {
      if wheel != 0 { help?.scroll(by: wheel) }
      if mouse.kind == .click, !layout.helpBox.contains(row: mouse.row, col: mouse.col) { help = nil }
      return nil
    }
    if warnings != nil {
      warnings?.scroll(by: wheel)
      return nil
    }
    if detail != nil {
      detail?.scroll.scroll(by: wheel)
      return nil
    }
    if wheel != 0 {
      list.scroll(by: wheel)
      settle(goingUp: wheel < 0, reveal: false)
      return nil
    }
    guard mouse.kind == .click || mouse.kind == .doubleClick else { return nil }
    let area = layout.list
    guard area.contains(row: mouse.row, col: mouse.col) else { return nil }
    let row = list.top + mouse.row - area.row
    guard row < list.count else { return nil }
    // The top row of the sectioned list is under the sticky section header: a click there is one
    // on a header.
    if case .sectioned = rows, row == list.top, list.pageHeight >= 2, !rows.isHeader(row) { return nil }
    isJumping = false
    list.select(rows.isHeader(row) ? row + 1 : row)
    if mouse.kind == .doubleClick { openDetail(content: content) }
    return nil
  }
}
