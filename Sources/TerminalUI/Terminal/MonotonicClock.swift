#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seconds on a clock that never jumps, for arming delays and timeouts.
public enum MonotonicClock {
  /// Seconds since an arbitrary fixed point (boot); only differences mean anything.
  public static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
  }
}
