extension SearchIndex {
  /// How many bytes past a text's end the matcher may read: the least a stored text is padded by.
  package static var padding: Int { SearchText.padding.count }

  /// The index's folded texts as a snapshot stores them: the name, nickname, organization,
  /// e-mail and group text of every contact, one after the other (contact i's is
  /// `text[textOffsets[i]..<textOffsets[i + 1]]`), and the digit runs likewise, without the
  /// padding the matcher reads past the end; and the columns' bitmaps (`SearchColumns`).
  package var storedBuffers:
    (
      text: ArraySlice<UInt8>, textOffsets: [Int], digits: ArraySlice<UInt8>, digitOffsets: [Int], columns: [UInt64]
    )
  {
    let textEnd = text.offsets.last ?? 0
    let digitEnd = digits.offsets.last ?? 0
    let (text, digits) = (self.text.bytes.array, self.digits.bytes.array)
    return (
      text[..<textEnd], self.text.offsets.array, digits[..<digitEnd], self.digits.offsets.array, columns.storedBits
    )
  }

  /// An index over a snapshot's texts, offsets and columns read where they lie, without a copy
  /// (`owner`, which keeps that memory, is kept as long as the index): searches as the index
  /// they were stored from did. `text` and `digits` are as `storedBuffers` gave them followed by
  /// at least `SearchText.padding`; the offsets and columns are 64-bit little-endian integers
  /// (copied only when the memory is not 8-aligned or the machine is big-endian). Nil when they
  /// do not fit together, as for `init(text:textOffsets:digits:digitOffsets:columns:)`, or when
  /// the padding is not line breaks.
  package convenience init?(
    borrowingText text: UnsafeRawBufferPointer, textOffsets: UnsafeRawBufferPointer, digits: UnsafeRawBufferPointer,
    digitOffsets: UnsafeRawBufferPointer, columns: UnsafeRawBufferPointer, owner: any AnyObject & Sendable
  ) {
    let padding = SearchText.padding.count
    guard text.count >= padding, digits.count >= padding,
      let textOffsets = Self.words(textOffsets, as: Int.self, owner),
      let digitOffsets = Self.words(digitOffsets, as: Int.self, owner),
      let bits = Self.words(columns, as: UInt64.self, owner),
      textOffsets.count == digitOffsets.count,
      Self.fit(textOffsets, within: text.count - padding), Self.fit(digitOffsets, within: digits.count - padding),
      let columns = SearchColumns(count: textOffsets.count - 1, bits: bits)
    else { return nil }
    let texts = [(text, textOffsets), (digits, digitOffsets)].map { bytes, offsets in
      IndexedText(
        bytes: SearchBuffer(borrowing: bytes.assumingMemoryBound(to: UInt8.self), owner: owner), offsets: offsets)
    }
    for text in texts {
      let end = text.offsets.last ?? 0
      guard text.bytes.withUnsafeBufferPointer({ $0[end..<end + padding].allSatisfy { $0 == 0x0A } }) else {
        return nil
      }
    }
    self.init(text: texts[0], digits: texts[1], columns: columns)
  }

  /// Whether the index's texts, offsets and columns all lie in `memory` (read there, not copied).
  package func lies(in memory: UnsafeRawBufferPointer) -> Bool {
    [text, digits].allSatisfy { $0.bytes.lies(in: memory) && $0.offsets.lies(in: memory) } && columns.lie(in: memory)
  }

  /// `bytes` as 64-bit little-endian integers: in place when aligned on a little-endian
  /// machine, else copied; nil when not a whole number of them.
  private static func words<Word: FixedWidthInteger & BitwiseCopyable>(
    _ bytes: UnsafeRawBufferPointer, as type: Word.Type, _ owner: any AnyObject & Sendable
  ) -> SearchBuffer<Word>? {
    guard Word.bitWidth == 64, bytes.count % 8 == 0 else { return nil }
    let count = bytes.count / 8
    #if _endian(little)
      if let base = bytes.baseAddress, Int(bitPattern: base) % 8 == 0 {
        return SearchBuffer(
          borrowing: UnsafeBufferPointer(start: base.bindMemory(to: Word.self, capacity: count), count: count),
          owner: owner)
      }
    #endif
    return SearchBuffer(
      (0..<count).map { Word(littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * 8, as: Word.self)) })
  }

  /// Offsets from 0, never going back, ending at most at `count`.
  private static func fit(_ offsets: SearchBuffer<Int>, within count: Int) -> Bool {
    offsets.withUnsafeBufferPointer { fit($0, count) }
  }

  /// Offsets from 0, never going back, ending at most at `count`.
  private static func fit(_ offsets: UnsafeBufferPointer<Int>, _ count: Int) -> Bool {
    guard offsets.first == 0, let last = offsets.last, last <= count else { return false }
    var previous = 0
    for offset in offsets {
      if offset < previous { return false }
      previous = offset
    }
    return true
  }
}
