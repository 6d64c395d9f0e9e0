package import ContactSearch

/// The incremental search: the query typed so far and, for every prefix of it, the matches.
///
/// Each key refines the previous result (`SearchIndex.search(_:refining:)`), so a longer query
/// costs less than the one before; Backspace pops the stack, so widening is instant.
package struct BrowserSearch: Equatable, Sendable {
  /// One step of the stack: a query and its result (nil: every contact).
  struct Step: Equatable, Sendable {
    var query: String
    var result: SearchResult?
  }

  /// The steps, one per typed character; the first is the empty query.
  private(set) var steps = [Step(query: "", result: nil)]

  /// A search with nothing typed yet.
  package init() {}

  /// The query typed so far.
  package var query: String { steps[steps.count - 1].query }

  /// The matching contacts' indices, ascending; nil while the query has no words (everything matches).
  package var matches: [Int]? { steps[steps.count - 1].result?.indices }

  /// Whether the query has no words yet.
  package var isBlank: Bool { matches == nil }

  /// Appends `character` to the query and narrows the matches.
  package mutating func type(_ character: Character, in index: SearchIndex) {
    let previous = steps[steps.count - 1]
    let query = previous.query + String(character)
    let result: SearchResult?
    if query.allSatisfy(\.isWhitespace) {
      result = nil
    } else if let narrowed = previous.result, Self.canRefine(previous.query, adding: character) {
      result = index.search(query, refining: narrowed)
    } else {
      result = index.search(query, refining: nil)
    }
    steps.append(Step(query: query, result: result))
  }

  /// Removes the last character, restoring the wider matches it had; false when nothing was typed.
  @discardableResult
  package mutating func deleteBackward() -> Bool {
    guard steps.count > 1 else { return false }
    steps.removeLast()
    return true
  }

  /// Whether every match of `query` + `character` is among the matches of `query`, so the
  /// longer query may filter the shorter one's result.
  ///
  /// Always, except where a word changes how it is searched. A word of digits and phone
  /// punctuation is searched as its digits ("555-0100" as 5550100); a letter after such a word
  /// with punctuation in it makes it text ("555-0100x"), which can occur where the digits do not
  /// run together; and bare punctuation ("(") is text until a digit makes it a phone word.
  static func canRefine(_ query: String, adding character: Character) -> Bool {
    guard !character.isWhitespace, query.last?.isWhitespace == false,
      let last = query.split(whereSeparator: \.isWhitespace).last
    else { return true }
    let word = last.utf8
    guard word.allSatisfy(PhoneWord.isPhoneCharacter), word.contains(where: PhoneWord.isPunctuation) else {
      return true
    }
    let isPhoneCharacter = character.utf8.count == 1 && character.utf8.allSatisfy(PhoneWord.isPhoneCharacter)
    return word.contains(where: PhoneWord.isDigit) && isPhoneCharacter
  }
}
