/// What a query matched, with what a longer query needs to refine it cheaply
/// (`SearchIndex.search(_:refining:)`).
package struct SearchResult: Equatable, Sendable {
  /// The matching contacts' indices, ascending.
  package let indices: [Int]
  /// The query's words, as the index searched them.
  let words: [[UInt8]]
  /// For each match, where the last word first occurs (an offset into the index's buffer for
  /// that word); nil when the index decided without looking at the text. A longer last word can
  /// only start there or later.
  let starts: [Int]?
  /// Which index made it (`SearchIndex.identity`), so another index's result is not taken for
  /// its own: the offsets in `starts` mean nothing elsewhere.
  let index: UInt64
}
