/// Each concurrent iteration writes only its own slot, so sharing the base pointer is safe.
struct SendableSlots<Element>: @unchecked Sendable {
  let base: UnsafeMutableBufferPointer<Element>
}
