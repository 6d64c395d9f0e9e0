/// A mouse action at a cell.
public struct MouseEvent: Equatable, Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// The left button went down.
    case press
    /// The left button went up where it went down: a click.
    case click
    /// The left button went up somewhere other than where it went down.
    case release
    /// A second click at the same place soon after the first (the first was reported as `click`).
    case doubleClick
    /// The wheel turned away from the user.
    case wheelUp
    /// The wheel turned towards the user.
    case wheelDown
    /// Anything else: motion, another button, a click with Shift, Alt or Ctrl held.
    case other
  }

  /// What the mouse did.
  public var kind: Kind
  /// The row of the pointer.
  public var row: Int
  /// The column of the pointer.
  public var col: Int

  /// Creates a mouse event.
  public init(kind: Kind, row: Int, col: Int) {
    self.kind = kind
    self.row = row
    self.col = col
  }
}
