import FuzzChecks

/// libFuzzer's entry point: one input, checked by `AbookFuzz` (which traps on a broken promise).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  AbookFuzz.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
