import ContactModel
import ContactSearch

/// Finds where search words occur in a displayed name, folded as the search index folds them,
/// so "jose" marks "José" (also when stored decomposed) and "strasse" marks "Straße".
///
/// It works per grapheme cluster: each is folded on its own, and a match is mapped back to the
/// clusters it came from. Only drawn rows are searched, a few microseconds each.
///
/// A word found only in a name's Latin spelling ("karen" in "Каренина", `Transliteration`) marks
/// the whole native word whose spelling has it: ICU's spelling does not say which letters gave
/// which, so a part of the word would be a guess, and a wrong span is worse than a whole word.
enum MatchHighlighter {
  /// The query's words, folded once per frame; words of phone characters only (digits and
  /// punctuation, `PhoneWord`) are left out, as they match phone digits, not names.
  static func words(of query: String) -> [[UInt8]] {
    SearchIndex.fold(query).split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }.filter { word in
      !word.allSatisfy(PhoneWord.isPhoneCharacter)
    }
  }

  /// The first range of `text` each word occurs in.
  static func ranges(of words: [[UInt8]], in text: String) -> [Range<String.Index>] {
    guard !words.isEmpty else { return [] }
    var folded: [UInt8] = []
    var owners: [String.Index] = []  // the cluster each folded byte came from
    folded.reserveCapacity(text.utf8.count)
    owners.reserveCapacity(text.utf8.count)
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      let cluster = text[index..<next]
      if cluster.utf8.count == 1, let byte = cluster.utf8.first {
        folded.append((byte &- 65) < 26 ? byte | 0x20 : byte)
        owners.append(index)
      } else {
        for byte in SearchIndex.fold(String(cluster)).utf8 {
          folded.append(byte)
          owners.append(index)
        }
      }
      index = next
    }
    return words.compactMap { word in
      guard let start = firstOccurrence(of: word, in: folded) else { return spelledRange(of: word, in: text) }
      return owners[start]..<text.index(after: owners[start + word.count - 1])
    }
  }

  /// The first word of `text` in another script whose Latin spelling has `word`: the whole of it.
  private static func spelledRange(of word: [UInt8], in text: String) -> Range<String.Index>? {
    for native in Transliteration.words(text) where Transliteration.needsTransliteration(native) {
      if let spelled = Transliteration.cachedLatin(native), firstOccurrence(of: word, in: spelled) != nil {
        return native.startIndex..<native.endIndex
      }
    }
    return nil
  }

  /// Where `word` first occurs in `bytes`.
  static func firstOccurrence(of word: [UInt8], in bytes: [UInt8]) -> Int? {
    guard !word.isEmpty, word.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - word.count) where bytes[start] == word[0] {
      if bytes[start..<(start + word.count)].elementsEqual(word) { return start }
    }
    return nil
  }
}
