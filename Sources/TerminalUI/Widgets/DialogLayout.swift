/// Where a dialog's parts go for one screen size: pure geometry, for drawing and mouse hit tests.
///
/// A centred box no wider than `maximumWidth`, shrinking gracefully (spacing, then body lines,
/// then title lines) so the title and buttons stay visible. Below `minimumSize` it becomes a
/// single-line prompt (`compact`). Any size, even 0x0 or negative, gives a valid layout.
public struct DialogLayout: Equatable, Sendable {
  /// Smallest screen that gets a box; anything smaller gets the one-line prompt.
  public static let minimumSize = Size(rows: 7, cols: 30)
  /// Widest the box grows, in columns.
  public static let maximumWidth = 60

  /// The box, border included; nil in the compact layout.
  public var box: Rect?
  /// Whether this is the one-line prompt used below the minimum size.
  public var compact: Bool
  /// Each button's cells, in button order (zero-width when a button had no room at all).
  public var buttonRects: [Rect]
  /// Each button's label as drawn, brackets included (`[ OK ]`).
  public var buttonLabels: [String]
  /// Title lines (bold, centred), fitted to the box.
  public var titleLines: [PlacedText]
  /// Body lines, wrapped and centred; the last ends in "…" when the body had to be cut.
  public var bodyLines: [PlacedText]
  /// Whether there is room for a shadow right of and below the box.
  public var hasShadow: Bool
  /// Whether the question and every button are on screen, whole. Until they are, nothing may
  /// answer the dialog (a 1×1 terminal shows neither).
  public var showsQuestion = false

  /// The index of the button under (`row`, `col`), if any.
  public func button(atRow row: Int, col: Int) -> Int? {
    buttonRects.firstIndex { $0.contains(row: row, col: col) }
  }

  /// The layout of `state` on a screen of `size`.
  public static func compute(for state: DialogState, in size: Size) -> DialogLayout {
    let screen = size.clamped
    if screen.rows < minimumSize.rows || screen.cols < minimumSize.cols {
      return compactLayout(for: state, in: screen)
    }
    return boxLayout(for: state, in: screen)
  }

  private static func boxLayout(for state: DialogState, in screen: Size) -> DialogLayout {
    let margin = screen.cols >= minimumSize.cols + 4 ? 4 : 0
    let maxInner = min(maximumWidth, screen.cols - margin) - 4
    // Measured and wrapped only as far as the screen can show: a megabyte of usage description
    // costs no more than a screenful.
    let natural = max(
      DisplayWidth.widestLine(state.title, upTo: maxInner), DisplayWidth.widestLine(state.body, upTo: maxInner))
    let wide = ButtonRow.arrange(state.buttons, width: maxInner)
    let inner = min(maxInner, max(min(natural, maxInner), wide.width, 24))
    var buttons = ButtonRow.arrange(state.buttons, width: inner)
    let maxHeight = screen.rows >= minimumSize.rows + 2 ? screen.rows - 2 : screen.rows
    var title = DisplayWidth.wrap(state.title, width: inner, maxLines: maxHeight + 1)
    var body = DisplayWidth.wrap(state.body, width: inner, maxLines: maxHeight + 1)
    var spacing = Spacing()
    var titleCut = false  // a cut title no longer asks the question, so nothing may answer it

    func height() -> Int {
      2 + spacing.top + title.count + (body.isEmpty ? 0 : spacing.titleBody + body.count) + spacing.bodyButtons
        + buttons.rows
    }
    if height() > maxHeight, buttons.rows > 1 {
      buttons = ButtonRow.squeeze(state.buttons, width: inner)
    }
    while height() > maxHeight {
      if spacing.shrink(bodyLines: body.count) { continue }
      if body.count > 1 || (body.count == 1 && spacing.bodyButtons == 0) {
        body = cutLast(body, keeping: body.count - 1, width: inner)
      } else if spacing.bodyButtons > 0 {
        spacing.bodyButtons = 0
      } else if title.count > 1 {
        title = cutLast(title, keeping: title.count - 1, width: inner)
        titleCut = true
      } else {
        break
      }
    }

    let box = Rect(
      row: (screen.rows - height()) / 2, col: (screen.cols - (inner + 4)) / 2, height: height(), width: inner + 4)
    let contentCol = box.col + 2
    var row = box.row + 1 + spacing.top
    let centred = { (line: String, row: Int) in
      PlacedText(text: line, row: row, col: contentCol + (inner - DisplayWidth.of(line)) / 2)
    }
    let titleLines = title.enumerated().map { centred($0.element, row + $0.offset) }
    row += title.count + (body.isEmpty ? 0 : spacing.titleBody)
    let bodyLines = body.enumerated().map { centred($0.element, row + $0.offset) }
    let buttonTop = box.bottom - 1 - buttons.rows
    var layout = DialogLayout(
      box: box, compact: false,
      buttonRects: buttons.rects(top: buttonTop, left: contentCol, width: inner),
      buttonLabels: buttons.labels, titleLines: titleLines, bodyLines: bodyLines,
      hasShadow: box.right < screen.cols && box.bottom < screen.rows)
    let onScreen = box.row >= 0 && box.col >= 0 && box.bottom <= screen.rows && box.right <= screen.cols
    layout.showsQuestion = onScreen && !titleLines.isEmpty && !titleCut && layout.buttonsWhole
    return layout
  }

  /// Keeps the first `count` lines; the last kept one ends in "…" to show that text was cut.
  private static func cutLast(_ lines: [String], keeping count: Int, width: Int) -> [String] {
    guard count > 0 else { return [] }
    var kept = Array(lines.prefix(count))
    let last = kept[count - 1]
    kept[count - 1] = DisplayWidth.truncate(last + " …", to: width)
    if DisplayWidth.of(last) + 2 > width {
      kept[count - 1] = String(DisplayWidth.prefix(last, fitting: width - 1)) + "…"
    }
    return kept
  }

  private static func compactLayout(for state: DialogState, in screen: Size) -> DialogLayout {
    let row = screen.rows / 2
    var labels = state.buttons.map { "[\($0)]" }
    var buttonsWidth = labels.reduce(0) { $0 + DisplayWidth.of($1) } + max(0, labels.count - 1)
    if screen.cols - buttonsWidth - 1 < 12 {
      labels = state.buttons.indices.map { "[\(shortLabel(state, $0))]" }
      buttonsWidth = labels.reduce(0) { $0 + DisplayWidth.of($1) } + max(0, labels.count - 1)
    }
    let start = max(0, screen.cols - buttonsWidth)
    var rects: [Rect] = []
    var col = start
    let visible = Rect(row: 0, col: 0, height: screen.rows, width: screen.cols)
    for label in labels {
      let rect = Rect(row: row, col: col, height: 1, width: DisplayWidth.of(label))
      let clipped = rect.intersection(visible)
      rects.append(clipped.isEmpty ? Rect(row: row, col: min(col, screen.cols), height: 0, width: 0) : clipped)
      col += rect.width + 1
    }
    let titleWidth = start - 1
    let question = state.compactTitle ?? state.title
    let title = screen.rows > 0 && titleWidth > 0 ? DisplayWidth.truncate(question, to: titleWidth) : ""
    var layout = DialogLayout(
      box: nil, compact: true, buttonRects: rects, buttonLabels: labels,
      titleLines: title.isEmpty ? [] : [PlacedText(text: title, row: row, col: 0)], bodyLines: [],
      hasShadow: false)
    // Only the whole question asks it: “All…” or “…” beside the buttons does not.
    let whole = titleWidth > 0 && !DisplayWidth.exceeds(question, titleWidth)
    layout.showsQuestion = !title.isEmpty && whole && layout.buttonsWhole
    return layout
  }

  /// Whether every button is drawn with its whole label.
  private var buttonsWhole: Bool {
    !buttonRects.isEmpty
      && zip(buttonRects, buttonLabels).allSatisfy { rect, label in
        !rect.isEmpty && rect.width == DisplayWidth.of(label)
      }
  }

  /// `y`/`n` for the accept/refuse buttons, else the label's first character.
  private static func shortLabel(_ state: DialogState, _ index: Int) -> String {
    if index == state.acceptButton { return "y" }
    if index == state.refuseButton { return "n" }
    return state.buttons[index].first.map { String($0) } ?? " "
  }
}

/// Blank lines inside the box, given up one by one when the screen is short.
private struct Spacing {
  var top = 1
  var titleBody = 1
  var bodyButtons = 1

  /// Drops the next blank line that goes before body text does; false when none is left to drop.
  mutating func shrink(bodyLines: Int) -> Bool {
    if top > 0 {
      top = 0
    } else if titleBody > 0, bodyLines > 0 {
      titleBody = 0
    } else {
      return false
    }
    return true
  }
}
