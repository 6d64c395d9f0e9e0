/// Draws a `ListState`: only the visible rows, so drawing costs the same for any row count.
public enum ListView {
  /// Draws the visible rows of `state` into `area`, asking `row` for each one's content.
  ///
  /// Item rows show `text` at the left (its `boldRange` in bold) and `secondary` right-aligned,
  /// both cut with "…" by display width. Header rows use the `sectionHeader` role; the selected row
  /// is highlighted across the full width. Rows of `area` below the last item are blanked.
  public static func draw(_ state: ListState, in area: Rect, on surface: any Surface, row: (Int) -> ListRow) {
    guard !area.isEmpty else { return }
    let shown = state.visibleRange.prefix(area.height)
    for (offset, index) in shown.enumerated() {
      drawRow(row(index), selected: index == state.selected, at: area.row + offset, in: area, on: surface)
    }
    let blankTop = area.row + shown.count
    if blankTop < area.bottom {
      surface.fill(Rect(row: blankTop, col: area.col, height: area.bottom - blankTop, width: area.width), role: .normal)
    }
  }

  private static func drawRow(
    _ item: ListRow, selected: Bool, at screenRow: Int, in area: Rect, on surface: any Surface
  ) {
    let role: ColorRole = selected ? .selection : (item.isHeader ? .sectionHeader : .normal)
    surface.fill(Rect(row: screenRow, col: area.col, height: 1, width: area.width), role: role)
    let inner = area.width - 2
    guard inner > 0 else { return }
    if item.isHeader {
      surface.put(
        DisplayWidth.truncate(item.text, to: inner), row: screenRow, col: area.col + 1, role: role, style: .bold)
      return
    }
    // The name gets what it needs up to three fifths of the row; the secondary field the rest.
    var secondaryWidth = 0
    let secondaryRoom = inner - 2 - min(DisplayWidth.of(item.text), inner * 3 / 5)
    if !item.secondary.isEmpty, secondaryRoom >= 4 {
      let full = DisplayWidth.of(item.secondary)
      // What `drawText` draws: all of it, or what fits before an ellipsis (a wide character
      // that would straddle the edge is left out, so the cut one can be a column narrower).
      secondaryWidth =
        full <= secondaryRoom
        ? full : DisplayWidth.of(String(DisplayWidth.prefix(item.secondary, fitting: secondaryRoom - 1))) + 1
      drawText(
        item.secondary, bold: nil, highlights: item.secondaryHighlights, width: secondaryWidth, row: screenRow,
        col: area.right - 1 - secondaryWidth, role: selected ? .selection : .dim, on: surface)
    }
    let textWidth = inner - (secondaryWidth > 0 ? secondaryWidth + 2 : 0)
    drawText(
      item.text, bold: item.boldRange, highlights: item.highlights, width: textWidth, row: screenRow,
      col: area.col + 1, role: role, on: surface)
  }

  /// Draws `text` cut to `width`, with its `bold` range and `highlights` (as much as survives
  /// the cut) in bold and underlined: one `put` per run of equally styled characters.
  private static func drawText(
    _ text: String, bold: Range<String.Index>?, highlights: [Range<String.Index>], width: Int, row: Int, col: Int,
    role: ColorRole, on surface: any Surface
  ) {
    guard width > 0 else { return }
    var kept = text[...]
    var ellipsis = ""
    if DisplayWidth.of(text) > width {
      kept = DisplayWidth.prefix(text, fitting: width - 1)
      ellipsis = "…"
    }
    func style(at index: String.Index) -> TextStyle {
      var style: TextStyle = []
      if let bold, bold.contains(index) { style.insert(.bold) }
      if highlights.contains(where: { $0.contains(index) }) { style.insert(.underline) }
      return style
    }
    var x = col
    var runStart = kept.startIndex
    var runStyle = runStart < kept.endIndex ? style(at: runStart) : []
    var index = runStart
    while index < kept.endIndex {
      let next = text.index(after: index)
      let nextStyle = next < kept.endIndex ? style(at: next) : runStyle
      if next == kept.endIndex || nextStyle != runStyle {
        let part = String(text[runStart..<next])
        surface.put(part, row: row, col: x, role: role, style: runStyle)
        x += DisplayWidth.of(part)
        runStart = next
        runStyle = nextStyle
      }
      index = next
    }
    if !ellipsis.isEmpty { surface.put(ellipsis, row: row, col: x, role: role, style: []) }
  }
}
