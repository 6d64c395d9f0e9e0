#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `open(2)` under a name of its own, for types that have an `open` method of their own (the
/// snapshot cache, the vdir listing), where the bare name would call the method.
enum SystemFile {
  /// The descriptor `open(path, flags)` returns (no mode: never with `O_CREAT`), or -1 with `errno` set.
  static func open(_ path: String, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags)
    #else
      Darwin.open(path, flags)
    #endif
  }
}
