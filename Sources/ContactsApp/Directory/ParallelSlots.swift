/// A buffer that concurrent iterations write to, each only its own slots.
struct ParallelSlots<Element>: @unchecked Sendable {
  /// The buffer.
  let base: UnsafeMutableBufferPointer<Element>
}

/// Uninitialized memory that concurrent iterations initialize, each only its own slots.
struct ParallelPointer<Element>: @unchecked Sendable {
  /// The first slot.
  let base: UnsafeMutablePointer<Element>
}
