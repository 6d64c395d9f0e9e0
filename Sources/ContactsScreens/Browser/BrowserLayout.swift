package import TerminalUI

/// Where the browser's parts go on a screen of a given size: pure geometry, shared by the state
/// (page heights, mouse hit tests) and the view (drawing).
///
/// From three rows up: a title bar, the list, a status line. Two rows drop the title; one row
/// keeps only the list, so the selection is still shown. Nothing is negative at any size.
package struct BrowserLayout: Equatable, Sendable {
  /// The title bar's row, if there is room for one.
  package var titleRow: Int?
  /// The list (or detail card) between the bars.
  package var list: Rect
  /// The status line's row, if there is room for one.
  package var statusRow: Int?
  /// The whole screen.
  package var screen: Rect

  /// The layout for a screen of `size`.
  package init(size: Size) {
    let frame = ScreenFrame(size: size)
    titleRow = frame.titleRow
    statusRow = frame.statusRow
    list = frame.body
    screen = frame.screen
  }

  /// The help overlay's box: centred over the list, or the whole list area when too small for a border.
  package var helpBox: Rect {
    KeysOverlay.box(lines: BrowserHelp.lineCount(limited: true, editable: true), over: list, screen: screen)
  }

  /// Where the text inside the help overlay goes.
  package var helpText: Rect { KeysOverlay.text(in: helpBox, over: list) }
}
