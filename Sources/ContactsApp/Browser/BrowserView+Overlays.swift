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
    let box = layout.helpBox
    let text = layout.helpText
    guard !box.isEmpty else { return }
    surface.fill(box, role: .dialog)
    if box != layout.list {
      surface.box(box, role: .dialog)
      let title = "Keys"
      surface.put(
        title, row: box.row + 1, col: box.col + (box.width - DisplayWidth.of(title)) / 2, role: .dialogTitle,
        style: .bold)
    }
    let lines = BrowserHelp.lines(limited: content.limitedAccess, editable: content.canEditAsText)
    let keyWidth = min(BrowserHelp.keyColumn, text.width / 2)
    for (offset, index) in help.visibleRange.prefix(text.height).enumerated() {
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
