/// How a dialog's buttons are arranged: side by side when they fit, else stacked, else squeezed.
struct ButtonRow: Equatable {
  /// The labels as drawn, brackets included.
  var labels: [String]
  /// Whether the buttons are stacked one per row.
  var stacked: Bool
  /// Columns between side-by-side buttons.
  var gap: Int

  /// Rows the buttons take.
  var rows: Int { stacked ? max(1, labels.count) : 1 }

  /// Columns the widest arrangement takes.
  var width: Int {
    let widths = labels.map(DisplayWidth.of)
    return stacked ? (widths.max() ?? 0) : widths.reduce(0, +) + gap * max(0, labels.count - 1)
  }

  /// `[ A ]  [ B ]` when it fits `width`, else `[A] [B]`, else one button per row.
  static func arrange(_ buttons: [String], width: Int) -> ButtonRow {
    let roomy = ButtonRow(labels: buttons.map { "[ \($0) ]" }, stacked: false, gap: 2)
    if roomy.width <= width { return roomy }
    let tight = ButtonRow(labels: buttons.map { "[\($0)]" }, stacked: false, gap: 1)
    if tight.width <= width { return tight }
    let labels = buttons.map { "[ " + DisplayWidth.truncate($0, to: max(1, width - 4)) + " ]" }
    return ButtonRow(labels: labels, stacked: true, gap: 0)
  }

  /// Side by side in one row, each label cut to an equal share of `width`.
  static func squeeze(_ buttons: [String], width: Int) -> ButtonRow {
    let count = max(1, buttons.count)
    let share = max(3, (width - (count - 1)) / count)
    let labels = buttons.map { "[" + DisplayWidth.truncate($0, to: share - 2) + "]" }
    return ButtonRow(labels: labels, stacked: false, gap: 1)
  }

  /// Each button's cells, centred in `width` columns from `left`, starting at row `top`.
  func rects(top: Int, left: Int, width: Int) -> [Rect] {
    if stacked {
      return labels.enumerated().map { index, label in
        let w = DisplayWidth.of(label)
        return Rect(row: top + index, col: left + max(0, (width - w) / 2), height: 1, width: w)
      }
    }
    var col = left + max(0, (width - self.width) / 2)
    return labels.map { label in
      let rect = Rect(row: top, col: col, height: 1, width: DisplayWidth.of(label))
      col += rect.width + gap
      return rect
    }
  }
}
