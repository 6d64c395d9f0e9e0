/// Scrolling list state over `count` rows: invariant top <= selected < top + pageHeight (when count > 0).
///
/// A page height of 0 behaves as 1 for the invariant (the selection is always "in view"), though
/// `visibleRange` is then empty. The view never leaves blank rows at the bottom that rows could
/// fill. Every operation is O(1), so a million rows cost no more than ten.
public struct ListState: Equatable, Hashable, Sendable {
  /// Number of rows.
  public private(set) var count: Int
  /// The selected row (0 when the list is empty).
  public private(set) var selected: Int = 0
  /// The first visible row.
  public private(set) var top: Int = 0
  /// How many rows fit on screen.
  public private(set) var pageHeight: Int

  /// Creates a list of `count` rows showing `pageHeight` at a time, with the first selected.
  public init(count: Int, pageHeight: Int) {
    self.count = max(0, count)
    self.pageHeight = max(0, pageHeight)
    normalize()
  }

  /// The rows on screen.
  public var visibleRange: Range<Int> {
    top..<(top + min(pageHeight, count - top))
  }

  /// Applies a movement command (moveUp/Down, pageUp/Down, first, last); others are ignored.
  public mutating func apply(_ command: Command) {
    guard count > 0 else { return }
    let page = step
    switch command {
    case .moveUp: selected = max(0, selected - 1)
    case .moveDown: selected = min(count - 1, selected + 1)
    case .pageUp:
      top = max(0, top - page)
      selected = max(0, selected - page)
    case .pageDown:
      top = min(maxTop, page > maxTop - top ? maxTop : top + page)
      selected = page > count - 1 - selected ? count - 1 : selected + page
    case .first: selected = 0
    case .last: selected = count - 1
    default: return
    }
    normalize()
  }

  /// Selects row `index` (clamped), scrolling as little as possible to show it.
  public mutating func select(_ index: Int) {
    selected = index
    normalize()
  }

  /// Moves the view by `rows` (mouse wheel), dragging the selection along only to keep it visible.
  public mutating func scroll(by rows: Int) {
    guard count > 0 else { return }
    let wanted = rows >= 0 ? (rows > maxTop - top ? maxTop : top + rows) : (-rows > top ? 0 : top + rows)
    top = wanted
    if selected < top { selected = top }
    if selected - top >= step { selected = top + step - 1 }
    normalize()
  }

  /// Changes the page height (terminal resized), keeping the selection in view.
  public mutating func resize(pageHeight: Int) {
    self.pageHeight = max(0, pageHeight)
    normalize()
  }

  /// Changes the row count (rows loaded or filtered), keeping the selection where it can.
  public mutating func setCount(_ count: Int) {
    self.count = max(0, count)
    normalize()
  }

  /// Rows one page moves: the page height, at least 1.
  private var step: Int { max(1, pageHeight) }

  /// The largest top row that still fills the page.
  private var maxTop: Int { max(0, count - step) }

  /// Restores the invariant with the least scrolling.
  private mutating func normalize() {
    guard count > 0 else {
      selected = 0
      top = 0
      return
    }
    selected = min(max(0, selected), count - 1)
    if selected < top { top = selected }
    if selected - top >= step { top = selected - step + 1 }
    top = min(max(0, top), maxTop)
  }
}
