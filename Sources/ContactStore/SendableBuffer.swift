/// A buffer shared read-only with concurrent workers.
struct SendableBuffer: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
}
