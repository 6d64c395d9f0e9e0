/// A rectangle of character cells: top-left corner plus height and width.
public struct Rect: Equatable, Hashable, Sendable {
  /// Top row.
  public var row: Int
  /// Left column.
  public var col: Int
  /// Number of rows covered.
  public var height: Int
  /// Number of columns covered.
  public var width: Int

  /// Creates a rectangle with its top-left corner at (`row`, `col`).
  public init(row: Int, col: Int, height: Int, width: Int) {
    self.row = row
    self.col = col
    self.height = height
    self.width = width
  }

  /// The row just below the rectangle.
  public var bottom: Int { row + height }
  /// The column just right of the rectangle.
  public var right: Int { col + width }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { height <= 0 || width <= 0 }

  /// Whether the cell at (`row`, `col`) lies inside.
  public func contains(row: Int, col: Int) -> Bool {
    !isEmpty && row >= self.row && row < bottom && col >= self.col && col < right
  }

  /// Whether `other` lies wholly inside this rectangle (an empty one is inside anything).
  public func contains(_ other: Rect) -> Bool {
    other.isEmpty
      || (other.row >= row && other.col >= col && other.bottom <= bottom && other.right <= right)
  }

  /// The overlap of two rectangles, empty (zero-sized) when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let top = max(row, other.row)
    let left = max(col, other.col)
    let height = max(0, min(bottom, other.bottom) - top)
    let width = max(0, min(right, other.right) - left)
    return Rect(row: top, col: left, height: height, width: width)
  }

  /// The rectangle shrunk by `amount` cells on every side (never below zero size).
  public func inset(by amount: Int) -> Rect {
    Rect(
      row: row + amount, col: col + amount,
      height: max(0, height - 2 * amount), width: max(0, width - 2 * amount))
  }
}
