/// Extra text attributes layered on top of a colour role.
public struct TextStyle: OptionSet, Hashable, Sendable {
  /// The attribute bits.
  public let rawValue: UInt8

  /// Creates a style from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (or bright) text.
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Dim (half-bright) text.
  public static let dim = TextStyle(rawValue: 1 << 1)
  /// Foreground and background swapped.
  public static let reverse = TextStyle(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = TextStyle(rawValue: 1 << 3)
}
