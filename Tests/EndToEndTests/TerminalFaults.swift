import Foundation

/// Helpers for the terminal fault tests: the app's own pid, tmux's view of the pane's modes, and
/// running many blocking end-to-end cases at once.
extension TmuxSession {
  /// A wrapper that runs the app in the foreground (so SIGINT and SIGQUIT are not ignored, as
  /// they are for `&` jobs of a non-interactive shell) and writes its pid to `pidFile` first.
  static func foregroundWrapper(pidFile: String) -> String {
    "sh -c 'echo $$ > \"$0\"; exec \"$@\"' \(quote(pidFile)) $CT"
  }

  /// Starts the app with `arguments` in the foreground of a new pane, its pid written to `pidFile`.
  static func foreground(_ arguments: [String], pidFile: String) throws -> TmuxSession {
    try TmuxSession(arguments, wrapper: foregroundWrapper(pidFile: pidFile))
  }

  /// The pid written by `foregroundWrapper` (or any wrapper that writes one), waiting for it to appear.
  func appPID(from pidFile: String, timeout: Double = 10) throws -> Int32 {
    let end = Date().addingTimeInterval(timeout)
    while Date() < end {
      if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
        let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return pid
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw E2EFailure("no pid in \(pidFile)")
  }

  /// The terminal modes the app left the pane in, as tmux tracks them.
  struct PaneModes: Equatable, CustomStringConvertible {
    /// Whether the alternate screen is on.
    var alternateScreen: Bool
    /// Whether the cursor is visible.
    var cursorVisible: Bool
    /// Whether any mouse reporting is on.
    var mouseReporting: Bool

    /// What a program leaves behind when it gives the terminal back.
    static let restored = PaneModes(alternateScreen: false, cursorVisible: true, mouseReporting: false)

    var description: String {
      "alternate screen \(alternateScreen), cursor visible \(cursorVisible), mouse reporting \(mouseReporting)"
    }
  }

  /// The pane's modes now.
  func paneModes() throws -> PaneModes {
    let text = try tmux(["display-message", "-p", "#{alternate_on} #{cursor_flag} #{mouse_any_flag}"])
    let flags = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map { $0 == "1" }
    guard flags.count == 3 else { throw E2EFailure("unexpected pane flags \(text.debugDescription)") }
    return PaneModes(alternateScreen: flags[0], cursorVisible: flags[1], mouseReporting: flags[2])
  }

  /// Pastes `marker` as a terminal would, with bracketed-paste markers only if the pane asked for
  /// them, and returns the screen once the tty has echoed it. The app has ended by then: a
  /// `^[[200~` in front of the marker means bracketed paste was left on, and no echo at all means
  /// echo was left off.
  func pasteEcho(_ marker: String) throws -> String {
    try tmux(["set-buffer", "-b", "probe", marker])
    try tmux(["paste-buffer", "-p", "-b", "probe"])
    return try waitFor(marker, timeout: 5)
  }

  /// Closes the pty under the app, as closing a terminal window does (SIGHUP and a hang-up).
  func closePTY() throws {
    try tmux(["kill-session"])
  }

  /// Runs a tmux command against this session's server.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    try Shell.run("/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments)
  }
}

/// Runs blocking end-to-end work on threads of its own, a few cases at a time.
///
/// Swift Testing runs cases on a pool of one thread per core, and these cases mostly sleep while
/// they wait for a screen: moving them off the pool lets a table of them overlap, while the gate
/// keeps a loaded machine from running all of them at once.
enum CaseRunner {
  private static let gate = Gate(width: 8)

  /// The result of `body`, run on a new thread once the gate lets it in.
  static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    await gate.enter()
    defer { Task { await gate.leave() } }
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
  }

  /// A counting semaphore for tasks.
  private actor Gate {
    let width: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) { self.width = width }

    func enter() async {
      if running < width {
        running += 1
        return
      }
      await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
      if waiting.isEmpty {
        running -= 1
      } else {
        waiting.removeFirst().resume()
      }
    }
  }
}
