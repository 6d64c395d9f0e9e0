import Foundation

/// Seconds on a clock that never jumps, for arming delays and timeouts.
enum MonotonicClock {
  /// Now, in seconds since boot.
  static var now: Double { ProcessInfo.processInfo.systemUptime }
}
