/// A line of text and where it goes on the screen.
public struct PlacedText: Equatable, Hashable, Sendable {
  /// The text, already fitted to its space by display width.
  public var text: String
  /// The screen row.
  public var row: Int
  /// The screen column of the first character.
  public var col: Int

  /// Creates a placed line.
  public init(text: String, row: Int, col: Int) {
    self.text = text
    self.row = row
    self.col = col
  }
}
