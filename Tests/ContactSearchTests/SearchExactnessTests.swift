import FuzzChecks
import Testing

@testable import ContactSearch

/// The index's shortcuts (columns that decide short words alone, digit runs searched apart from
/// the text, refinements that resume where the shorter word was found) must give exactly what a
/// plain search gives. `ReferenceSearch` is that plain search, written from the specification.
@Suite("search exactness against a plain reference")
struct SearchExactnessTests {
  static let contacts = SearchCorpus.contacts(count: 500, seed: 7)
  static let index = SearchIndex(contacts)
  static let reference = ReferenceSearch(contacts)
  static let queries = SearchCorpus.queries(count: 300, seed: 11)

  @Test("a fresh search finds exactly what the plain search finds")
  func fresh() {
    for query in Self.queries {
      #expect(Self.index.search(query) == Self.reference.search(query), "\(query.debugDescription)")
      #expect(Self.index.search(query, refining: nil).indices == Self.reference.search(query))
    }
  }

  @Test("typing a query one character at a time, each step refining the last, stays exact")
  func typed() {
    for query in Self.queries {
      var result: SearchResult?
      var typed = ""
      for character in query {
        typed.append(character)
        result = Self.index.search(typed, refining: result)
        #expect(
          result?.indices == Self.reference.search(typed), "\(typed.debugDescription) of \(query.debugDescription)")
      }
    }
  }

  @Test("refining an unrelated or shrunk result searches afresh")
  func unrelated() {
    for (first, second) in zip(Self.queries, Self.queries.dropFirst()) {
      let previous = Self.index.search(first, refining: nil)
      #expect(Self.index.search(second, refining: previous).indices == Self.reference.search(second))
    }
    let long = Self.index.search("anna smith", refining: nil)
    #expect(Self.index.search("ann", refining: long).indices == Self.reference.search("ann"))
  }

  @Test("filtering within the plain result of a shorter query is exact")
  func within() {
    for query in Self.queries where query.count > 1 {
      let shorter = String(query.dropLast())
      guard ReferenceSearch.narrows(shorter, to: query) else { continue }
      #expect(Self.index.search(query, within: Self.reference.search(shorter)) == Self.reference.search(query))
    }
  }

  @Test("a result from another index is not taken for this one's")
  func otherIndex() {
    let other = SearchIndex(SearchCorpus.contacts(count: 600, seed: 99))
    let foreign = other.search("55", refining: nil)
    let refined = Self.index.search("555", refining: foreign)
    #expect(refined.indices == Self.reference.search("555"))
  }

  @Test("an index large enough to be searched on several cores stays exact", arguments: [33_000])
  func large(count: Int) {
    let contacts = SearchCorpus.contacts(count: count, seed: 3)
    let index = SearchIndex(contacts)
    let reference = ReferenceSearch(contacts)
    for query in ["5550100", "jose g", "(555) 01", "an@", "王"] {
      var result: SearchResult?
      var typed = ""
      for character in query {
        typed.append(character)
        result = index.search(typed, refining: result)
        #expect(result?.indices == reference.search(typed), "\(typed)")
      }
    }
  }
}
