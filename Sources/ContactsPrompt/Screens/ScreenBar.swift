package import TerminalUI

/// A one-row bar (the title bar, a status line): the role's background across the width, text
/// pieces on the left, and a hint on the right that gives way when the left needs the room.
package enum ScreenBar {

  /// A bar across the screen: styled pieces on the left, a hint on the right when both fit.
  package static func draw(
    row: Int, role: ColorRole, width: Int, left: [(String, ColorRole, TextStyle)], right: String,
    on surface: any Surface
  ) {
    guard width > 0 else { return }
    surface.fill(Rect(row: row, col: 0, height: 1, width: width), role: role)
    let leftWidth = left.reduce(0) { $0 + DisplayWidth.of($1.0) }
    let rightWidth = DisplayWidth.of(right)
    var room = width - 2
    // The hint gives way to what the left side says (a long query, a warning).
    if !right.isEmpty, leftWidth + rightWidth + 2 <= room {
      surface.put(right, row: row, col: width - 1 - rightWidth, role: role, style: [])
      room -= rightWidth + 2
    }
    var col = 1
    for (text, pieceRole, style) in left where room > 0 {
      let fitted = DisplayWidth.truncate(text, to: room)
      surface.put(fitted, row: row, col: col, role: pieceRole, style: style)
      let used = DisplayWidth.of(fitted)
      col += used
      room -= used
    }
  }
}
