extension SearchIndex {
  /// The contacts matching every word of `query`, refining `previous` when the query only grew.
  ///
  /// When `query`'s words are `previous`'s with the last one longer, or with more words after
  /// it, every match is among `previous`'s, so only those are looked at, and only for the words
  /// that changed; a longer last word is looked for from where its shorter form was found.
  /// Otherwise (or with nil) every contact is. Either way the result is the same as a fresh search.
  package func search(_ query: String, refining previous: SearchResult?) -> SearchResult {
    let words = Self.words(query)
    let checks = words.map(SearchWord.init)
    guard !words.isEmpty else {
      return SearchResult(indices: Array(0..<count), words: [], starts: nil, index: identity)
    }
    guard let previous, previous.index == identity, let first = Self.firstChanged(from: previous.words, to: words)
    else {
      let found = scan(checks[...], candidates: nil, resumeAt: nil)
      return SearchResult(indices: found.indices, words: words, starts: found.starts, index: identity)
    }
    if first == words.count { return previous }
    let resumes =
      first == previous.words.count - 1 && checks[first].isDigits == SearchWord.isDigits(previous.words[first])
    let found = scan(checks[first...], candidates: previous.indices, resumeAt: resumes ? previous.starts : nil)
    return SearchResult(indices: found.indices, words: words, starts: found.starts, index: identity)
  }

  /// The first word of `new` that a contact matching `old` may lack, when every contact matching
  /// `new` matches `old` (`old`'s words, the last perhaps longer, then perhaps more); else nil.
  static func firstChanged(from old: [[UInt8]], to new: [[UInt8]]) -> Int? {
    guard let last = old.indices.last, new.count >= old.count, new[..<last].elementsEqual(old[..<last]),
      new[last].starts(with: old[last])
    else { return nil }
    return new[last] == old[last] ? old.count : last
  }
}
