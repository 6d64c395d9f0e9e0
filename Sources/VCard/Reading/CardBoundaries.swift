import ContactsSupport

/// Splits a vCard file into pieces that start at a card's BEGIN, so each piece parses alone.
///
/// A split is made only where `BEGIN:VCARD` starts a line right after an `END:VCARD` line, so an
/// embedded 2.1 AGENT card (which follows an `AGENT:` line) never becomes a split point. Only the
/// plain spelling splits: a grouped `home.BEGIN:VCARD` (which the parser reads as a card) is never
/// a split point, it is just parsed in whichever piece holds it. That END may close a card nested
/// in another; the reader notices a piece that ends inside a card and parses on from there.
///
/// `release` is told of long stretches searched (16 MiB at a time): a mapped file drops their
/// pages, so searching a gigabyte with no boundary in it never holds it all in memory (the
/// parse reads them back from the page cache).
enum CardBoundaries {
  static func split(
    _ buffer: UnsafeBufferPointer<UInt8>, into parts: Int, release: (@Sendable (Range<Int>) -> Void)? = nil
  ) -> [Range<Int>] {
    guard parts > 1, let base = buffer.baseAddress else { return [0..<buffer.count] }
    var starts = [0]
    for part in 1..<parts {
      let target = Parallel.slice(buffer.count, part: part, of: parts).lowerBound
      guard target > starts[starts.count - 1] else { continue }
      // No boundary after this target means none after any later one: stop, or a file with no
      // boundary at all (a gigabyte of garbage) would be searched to its end once per part.
      guard let start = boundary(after: target, base, buffer.count, release) else { break }
      if start > starts[starts.count - 1] { starts.append(start) }
    }
    var ranges: [Range<Int>] = []
    for (index, start) in starts.enumerated() {
      ranges.append(start..<(index + 1 < starts.count ? starts[index + 1] : buffer.count))
    }
    return ranges
  }

  private static let needle = Array("BEGIN:VCARD".utf8)

  private static let stride = 16 << 20

  private static func boundary(
    after target: Int, _ base: UnsafePointer<UInt8>, _ count: Int, _ release: (@Sendable (Range<Int>) -> Void)?
  ) -> Int? {
    var from = target
    var window = target
    while from < count {
      // A window of `stride` bytes at a time (overlapping by the needle), released once searched.
      let stop = min(count, window + stride + needle.count - 1)
      guard let index = needle.withUnsafeBufferPointer({ ByteSearch.find($0, in: base, from: from, to: stop) })
      else {
        guard stop < count else { return nil }
        release?(window..<(window + stride))
        window += stride
        from = max(from, window)
        continue
      }
      if index > 0 && (base[index - 1] == 0x0A || base[index - 1] == 0x0D) && previousLineIsEnd(index, base) {
        return index
      }
      from = index + needle.count
    }
    return nil
  }

  /// True when the line before `index` (skipping its line break) is exactly `END:VCARD`, in any
  /// case (a stricter test than the reader's, which also allows trailing blanks: a split is only
  /// ever made where the reader sees an end).
  private static func previousLineIsEnd(_ index: Int, _ base: UnsafePointer<UInt8>) -> Bool {
    var end = index
    while end > 0 && (base[end - 1] == 0x0A || base[end - 1] == 0x0D) { end -= 1 }
    let length = 9
    guard end >= length else { return false }
    let start = end - length
    if start > 0 && base[start - 1] != 0x0A && base[start - 1] != 0x0D { return false }
    return VCardBoundary.isEnd(UnsafeBufferPointer(start: base, count: end), start..<end)
  }
}
