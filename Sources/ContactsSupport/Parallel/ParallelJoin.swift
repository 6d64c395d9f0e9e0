/// Joins per-piece arrays into one, each piece copied by its own core: a million rows' bytes is
/// a hundred megabytes, too much to copy (and fault in) on one thread at the end of a listing.
@usableFromInline package enum ParallelJoin: Sendable {
  /// The pieces back to back.
  @inlinable
  package static func joined<Element: BitwiseCopyable>(_ pieces: [[Element]]) -> [Element] {
    joined(pieces) { _, piece, target in
      guard let source = piece.baseAddress else { return }
      target.initialize(from: source, count: piece.count)
    }
  }

  /// Records kept as bytes back to back with where each ends (rows, sort keys), one piece per
  /// worker, joined: the bytes, and the ends made to count from the start of the joined bytes.
  @inlinable
  package static func joinedRecords(bytes: [[UInt8]], ends: [[Int]]) -> (bytes: [UInt8], ends: [Int]) {
    (joined(bytes), joined(ends, adding: starts(of: bytes).starts))
  }

  /// The pieces back to back, each value of piece `i` plus `bases[i]`.
  @inlinable
  static func joined(_ pieces: [[Int]], adding bases: [Int]) -> [Int] {
    joined(pieces) { index, piece, target in
      let base = bases[index]
      for (offset, value) in piece.enumerated() { (target + offset).initialize(to: value + base) }
    }
  }

  /// Allocates the whole array and lets `copy` fill each piece's part on its own core.
  @inlinable
  static func joined<Element: BitwiseCopyable>(
    _ pieces: [[Element]],
    _ copy:
      @Sendable (_ index: Int, _ piece: UnsafeBufferPointer<Element>, _ target: UnsafeMutablePointer<Element>) ->
      Void
  ) -> [Element] {
    let (offsets, total) = starts(of: pieces)
    return [Element](unsafeUninitializedCapacity: total) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      let target = Parallel.Memory(base)
      pieces.withUnsafeBufferPointer { pieces in
        let source = Parallel.Memory(pieces)
        Parallel.forEach(pieces.count) { index in
          source.base[index].withUnsafeBufferPointer { copy(index, $0, target.base + offsets[index]) }
        }
      }
      initialized = total
    }
  }

  /// Where each piece starts once they are joined, and the joined length.
  @inlinable
  static func starts<Element>(of pieces: [[Element]]) -> (starts: [Int], total: Int) {
    var starts: [Int] = []
    starts.reserveCapacity(pieces.count)
    var total = 0
    for piece in pieces {
      starts.append(total)
      total += piece.count
    }
    return (starts, total)
  }
}
