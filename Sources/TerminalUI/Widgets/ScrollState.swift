/// Scroll position over `count` lines of read-only text (a detail card, help, a warning list).
///
/// Unlike `ListState` there is no selection: the movement commands move the view itself, and the
/// view never scrolls past the point where the last line sits on the last row. Every operation is
/// O(1) and pure, so the pager's behaviour is tested without a terminal.
public struct ScrollState: Equatable, Hashable, Sendable {
  /// Number of lines.
  public private(set) var count: Int
  /// The first line shown.
  public private(set) var top: Int = 0
  /// How many lines fit on screen.
  public private(set) var pageHeight: Int

  /// Creates a view of `count` lines showing `pageHeight` at a time, from the first.
  public init(count: Int, pageHeight: Int) {
    self.count = max(0, count)
    self.pageHeight = max(0, pageHeight)
  }

  /// The lines on screen.
  public var visibleRange: Range<Int> { top..<min(count, top + pageHeight) }

  /// Whether lines are hidden above the view.
  public var hasMoreAbove: Bool { top > 0 }

  /// Whether lines are hidden below the view.
  public var hasMoreBelow: Bool { top + pageHeight < count }

  /// Applies a movement command (moveUp/Down one line, pageUp/Down, first, last); others are ignored.
  public mutating func apply(_ command: Command) {
    let page = max(1, pageHeight - 1)  // keep one line of context when paging, as less(1) does
    switch command {
    case .moveUp: scroll(by: -1)
    case .moveDown: scroll(by: 1)
    case .pageUp: scroll(by: -page)
    case .pageDown: scroll(by: page)
    case .first: top = 0
    case .last: top = maxTop
    default: return
    }
  }

  /// Moves the view by `lines` (mouse wheel), clamped to the text.
  public mutating func scroll(by lines: Int) {
    top = min(max(0, lines > maxTop - top ? maxTop : top + lines), maxTop)
  }

  /// Changes the page height (terminal resized), keeping the top line where it can.
  public mutating func resize(pageHeight: Int) {
    self.pageHeight = max(0, pageHeight)
    top = min(top, maxTop)
  }

  /// Changes the line count (text re-wrapped to a new width), keeping the top line where it can.
  public mutating func setCount(_ count: Int) {
    self.count = max(0, count)
    top = min(top, maxTop)
  }

  /// The largest top line that still fills the page.
  private var maxTop: Int { max(0, count - max(1, pageHeight)) }
}
