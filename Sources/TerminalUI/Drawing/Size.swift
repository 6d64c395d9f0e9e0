/// A terminal size in character cells.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Number of rows (lines).
  public var rows: Int
  /// Number of columns (cells per row).
  public var cols: Int

  /// Creates a size of `rows` by `cols` cells.
  public init(rows: Int, cols: Int) {
    self.rows = rows
    self.cols = cols
  }

  /// The size with negative dimensions clamped to zero.
  public var clamped: Size { Size(rows: max(0, rows), cols: max(0, cols)) }

  /// The whole area of this size, anchored at the origin.
  public var bounds: Rect { Rect(row: 0, col: 0, height: max(0, rows), width: max(0, cols)) }

  /// `"80x24"`-style text (columns by rows), as terminals say it.
  public var description: String { "\(cols)x\(rows)" }
}
