import FuzzChecks

/// libFuzzer's entry point: one input, checked by `DialogFuzz` (which traps on a broken promise).
///
/// Package.swift declares this target only once `Fuzz/Checks/DialogFuzz.swift` exists.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  DialogFuzz.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
