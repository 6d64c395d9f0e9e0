import CNcurses
import Foundation
import Synchronization

/// The process's SIGINT/SIGTERM/SIGHUP/SIGCONT handling while a terminal is open.
///
/// The handlers only set atomic flags (all a signal handler may safely do); `Terminal` and
/// `LineTerminal` poll them at least every 50 ms and report `.interrupted` or `.resumed`. If the
/// program is busy and nobody takes an interrupt within `graceSeconds`, a watchdog thread restores
/// the tty itself and lets the signal kill the process, so the shell sees 128+N and a sane tty.
enum SignalMonitor {
  /// The signals that end the program.
  static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// The signals of a crash (a Swift trap is SIGILL or SIGTRAP): restore the tty, then die of them.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
  /// How long an interrupt may wait unread before the watchdog takes over.
  static let graceSeconds = 0.3

  /// The last ending signal not yet taken, or 0.
  static let pending = Atomic<Int32>(0)
  /// Whether SIGCONT arrived since the last look.
  static let resumed = Atomic<Bool>(false)

  private struct State {
    var users = 0
    var installed: [Int32] = []
    var watchdogStarted = false
  }

  private static let state = Mutex(State())

  /// Installs the handlers for one more user (a terminal being opened).
  static func install() {
    _ = pending.load(ordering: .relaxed)
    _ = resumed.load(ordering: .relaxed)
    state.withLock { state in
      state.users += 1
      guard state.users == 1 else { return }
      state.installed = (endingSignals + [SIGCONT]).filter { cn_install_handler($0, signalHandler) == 1 }
      state.installed += crashSignals.filter { cn_install_handler($0, crashHandler) == 1 }
      if !state.watchdogStarted {
        state.watchdogStarted = true
        Thread.detachNewThread { watch() }
      }
    }
  }

  /// Removes one user; the last one puts the default actions back.
  static func uninstall() {
    state.withLock { state in
      guard state.users > 0 else { return }
      state.users -= 1
      guard state.users == 0 else { return }
      for signal in state.installed { cn_default_handler(signal) }
      state.installed = []
    }
  }

  /// The pending ending signal, if any, now taken (the watchdog will not act on it).
  static func takeSignal() -> Int32? {
    let signal = pending.exchange(0, ordering: .acquiringAndReleasing)
    return signal == 0 ? nil : signal
  }

  /// Whether the process was resumed (SIGCONT) since the last call.
  static func takeResumed() -> Bool {
    resumed.exchange(false, ordering: .acquiringAndReleasing)
  }

  /// Ends the process by `signal` with its default action, so the shell sees 128+N.
  static func die(by signal: Int32) -> Never {
    cn_default_handler(signal)
    cn_unblock_signal(signal)
    kill(getpid(), signal)
    usleep(100_000)
    _exit(128 + signal)
  }

  /// The watchdog: restores the tty and dies when an interrupt sits untaken past the grace time.
  private static func watch() {
    var seenSince: Double?
    while true {
      usleep(50_000)
      let signal = pending.load(ordering: .acquiring)
      guard signal != 0 else {
        seenSince = nil
        continue
      }
      let now = MonotonicClock.now()
      guard let since = seenSince else {
        seenSince = now
        continue
      }
      if now - since >= graceSeconds {
        EmergencyRestore.run()
        die(by: signal)
      }
    }
  }
}

/// The C signal handler: records the signal and returns (async-signal-safe: atomics only).
private let signalHandler: @convention(c) (Int32) -> Void = { signal in
  if signal == SIGCONT {
    SignalMonitor.resumed.store(true, ordering: .releasing)
  } else {
    SignalMonitor.pending.store(signal, ordering: .releasing)
  }
}

/// The crash handler: puts the tty back, then lets the signal take its default course (a core
/// dump and death by that signal) once the handler returns and the signal is unblocked.
private let crashHandler: @convention(c) (Int32) -> Void = { signal in
  EmergencyRestore.run()
  cn_default_handler(signal)
  raise(signal)
}
