import ContactStore

/// The incremental search: the query typed so far and, for every prefix of it, the matches.
///
/// Each key filters the previous result (`SearchIndex.search(_:within:)`), so a longer query
/// costs less than the one before; Backspace pops the stack, so widening is instant.
public struct BrowserSearch: Sendable {
  /// One step of the stack: a query and its matches (nil: every contact).
  struct Step: Sendable {
    var query: String
    var matches: [Int]?
  }

  /// The steps, one per typed character; the first is the empty query.
  private(set) var steps = [Step(query: "", matches: nil)]

  /// A search with nothing typed yet.
  public init() {}

  /// The query typed so far.
  public var query: String { steps[steps.count - 1].query }

  /// The matching contacts' indices, ascending; nil while the query has no words (everything matches).
  public var matches: [Int]? { steps[steps.count - 1].matches }

  /// Whether the query has no words yet.
  public var isBlank: Bool { matches == nil }

  /// Appends `character` to the query and narrows the matches.
  public mutating func type(_ character: Character, in index: SearchIndex) {
    let previous = steps[steps.count - 1]
    let query = previous.query + String(character)
    let matches: [Int]?
    if query.allSatisfy(\.isWhitespace) {
      matches = nil
    } else if let narrowed = previous.matches, Self.canRefine(previous.query) {
      matches = index.search(query, within: narrowed)
    } else {
      matches = index.search(query)
    }
    steps.append(Step(query: query, matches: matches))
  }

  /// Removes the last character, restoring the wider matches it had; false when nothing was typed.
  @discardableResult
  public mutating func deleteBackward() -> Bool {
    guard steps.count > 1 else { return false }
    steps.removeLast()
    return true
  }

  /// Whether every match of a longer query is among the matches of `query`.
  ///
  /// True except when the last word is bare phone punctuation ("(" or "+"): that word is searched
  /// as text, but typing a digit after it turns it into a digits-only word with other matches.
  static func canRefine(_ query: String) -> Bool {
    guard let last = query.split(whereSeparator: \.isWhitespace).last, query.last?.isWhitespace == false else {
      return true
    }
    return !last.allSatisfy { "+-(). /".contains($0) }
  }
}
