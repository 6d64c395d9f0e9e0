import Foundation

/// The real contacts-tui binary running in a detached tmux session on its own socket: type into
/// it, read its screen, and learn how it ended. The session is always killed on deinit.
final class TmuxSession {
  /// The tmux server socket name, unique per session.
  let socket = "ct-e2e-\(UUID().uuidString.prefix(8))"
  /// A scratch folder for the exit status and `stty -a` output.
  let scratch: URL
  private var killed = false

  /// Starts `arguments` (after the binary) in an 80×24 tmux session with `environment` added.
  /// `stdinFromNull` runs it with standard input from /dev/null; `shell` wraps it in a
  /// custom shell snippet where `$CT` is the binary invocation. `binary` is contacts-tui unless
  /// a test runs another program (the example).
  init(
    _ arguments: [String], environment: [String: String] = [:], cols: Int = 80, rows: Int = 24,
    wrapper: String? = nil, binary: String = Binary.path
  ) throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ct-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    // Snapshots of the sources go to the session's scratch folder, never the tester's own cache.
    var env = [
      "NCURSES_NO_UTF8_ACS": "1", "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path, "CONTACTS_TUI_NO_CACHE": "0",
      // Never the tester's own configuration file; a test that wants one sets XDG_CONFIG_HOME.
      "XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path,
    ]
    env.merge(environment) { $1 }
    let exports = env.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quote($0.value));" }.joined(
      separator: " ")
    let invocation = ([binary] + arguments).map(Self.quote).joined(separator: " ")
    let body = (wrapper ?? "$CT").replacingOccurrences(of: "$CT", with: invocation)
    let status = Self.quote(scratch.appendingPathComponent("status").path)
    let stty = Self.quote(scratch.appendingPathComponent("stty").path)
    // After the app ends, record how, and what state it left the tty in; then keep the pane briefly.
    let script =
      "\(exports) \(body); echo $? > \(status).tmp; stty -a > \(stty) 2>&1; mv \(status).tmp \(status); sleep 30"
    try run(["new-session", "-d", "-x", String(cols), "-y", String(rows), "sh", "-c", script])
  }

  deinit { kill() }

  /// Sends tmux key names (`Enter`, `Escape`, `Down`, `y`, …).
  func send(_ keys: String...) throws { try run(["send-keys"] + keys) }

  /// Sends literal text.
  func type(_ text: String) throws { try run(["send-keys", "-l", text]) }

  /// The visible screen, one line per row.
  func screen() throws -> String { try run(["capture-pane", "-p"]) }

  /// Everything the pane showed, the lines scrolled off the top included.
  func history() throws -> String { try run(["capture-pane", "-p", "-S", "-"]) }

  /// Where the terminal's cursor is (zero-based) and whether it is shown.
  func cursor() throws -> (row: Int, col: Int, visible: Bool) {
    let words = try run(["display-message", "-p", "#{cursor_y} #{cursor_x} #{cursor_flag}"]).split(separator: " ")
    let numbers = words.compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard numbers.count == 3 else { throw E2EFailure("no cursor position in \(words)") }
    return (numbers[0], numbers[1], numbers[2] == 1)
  }

  /// The pane's title, as the app could set it with OSC 0 or 2.
  func paneTitle() throws -> String { try run(["display-message", "-p", "#{pane_title}"]) }

  /// Resizes the window, as a terminal emulator would.
  func resize(cols: Int, rows: Int) throws {
    try run(["resize-window", "-x", String(cols), "-y", String(rows)])
  }

  /// Waits until the screen contains `text`; fails with the last screen after `timeout` seconds.
  @discardableResult
  func waitFor(_ text: String, timeout: Double = 10) throws -> String {
    try waitUntil(timeout: timeout, "screen never showed \(text.debugDescription)") { $0.contains(text) }
  }

  /// Waits until `condition` holds for the screen.
  @discardableResult
  func waitUntil(timeout: Double = 10, _ failure: String, _ condition: (String) -> Bool) throws -> String {
    let end = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < end {
      last = (try? screen()) ?? last
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw E2EFailure("\(failure); last screen:\n\(last)")
  }

  /// Waits for the app to end and returns its exit status.
  func exitStatus(timeout: Double = 10) throws -> Int32 {
    let file = scratch.appendingPathComponent("status")
    let end = Date().addingTimeInterval(timeout)
    while Date() < end {
      if let text = try? String(contentsOf: file, encoding: .utf8),
        let code = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return code
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw E2EFailure("the app did not exit within \(timeout)s; screen:\n\((try? screen()) ?? "")")
  }

  /// `stty -a` as the shell saw it after the app ended.
  func sttyAfterExit() throws -> String {
    _ = try exitStatus()
    return try String(contentsOf: scratch.appendingPathComponent("stty"), encoding: .utf8)
  }

  /// The pid of the process in the pane (the shell), for signalling its child.
  func panePID() throws -> Int32 {
    let text = try run(["display-message", "-p", "#{pane_pid}"])
    guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw E2EFailure("no pane pid in \(text.debugDescription)")
    }
    return pid
  }

  /// Ends the tmux server and removes the scratch folder. Safe to call twice.
  func kill() {
    guard !killed else { return }
    killed = true
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(at: scratch)
    // tmux leaves the socket file of a killed server behind.
    let socketDirectory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(socketDirectory)/tmux-\(getuid())/\(socket)")
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    try Shell.run("/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments)
  }

  /// Quotes a word for sh.
  static func quote(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// A failed expectation in an end-to-end test, with what was on screen.
struct E2EFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
