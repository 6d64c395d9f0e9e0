import Foundation

/// Timing and memory helpers: medians of monotonic-clock runs, and the peak resident set.
enum Measurement {
  /// Seconds taken by `body`, on the monotonic clock.
  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The median of `runs` timings of `body`.
  static func median(runs: Int, _ body: () -> Void) -> Double {
    median((0..<runs).map { _ in time(body) })
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Peak resident set size of this process so far, in MB (getrusage ru_maxrss, KB on Linux).
  static func peakMemoryMB() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return Double(usage.ru_maxrss) / 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss) / 1_048_576
    #endif
  }

  static func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

  /// "12.3 ms" or "1.23 s".
  static func duration(_ seconds: Double) -> String {
    seconds < 1 ? format(seconds * 1000, seconds < 0.01 ? 2 : 1) + " ms" : format(seconds, 2) + " s"
  }
}
