import Testing

@testable import ContactsSupport

@Suite("bounded sources: a huge card's identifier")
struct ChunkedIdentifierTests {
  @Test("hashing a card in chunks, releasing each, gives the identifier hashing it whole gives")
  func chunkedHash() {
    var random = SeededRandomBytes(seed: 7)
    let bytes = (0..<100_003).map { _ in random.next() }
    var released: [Range<Int>] = []
    bytes.withUnsafeBufferPointer { buffer in
      let range = 17..<buffer.count
      let whole = StableHash.identifier(for: UnsafeBufferPointer(rebasing: buffer[range]))
      let chunked = StableHash.identifier(
        hash: StableHash.fnv1a64(buffer, range, chunk: 4096) { released.append($0) })
      #expect(chunked == whole)
    }
    #expect(released.first == 17..<(17 + 4096))
    #expect(released.last?.upperBound == bytes.count)
  }

  /// Bytes from a fixed seed.
  struct SeededRandomBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
  }
}
