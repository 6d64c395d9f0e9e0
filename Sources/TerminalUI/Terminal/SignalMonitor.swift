import CNcurses
import Foundation
import Synchronization

/// The process's signal handling while a terminal is open, and its crash handling always.
///
/// The handlers of the ending signals only set atomic flags (all a signal handler may safely do);
/// `Terminal` and `LineTerminal` poll them at least every 50 ms and report `.interrupted` or
/// `.resumed`. If the program is busy and nobody takes an interrupt within `graceSeconds`, a
/// watchdog thread restores the tty itself and lets the signal kill the process, so the shell
/// sees 128+N and a sane tty. A hang-up of the tty itself counts as SIGHUP.
enum SignalMonitor {
  /// Every signal whose default action ends the process and that a user or the system sends on
  /// purpose: each ends a run the same way (tty restored, nothing stored, status 128+N).
  /// SIGQUIT (Ctrl-\) is one of them, so the Swift runtime's crash reporter never sees it.
  static let endingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
  ]
  /// The signals of a crash (a Swift trap is SIGILL or SIGTRAP): restore the tty, then die of them.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
  /// How long an interrupt may wait unread before the watchdog takes over.
  static let graceSeconds = 0.3

  /// The last ending signal not yet taken, or 0.
  static let pending = Atomic<Int32>(0)
  /// Whether SIGCONT arrived since the last look.
  static let resumed = Atomic<Bool>(false)
  /// Whether SIGWINCH arrived since the last look, whatever the size is now.
  static let windowChanged = Atomic<Bool>(false)
  /// Whether SIGTSTP (Ctrl-Z) asked the program to stop and it has not stopped yet.
  static let stopRequested = Atomic<Bool>(false)

  private struct State {
    var users = 0
    var installed: [Int32] = []
    var watchdogStarted = false
    var processPrepared = false
  }

  private static let state = Mutex(State())

  /// Takes the crash signals and SIGQUIT away from the Swift runtime for the whole run.
  ///
  /// The runtime's backtracer turns interactive on a tty ("Program crashed … any other key to
  /// quit") and waits there while the process lives on; a permission prompt must never sit
  /// behind such a screen. From here on a crash restores any open tty and dies of its signal,
  /// and SIGQUIT outside a terminal has its default action. Safe to call more than once.
  static func prepareProcess() {
    state.withLock { state in
      guard !state.processPrepared else { return }
      state.processPrepared = true
      cn_crash_report_prepare()
      for signal in crashSignals { _ = cn_install_crash_handler(signal, crashHandler) }
      if cn_signal_is_ignored(SIGQUIT) == 0 { cn_default_handler(SIGQUIT) }
    }
  }

  /// Installs the handlers for one more user (a terminal being opened).
  static func install() {
    _ = pending.load(ordering: .relaxed)
    _ = resumed.load(ordering: .relaxed)
    prepareProcess()
    state.withLock { state in
      state.users += 1
      guard state.users == 1 else { return }
      // SIGTSTP too: then ncurses leaves it alone, and the thread that reads keys stops itself
      // (see `stopProcess`), so it cannot read a key typed after `fg` before it knows it was stopped.
      // SIGWINCH too: ncurses' own handler drops a burst of resizes that ends at the size it
      // started from, and every SIGWINCH must reach the prompt (it disarms it).
      state.installed = (endingSignals + [SIGCONT, SIGTSTP, SIGWINCH]).filter {
        cn_install_handler($0, signalHandler) == 1
      }
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

  /// The signals that change what the next key means: the ending ones, a stop, a resume, a resize.
  private static let orderedSignals: [Int32] = endingSignals + [SIGTSTP, SIGCONT, SIGWINCH]

  /// Waits (a few milliseconds at most) until no signal that was sent to the process is still
  /// waiting for its handler.
  ///
  /// Handlers run on another thread than the one that reads keys (see `stopProcess`), so a
  /// resize or a signal sent before a key could otherwise be seen after it; the key would then
  /// be judged as if the resize had not happened.
  static func settle() {
    for _ in 0..<20 {
      let waiting = orderedSignals.withUnsafeBufferPointer { signals in
        cn_any_signal_pending(signals.baseAddress, Int32(signals.count)) != 0
      }
      guard waiting else { return }
      usleep(500)
    }
  }

  /// Records that the tty hung up (its other end closed): the same news as a SIGHUP.
  static func noteHangUp() {
    _ = pending.compareExchange(expected: 0, desired: SIGHUP, ordering: .acquiringAndReleasing)
  }

  /// The pending ending signal, if any, now taken (the watchdog will not act on it).
  static func takeSignal() -> Int32? {
    let signal = pending.exchange(0, ordering: .acquiringAndReleasing)
    return signal == 0 ? nil : signal
  }

  /// Whether the window changed (SIGWINCH) since the last call.
  static func takeWindowChange() -> Bool {
    windowChanged.exchange(false, ordering: .acquiringAndReleasing)
  }

  /// Whether Ctrl-Z (SIGTSTP) asked to stop since the last call.
  static func takeStopRequest() -> Bool {
    stopRequested.exchange(false, ordering: .acquiringAndReleasing)
  }

  /// Stops the process as Ctrl-Z does, and returns once it has been continued (`fg`).
  ///
  /// Call it from the thread that reads keys, with the tty already given back. The signal
  /// handlers run on whichever thread leaves signals open (under `async` main, a parked thread
  /// rather than the one that reads keys), so a key typed after `fg` could otherwise be read
  /// before the SIGCONT handler has said anything. Stopping here makes the order certain.
  static func stopProcess() {
    _ = takeResumed()
    cn_default_handler(SIGTSTP)
    kill(getpid(), SIGTSTP)
    // The stop lands on another thread a moment after kill returns: wait for the SIGCONT that
    // ends it, or give up after a short while of our own time (an orphaned process group
    // ignores SIGTSTP, and then nothing stops).
    let start = MonotonicClock.now()
    while !resumed.load(ordering: .acquiring) && MonotonicClock.now() - start < 0.2 { usleep(1000) }
    _ = cn_install_handler(SIGTSTP, signalHandler)
  }

  /// Whether the process was resumed (SIGCONT) since the last call.
  static func takeResumed() -> Bool {
    resumed.exchange(false, ordering: .acquiringAndReleasing)
  }

  /// Ends the process by `signal` with its default action, so the shell sees 128+N.
  ///
  /// The tty is already restored, so a signal whose default also dumps core (SIGQUIT, SIGXCPU,
  /// SIGXFSZ) leaves no core behind. If the signal is ignored (SIGHUP under nohup, then a
  /// hang-up), the process exits with 128+N all the same.
  static func die(by signal: Int32) -> Never {
    cn_disable_core_dumps()
    cn_default_handler(signal)
    cn_unblock_signal(signal)
    kill(getpid(), signal)
    usleep(100_000)
    _exit(128 + signal)
  }

  /// The watchdog: restores the tty and dies when an interrupt sits untaken past the grace time.
  private static func watch() {
    // Signals are for the main thread: its handler then runs before it reads another key, so a
    // resume (SIGCONT) is always noticed before a key typed after `fg`.
    cn_block_async_signals()
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
  } else if signal == SIGTSTP {
    SignalMonitor.stopRequested.store(true, ordering: .releasing)
  } else if signal == SIGWINCH {
    SignalMonitor.windowChanged.store(true, ordering: .releasing)
  } else {
    SignalMonitor.pending.store(signal, ordering: .releasing)
  }
}

/// The crash handler: puts the tty back, writes the signal and the stack to stderr (the runtime's
/// own report is the interactive one this handler replaces), then lets the signal take its
/// default course (a core dump if enabled, and death by that signal) once the handler returns and
/// the signal is unblocked.
private let crashHandler: @convention(c) (Int32) -> Void = { signal in
  EmergencyRestore.run()
  cn_crash_report(signal)
  cn_default_handler(signal)
  raise(signal)
}
