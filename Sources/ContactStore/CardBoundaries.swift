/// Splits a vCard file into pieces that start at a card's BEGIN, so each piece parses alone.
///
/// A split is made only where `BEGIN:VCARD` starts a line right after an `END:VCARD` line, so an
/// embedded 2.1 AGENT card (which follows an `AGENT:` line) never becomes a split point.
enum CardBoundaries {
  static func split(_ buffer: UnsafeBufferPointer<UInt8>, into parts: Int) -> [Range<Int>] {
    guard parts > 1, let base = buffer.baseAddress else { return [0..<buffer.count] }
    var starts = [0]
    for part in 1..<parts {
      let target = buffer.count / parts * part
      guard target > starts[starts.count - 1] else { continue }
      // No boundary after this target means none after any later one: stop, or a file with no
      // boundary at all (a gigabyte of garbage) would be searched to its end once per part.
      guard let start = boundary(after: target, base, buffer.count) else { break }
      if start > starts[starts.count - 1] { starts.append(start) }
    }
    var ranges: [Range<Int>] = []
    for (index, start) in starts.enumerated() {
      ranges.append(start..<(index + 1 < starts.count ? starts[index + 1] : buffer.count))
    }
    return ranges
  }

  private static let needle = Array("BEGIN:VCARD".utf8)

  private static func boundary(after target: Int, _ base: UnsafePointer<UInt8>, _ count: Int) -> Int? {
    var from = target
    while from < count {
      guard let index = needle.withUnsafeBufferPointer({ ByteSearch.find($0, in: base, from: from, to: count) })
      else { return nil }
      if index > 0 && (base[index - 1] == 0x0A || base[index - 1] == 0x0D) && previousLineIsEnd(index, base) {
        return index
      }
      from = index + needle.count
    }
    return nil
  }

  /// True when the line before `index` (skipping its line break) is `END:VCARD`.
  private static func previousLineIsEnd(_ index: Int, _ base: UnsafePointer<UInt8>) -> Bool {
    var end = index
    while end > 0 && (base[end - 1] == 0x0A || base[end - 1] == 0x0D) { end -= 1 }
    let length = 9
    guard end >= length else { return false }
    let start = end - length
    if start > 0 && base[start - 1] != 0x0A && base[start - 1] != 0x0D { return false }
    let buffer = UnsafeBufferPointer(start: base, count: end)
    return ByteMatching.equals(buffer, start..<end, "END:VCARD")
  }
}
