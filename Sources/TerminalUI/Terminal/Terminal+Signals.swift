import CNcurses
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Terminal {
  /// Sets up the process's crash and SIGQUIT handling; call it first thing in `main`.
  ///
  /// Afterwards no signal reaches the Swift runtime's interactive crash reporter: a crash
  /// restores an open tty and dies of its signal, and SIGQUIT ends a run like SIGINT does
  /// (while a terminal is open) or by its default action (while none is).
  public static func prepareProcess() {
    SignalMonitor.prepareProcess()
  }

  /// Ends the process by `signal` with its default action, after `close()` has restored the tty.
  ///
  /// Use this for `.interrupted(signal)`: the parent sees a death by that signal (status 128+N),
  /// which is what shells and `make` expect after Ctrl-C. No core is dumped. Falls back to
  /// `_exit(128 + N)` when the signal is ignored.
  public static func terminate(bySignal signal: Int32) -> Never {
    SignalMonitor.die(by: signal)
  }

  /// What the signals have to say before the next key is read: an interrupt, a resume (after
  /// stopping here for Ctrl-Z), or a resize; nil when nothing.
  ///
  /// Signals sent before a key are waited for (`SignalMonitor.settle`), so that key is judged
  /// after them, never as if they had not happened.
  func signalEvent() -> InputEvent? {
    SignalMonitor.settle()
    if let signal = SignalMonitor.takeSignal() { return .interrupted(signal) }
    if SignalMonitor.takeStopRequest() { suspend() }
    if SignalMonitor.takeResumed() {
      clearok(cn_curscr(), true)
      return .resumed
    }
    if SignalMonitor.takeWindowChange() { return .resize(resized()) }
    return nil
  }

  /// Ctrl-Z: gives the tty back, stops, and on `fg` leaves the screen to be redrawn whole.
  /// `nextEvent` then reports `.resumed`. Bracketed paste is off while stopped and on again
  /// after, as it was: an interactive shell switches it off itself before it runs `fg`, and a
  /// paste unmarked would reach the screen as typed keys.
  func suspend() {
    if bracketedPaste { Self.writeAll(fd, "\u{1B}[?2004l") }
    endwin()
    SignalMonitor.stopProcess()
    if bracketedPaste { Self.writeAll(fd, "\u{1B}[?2004h") }
    SignalMonitor.resumed.store(true, ordering: .releasing)  // whether or not the stop happened
  }

  /// SIGWINCH: takes the tty's new size (the same one, after a burst that came back to it) and
  /// returns it; the input reader learns it too, so the same change is not reported twice.
  func resized() -> Size {
    var rows: Int32 = 0
    var cols: Int32 = 0
    if cn_winsize(fd, &rows, &cols) == 0, rows > 0, cols > 0 {
      resizeterm(rows, cols)
      reader.knownSize = Size(rows: Int(rows), cols: Int(cols))
    }
    return size
  }
}
