import TerminalUI

/// The "Keys" overlay that the browser and the privacy screen open with `?`: a box centred over
/// the area between the bars, a key column in bold and what each key does, scrolled by a
/// `ScrollState`. When the area is too small for a border, the keys take the whole area.
enum KeysOverlay {
  /// The width of the key column, before a narrow box halves it.
  static let keyColumn = 17

  /// The box for `lines` key lines over `area` on `screen`: at most 72 columns wide, or `area`
  /// itself when a bordered box would not fit.
  static func box(lines: Int, over area: Rect, screen: Rect) -> Rect {
    let width = min(screen.width - 4, 72)
    let height = min(area.height, lines + 4)
    guard width >= 30, height >= 7 else { return area }
    return Rect(
      row: area.row + (area.height - height) / 2, col: (screen.width - width) / 2, height: height, width: width)
  }

  /// Where the lines go inside `box`: below its border, title and a blank line, or `area` itself
  /// when the box is the whole area.
  static func text(in box: Rect, over area: Rect) -> Rect {
    box == area ? area : Rect(row: box.row + 3, col: box.col + 2, height: box.height - 4, width: box.width - 4)
  }

  /// Draws `lines` in `box` over `area`, from `help`'s first visible line.
  static func draw(
    _ lines: [(keys: String, action: String)], scrolled help: ScrollState, box: Rect, over area: Rect,
    on surface: any Surface
  ) {
    guard !box.isEmpty else { return }
    let text = text(in: box, over: area)
    surface.fill(box, role: .dialog)
    if box != area {
      surface.box(box, role: .dialog)
      let title = "Keys"
      surface.put(
        title, row: box.row + 1, col: box.col + (box.width - DisplayWidth.of(title)) / 2, role: .dialogTitle,
        style: .bold)
    }
    let keyWidth = min(keyColumn, text.width / 2)
    let marker = scrollMarker(help)
    // Without a border the marker takes the last text row (the line under it shows once scrolled).
    let rows = marker != nil && box == area ? text.height - 1 : text.height
    for (offset, index) in help.visibleRange.prefix(rows).enumerated() where index < lines.count {
      let row = text.row + offset
      let line = lines[index]
      surface.put(DisplayWidth.truncate(line.keys, to: keyWidth), row: row, col: text.col, role: .dialog, style: .bold)
      let room = text.width - keyWidth - 1
      if room > 0 {
        surface.put(
          DisplayWidth.truncate(line.action, to: room), row: row, col: text.col + keyWidth + 1, role: .dialog,
          style: [])
      }
    }
    if let marker {
      let width = DisplayWidth.of(marker)
      let row = box == area ? text.row + text.height - 1 : box.bottom - 1
      let col = box == area ? text.col : box.right - 2 - width
      guard row >= box.row, width <= box.width - 2 else { return }
      surface.put(marker, row: row, col: col, role: .dialog, style: .bold)
    }
  }

  /// What says that the keys go on beyond the box: the arrows that scroll further and the lines
  /// shown ("↓ 1–4 of 17"), or nil when every line is in view.
  static func scrollMarker(_ help: ScrollState) -> String? {
    guard help.hasMoreAbove || help.hasMoreBelow else { return nil }
    let arrows = (help.hasMoreAbove ? "↑" : "") + (help.hasMoreBelow ? "↓" : "")
    let last = min(help.count, help.top + help.pageHeight)
    return " \(arrows) \(help.top + 1)–\(last) of \(help.count) "
  }
}
