/// A `SearchText` as an index reads it, padded (`SearchText.padding`, or more, after the last
/// contact): its own arrays, or a snapshot's bytes and offsets borrowed in place.
struct IndexedText: Sendable {
  let bytes: SearchBuffer<UInt8>
  let offsets: SearchBuffer<Int>

  /// The number of contacts.
  var count: Int { offsets.count - 1 }

  /// `text`, already padded.
  init(_ text: SearchText) {
    bytes = SearchBuffer(text.bytes)
    offsets = SearchBuffer(text.offsets)
  }

  init(bytes: SearchBuffer<UInt8>, offsets: SearchBuffer<Int>) {
    self.bytes = bytes
    self.offsets = offsets
  }
}
