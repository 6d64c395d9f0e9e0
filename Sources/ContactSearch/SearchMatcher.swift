import CPrefetch
import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inner loop of `SearchIndex`: after the columns, does contact i's text hold every word
/// that needs looking at? Works on raw pointers that are valid only inside `SearchIndex.scan`.
struct SearchMatcher {
  /// One word to look for: its bytes in `pattern`, and where.
  struct Word {
    var start: Int
    var count: Int
    /// In the digit runs rather than the text.
    var inDigits: Bool
    /// Look from where the previous, shorter form of this word was found (`resumeAt`).
    var resumes: Bool
  }

  let text: UnsafeBufferPointer<UInt8>
  let textOffsets: UnsafePointer<Int>
  let digits: UnsafeBufferPointer<UInt8>
  let digitOffsets: UnsafePointer<Int>
  let pattern: UnsafePointer<UInt8>
  let words: UnsafeBufferPointer<Word>

  /// Asks for the cache line `find` will read first for the contact, some candidates before
  /// `find` gets there.
  @inline(__always)
  func prefetch(_ contact: Int, resumeAt: Int) {
    guard let word = words.first, let base = (word.inDigits ? digits : text).baseAddress else { return }
    cp_prefetch(base + (word.resumes ? resumeAt : (word.inDigits ? digitOffsets : textOffsets)[contact]))
  }

  /// Where the last word first occurs (an offset into its buffer; 0 when there are no words),
  /// or nil when a word does not occur in the contact's text.
  @inline(__always)
  func find(_ contact: Int, resumeAt: Int) -> Int? {
    var found = 0
    for word in words {
      let buffer = word.inDigits ? digits : text
      guard let base = buffer.baseAddress else { return nil }
      let needle = pattern + word.start
      let offsets = word.inDigits ? digitOffsets : textOffsets
      var from: Int
      if word.resumes {
        // The shorter word first occurs at `resumeAt`; the longer one, usually, there too, and
        // then neither this contact's offsets nor the rest of its text need reading. A match
        // cannot run into the next contact: every field ends with a line break.
        if resumeAt + word.count <= buffer.count && Self.equal(base + resumeAt, needle, word.count) {
          found = resumeAt
          continue
        }
        from = resumeAt + 1
      } else {
        from = offsets[contact]
      }
      guard let at = Self.find(needle, word.count, in: base, from: from, to: offsets[contact + 1]) else { return nil }
      found = at
    }
    return found
  }

  /// The offset of the first occurrence of the needle in `base[from..<end]`, or nil.
  ///
  /// A contact's text is a few dozen bytes, and digits (or common letters) recur in it, so
  /// `memchr` on the first byte stops often, and each call costs more than the search. Instead
  /// eight positions at a time are tested for the needle's first two bytes, in two 64-bit words.
  /// Reads up to 9 bytes past `end`: the buffers are padded for it.
  @inline(__always)
  private static func find(
    _ needle: UnsafePointer<UInt8>, _ count: Int, in base: UnsafePointer<UInt8>, from: Int, to end: Int
  ) -> Int? {
    let last = end - count
    guard from <= last else { return nil }
    if count == 1 {
      guard let hit = memchr(base + from, Int32(needle[0]), last - from + 1) else { return nil }
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
    // Needles of two bytes test two; longer ones three (the third is the first again for two).
    let tested = min(count, 3)
    let first = SWAR.broadcast(needle[0])
    let second = SWAR.broadcast(needle[1])
    let third = SWAR.broadcast(needle[tested - 1])
    let raw = UnsafeRawPointer(base)
    var index = from
    while true {
      let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ first
      let y = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index &+ 1, as: UInt64.self)) ^ second
      let z = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index &+ tested &- 1, as: UInt64.self)) ^ third
      var hits = SWAR.zeroBytes(x) & SWAR.zeroBytes(y) & SWAR.zeroBytes(z)
      while hits != 0 {
        let at = index &+ SWAR.firstFlaggedByte(hits)
        if at > last { return nil }
        if equal(base + at + tested, needle + tested, count &- tested) { return at }
        hits &= hits &- 1
      }
      index &+= 8
      if index > last { return nil }
    }
  }

  @inline(__always)
  private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count && a[index] == b[index] { index &+= 1 }
    return index == count
  }
}
