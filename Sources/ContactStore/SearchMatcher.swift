/// The inner loop of `SearchIndex`: does contact i match every query word? Works on raw
/// pointers that are valid only inside `SearchIndex.withMatcher`.
struct SearchMatcher {
  /// One query word: its bytes in `wordBytes`, its signature, and whether that decides alone.
  struct Word {
    var start: Int
    var count: Int
    var signature: SearchSignature
    var exact: Bool
  }

  let text: UnsafeBufferPointer<UInt8>
  let offsets: UnsafeBufferPointer<Int>
  let signatures: UnsafeBufferPointer<SearchSignature>
  let wordBytes: UnsafeBufferPointer<UInt8>
  let words: UnsafeBufferPointer<Word>

  @inline(__always)
  func matches(_ contact: Int) -> Bool {
    let signature = signatures[contact]
    for word in words where !signature.covers(word.signature) { return false }
    guard let base = text.baseAddress, let pattern = wordBytes.baseAddress else { return true }
    let start = offsets[contact]
    let end = offsets[contact + 1]
    for word in words where !word.exact {
      let needle = UnsafeBufferPointer(start: pattern + word.start, count: word.count)
      if ByteSearch.find(needle, in: base, from: start, to: end) == nil { return false }
    }
    return true
  }
}
