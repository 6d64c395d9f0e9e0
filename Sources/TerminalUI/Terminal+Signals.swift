#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Terminal {
  /// The exit status a shell shows for a process ended by `signal`: 128 + N.
  public static func exitStatus(forSignal signal: Int32) -> Int32 {
    128 + signal
  }

  /// Ends the process by `signal` with its default action, after `close()` has restored the tty.
  ///
  /// Use this for `.interrupted(signal)`: the parent sees a death by that signal (status 128+N),
  /// which is what shells and `make` expect after Ctrl-C. Falls back to `_exit(128 + N)`.
  public static func terminate(bySignal signal: Int32) -> Never {
    SignalMonitor.die(by: signal)
  }

  /// Takes an interrupt (SIGINT, SIGTERM, SIGHUP) that arrived but was not reported yet.
  ///
  /// For long work between `nextEvent(timeout:)` calls; once taken, the watchdog leaves it to you.
  public static func pendingInterrupt() -> Int32? {
    SignalMonitor.takeSignal()
  }
}
