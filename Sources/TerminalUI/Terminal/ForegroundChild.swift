import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a child program (an editor) in the foreground of the terminal, as `system(3)` does: while
/// it runs, the keyboard's signals (SIGINT, SIGQUIT, SIGTSTP) are the child's, not ours.
///
/// Ctrl-C in the editor must not end the run, and the watchdog of `SignalMonitor` must not find
/// an untaken interrupt and kill the process under the editor: so this process ignores them
/// meanwhile (the child is started with their default actions, `spawnDefaults`). When the child
/// stops itself (an editor's Ctrl-Z), `waitForeground` stops this process too, so the shell gets
/// the job back, and continues the child after `fg`. Afterwards the handlers are as before, and
/// whatever the keyboard sent meanwhile (a stop, a resume) is forgotten; a resize still counts.
public enum ForegroundChild {
  /// The signals a child gets back with their default action.
  public static let spawnDefaults: [Int32] =
    SignalMonitor.endingSignals + [SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT, SIGWINCH]

  /// Runs `body` with the keyboard's signals ignored, then puts their actions back exactly as
  /// they were.
  public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    let keyboard: [Int32] = [SIGINT, SIGQUIT, SIGTSTP]
    var saved = [cn_sigaction_t](repeating: cn_sigaction_t(), count: keyboard.count)
    let ignored = keyboard.indices.map { cn_ignore_signal(keyboard[$0], &saved[$0]) == 0 }
    defer {
      for index in keyboard.indices where ignored[index] { cn_restore_signal(keyboard[index], &saved[index]) }
      _ = SignalMonitor.takeStopRequest()
      _ = SignalMonitor.takeResumed()
    }
    return try body()
  }

  /// Waits for the child `pid` to end and returns its `waitpid` status; when the child stops
  /// (Ctrl-Z in it), stops this process too and continues the child once this one is continued.
  public static func waitForeground(_ pid: Int32) -> Int32 {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WUNTRACED)
      if result == -1 {
        if errno == EINTR { continue }
        return -1
      }
      // WIFSTOPPED: the low byte is 0x7f.
      if status & 0xFF == 0x7F {
        kill(getpid(), SIGSTOP)
        kill(pid, SIGCONT)
        continue
      }
      return status
    }
  }
}

extension Terminal {
  /// Gives the screen and the tty to a child program for the time of `body` (the browser's `E`
  /// opening `$EDITOR`), with the keyboard's signals the child's (`ForegroundChild`): leaves
  /// full-screen mode (`endwin`, the tty as the shell had it), runs `body`, and takes the screen
  /// back, redrawn whole on the next frame; keys typed meanwhile are dropped.
  public func handOver<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    endwin()
    defer {
      clearok(cn_curscr(), true)
      doupdate()
      flushTypeahead()
    }
    return try ForegroundChild.run(body)
  }
}
