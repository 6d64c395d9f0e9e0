/// One row of a list as the caller wants it drawn.
public struct ListRow: Sendable, Equatable {
  /// The main text (a display name).
  public var text: String
  /// The part of `text` drawn in bold (the sort key), if any.
  public var boldRange: Range<String.Index>?
  /// A secondary field, right-aligned (an email or phone).
  public var secondary: String
  /// Whether this is a section header (A–Z, #) rather than an item.
  public var isHeader: Bool
  /// Parts of `text` drawn underlined: what a search matched.
  public var highlights: [Range<String.Index>]
  /// Parts of `secondary` drawn underlined: what a search matched there.
  public var secondaryHighlights: [Range<String.Index>]

  /// Creates a row.
  public init(
    text: String, boldRange: Range<String.Index>? = nil, secondary: String = "", isHeader: Bool = false,
    highlights: [Range<String.Index>] = [], secondaryHighlights: [Range<String.Index>] = []
  ) {
    self.text = text
    self.boldRange = boldRange
    self.secondary = secondary
    self.isHeader = isHeader
    self.highlights = highlights
    self.secondaryHighlights = secondaryHighlights
  }
}
