extension SearchIndex {
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
    return (text.bytes[..<textEnd], text.offsets, digits.bytes[..<digitEnd], digits.offsets, columns.storedBits)
  }

  /// An index over texts folded before (`storedBuffers` of an index built from contacts): it
  /// searches as that index did, without the contacts. Nil when the buffers do not fit together
  /// (offsets that do not start at 0, go back, or end past their bytes; counts that differ;
  /// columns of another size), so a damaged snapshot cannot make the matcher read outside its
  /// buffers. The texts are padded in place: give them room for 16 more bytes to spare a copy.
  package convenience init?(
    text: consuming [UInt8], textOffsets: [Int], digits: consuming [UInt8], digitOffsets: [Int], columns: [UInt64]?
  ) {
    guard textOffsets.count == digitOffsets.count, Self.fit(textOffsets, text.count),
      Self.fit(digitOffsets, digits.count)
    else { return nil }
    let count = textOffsets.count - 1
    var stored: SearchColumns?
    if let columns {
      guard let checked = SearchColumns(count: count, bits: columns) else { return nil }
      stored = checked
    }
    var text = text
    var digits = digits
    text += SearchText.padding
    digits += SearchText.padding
    self.init(
      text: SearchText(bytes: text, offsets: textOffsets), digits: SearchText(bytes: digits, offsets: digitOffsets),
      columns: stored)
  }

  /// Offsets from 0, never going back, ending at `count`.
  private static func fit(_ offsets: [Int], _ count: Int) -> Bool {
    guard offsets.first == 0, offsets.last == count else { return false }
    var previous = 0
    for offset in offsets {
      if offset < previous { return false }
      previous = offset
    }
    return true
  }
}
