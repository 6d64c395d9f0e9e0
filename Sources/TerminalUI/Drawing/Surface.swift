import SafeText

/// Where widgets draw. ncurses implements it; `MemorySurface` is the in-memory twin for tests.
///
/// Coordinates are zero-based (row, column) cells. Everything is clipped to `size`, by display
/// width, so callers may draw partly or wholly outside without harm.
public protocol Surface: AnyObject {
  /// The drawable size in cells.
  var size: Size { get }
  /// Blanks the frame (never a full clear, which would make every frame flicker).
  func erase()
  /// Draws `text` from (`row`, `col`), clipped to the surface by display width.
  func put(_ text: String, row: Int, col: Int, role: ColorRole, style: TextStyle)
  /// Fills `rect` with spaces in the role's background.
  func fill(_ rect: Rect, role: ColorRole)
  /// Draws a line-drawing border just inside `rect`.
  func box(_ rect: Rect, role: ColorRole)
  /// Shows the terminal's own cursor at (`row`, `col`) when this frame is presented (a text
  /// field's insertion point); `erase()` hides it again, so a frame that places none shows none.
  /// A position off the surface hides it.
  func showCursor(row: Int, col: Int)
  /// Flushes this frame; only the changes reach the terminal.
  func present()
}

extension Surface {
  /// Draws `text` with no extra style.
  public func put(_ text: String, row: Int, col: Int, role: ColorRole) {
    put(text, row: row, col: col, role: role, style: [])
  }
}

/// What every surface draws for `text`: the text through `SafeText` on one line, so a control
/// character or bidi control in a name, a note or an Info.plist shows as U+FFFD and never reaches
/// the terminal. Both surfaces call it first in `put`, so the in-memory twin shows what ncurses
/// shows, and every screen (prompt, picker, browser, card, overlays) goes through it.
func drawable(_ text: String) -> String { SafeText.neutralised(text) }
