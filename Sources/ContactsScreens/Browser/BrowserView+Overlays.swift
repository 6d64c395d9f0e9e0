import TerminalUI

extension BrowserView {
  /// The detail card, scrolled: labels dimmed in their own column, values beside them.
  static func drawDetail(_ detail: DetailState, content: BrowserContent, in area: Rect, on surface: any Surface) {
    guard !area.isEmpty else { return }
    let card = detail.card(content: content, width: area.width)
    let margin = ContactCard.margin
    let textCol = area.col + margin + (card.labelWidth > 0 ? card.labelWidth + margin : 0)
    // The card is re-wrapped for the surface; a state laid out for another size shows what fits.
    for (offset, index) in detail.scroll.visibleRange.prefix(area.height).enumerated() where index < card.lines.count {
      let line = card.lines[index]
      let row = area.row + offset
      if !line.label.isEmpty {
        let label = DisplayWidth.truncate(line.label, to: card.labelWidth)
        let labelCol = area.col + margin + card.labelWidth - DisplayWidth.of(label)
        surface.put(label, row: row, col: labelCol, role: .dim, style: [])
      }
      let col = line.isHeading ? area.col + margin : textCol
      surface.put(line.text, row: row, col: col, role: line.role, style: line.style)
    }
  }

  /// The help overlay: a box of keys over the list, or the whole list area on a small screen.
  static func drawHelp(_ help: ScrollState, content: BrowserContent, layout: BrowserLayout, on surface: any Surface) {
    let lines = BrowserHelp.lines(limited: content.limitedAccess, editable: content.canEditAsText)
    KeysOverlay.draw(lines, scrolled: help, box: layout.helpBox, over: layout.list, on: surface)
  }

  /// The list of cards that could not be read.
  static func drawWarnings(_ warnings: ScrollState, content: BrowserContent, in area: Rect, on surface: any Surface) {
    let lines = WarningList.lines(content.diagnostics, width: area.width)
    for (offset, index) in warnings.visibleRange.prefix(area.height).enumerated() where index < lines.count {
      let line = DisplayWidth.truncate(lines[index], to: max(0, area.width - 2))
      surface.put(
        line, row: area.row + offset, col: area.col + 1, role: index == 0 ? .warning : .normal,
        style: index == 0 ? .bold : [])
    }
  }
}
