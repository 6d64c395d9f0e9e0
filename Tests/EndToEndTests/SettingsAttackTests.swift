import Foundation
import Testing

/// The privacy screen's confirmation attacked as the prompt was (issue 23), against the real
/// binary in tmux: each attack leaves the decision as it was, and the terminal whole.
@Suite("Only a deliberate key answers the privacy screen's confirmation, in a real terminal", .serialized)
struct SettingsAttackTests {
  static let question = "Remove “com.example.Mail”’s Access?"

  /// A home where com.example.Mail has full access.
  static func home() throws -> TestHome {
    let home = try TestHome()
    let set = try home.cli(["permissions", "set", "com.example.Mail", "allow"])
    guard set.status == 0 else { throw E2EFailure("could not allow: \(set.stderr)") }
    return home
  }

  /// Cancels the confirmation that is up, quits, and checks that the access is still Full.
  static func cancelAndQuit(_ tmux: TmuxSession, home: TestHome) throws {
    try tmux.send("Escape")
    try tmux.waitUntil("the confirmation did not close") { !$0.contains(Self.question) }
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try Self.status(home) == "authorized")
  }

  /// Opens the Remove Access confirmation from the list and waits until it is armed.
  static func openRemove(in tmux: TmuxSession) throws {
    try tmux.waitFor("1 of 1 app")
    try tmux.send("Enter")
    try tmux.waitFor("ACCESS TO YOUR CONTACTS")
    try tmux.send("j", "j", "Enter")
    try tmux.waitFor(question)
    Pause.pastArmingDelay()
  }

  /// What the database says of com.example.Mail.
  static func status(_ home: TestHome) throws -> String? {
    try SettingsScreenTests.stored(home)["com.example.Mail"]?["status"] as? String
  }

  /// Pastes `text` as tmux does for a terminal: between paste markers only if the app asked for them.
  static func terminalPaste(_ text: String, into tmux: TmuxSession) throws {
    try tmux.tmux(["set-buffer", "-b", "attack", text])
    try tmux.tmux(["paste-buffer", "-p", "-b", "attack"])
  }

  @Test("a y pasted after Ctrl-Z and fg in an interactive bash answers nothing: bracketed paste is on again")
  func pasteAfterStopInBash() throws {
    let home = try Self.home()
    let tmux = try TmuxSession(
      [], environment: ["PS1": "$ ", "HISTFILE": "/dev/null"], wrapper: "/bin/bash --norc --noprofile -i")
    try tmux.waitFor("$")  // the prompt, its trailing space trimmed by capture-pane
    try tmux.type(([Binary.path, "settings"] + home.arguments).map(TmuxSession.quote).joined(separator: " "))
    try tmux.send("Enter")
    try Self.openRemove(in: tmux)
    try tmux.send("C-z")
    try tmux.waitFor("Stopped")
    #expect(try tmux.paneModes() == .restored, "the tty is given back while stopped")
    try tmux.type("fg")
    try tmux.send("Enter")
    try tmux.waitFor(Self.question)
    Pause.pastArmingDelay()
    try Self.terminalPaste("y", into: tmux)
    Thread.sleep(forTimeInterval: 1)  // well past the quiet period: an answer would be taken by now
    #expect(try tmux.screen().contains(Self.question), "the confirmation is still up")
    #expect(try Self.status(home) == "authorized")
    try tmux.send("Escape")
    try tmux.waitUntil("the confirmation did not close") { !$0.contains(Self.question) }
    try tmux.send("q")
    try tmux.waitUntil("the app did not leave the screen") { !$0.contains("Privacy › Contacts") }
    try tmux.type("exit")  // bash exits with the app's status, which the session records
    try tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try tmux.paneModes() == .restored)
    #expect(try Self.status(home) == "authorized")
  }

  @Test("resized to 20×5, 1×1 and 100×30 under a confirmation: the screen behind and after it fits 100×30")
  func resizeUnderConfirmation() throws {
    let home = try Self.home()
    let tmux = try TmuxSession(["settings"] + home.arguments)
    try Self.openRemove(in: tmux)
    for (cols, rows) in [(20, 5), (1, 1), (100, 30)] {
      try tmux.resize(cols: cols, rows: rows)
      Thread.sleep(forTimeInterval: 0.3)
    }
    let behind = try tmux.waitFor(Self.question)
    #expect(Self.lastLine(behind).contains("Enter choose"), "the status line is on the last row:\n\(behind)")
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    let after = try tmux.waitUntil("the confirmation did not close") { !$0.contains(Self.question) }
    #expect(Self.lastLine(after).contains("Enter choose"), "the status line is on the last row:\n\(after)")
    let title = after.components(separatedBy: "\n")[0]
    #expect(title.contains("Settings") && title.count > 90, "the title bar is 100 wide: \(title)")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try Self.status(home) == "authorized")
  }

  /// The screen's last row (row 29 of a 30-row pane).
  static func lastLine(_ screen: String) -> String {
    let lines = screen.components(separatedBy: "\n")
    return lines.count >= 30 ? lines[29] : ""
  }

  @Test("text pasted into the list or the detail, Enter included, opens nothing; typed keys still do")
  func pasteIntoScreen() throws {
    let home = try Self.home()
    let tmux = try TmuxSession(["settings"] + home.arguments)
    try tmux.waitFor("1 of 1 app")
    try Self.terminalPaste("\r", into: tmux)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(try !tmux.screen().contains("ACCESS TO YOUR CONTACTS"), "a pasted Enter opened the app")
    try tmux.send("Enter")
    try tmux.waitFor("ACCESS TO YOUR CONTACTS")
    try Self.terminalPaste("jj\r", into: tmux)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(try !tmux.screen().contains(Self.question), "a pasted Enter chose an action")
    try tmux.send("j", "j", "Enter")  // the cursor is still on Full Access
    try tmux.waitFor(Self.question)
    try Self.cancelAndQuit(tmux, home: home)
  }

  @Test("y typed in the same burst as the Enter that opens the confirmation answers nothing")
  func typeaheadBeforeConfirmation() throws {
    let home = try Self.home()
    let tmux = try TmuxSession(["settings"] + home.arguments)
    try tmux.waitFor("1 of 1 app")
    try tmux.send("Enter")
    try tmux.waitFor("ACCESS TO YOUR CONTACTS")
    try tmux.send("j", "j", "Enter", "y")
    try tmux.waitFor(Self.question)
    Thread.sleep(forTimeInterval: 1)
    #expect(try tmux.screen().contains(Self.question), "the confirmation is still up")
    #expect(try Self.status(home) == "authorized")
    try Self.cancelAndQuit(tmux, home: home)
  }

  @Test("the mouse wheel over Remove Access presses nothing")
  func wheelOverConfirm() throws {
    let home = try Self.home()
    let tmux = try TmuxSession(["settings"] + home.arguments)
    try Self.openRemove(in: tmux)
    try tmux.wheel(over: "[ Remove Access ]")
    Thread.sleep(forTimeInterval: 1)
    #expect(try tmux.screen().contains(Self.question), "the confirmation is still up")
    #expect(try Self.status(home) == "authorized")
    try tmux.send("Escape")
    try tmux.waitUntil("the confirmation did not close") { !$0.contains(Self.question) }
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test(
    "SIGHUP or SIGINT while a confirmation is up: 128+N, the terminal given back, nothing stored",
    arguments: [SIGHUP, SIGINT])
  func signalInConfirmation(signal: Int32) throws {
    let home = try Self.home()
    let pidFile = home.url.path + ".pid"
    defer { try? FileManager.default.removeItem(atPath: pidFile) }
    let tmux = try TmuxSession.foreground(["settings"] + home.arguments, pidFile: pidFile)
    let pid = try tmux.appPID(from: pidFile)
    try Self.openRemove(in: tmux)
    guard kill(pid, signal) == 0 else { throw E2EFailure("kill \(pid): errno \(errno)") }
    #expect(try tmux.exitStatus() == 128 + signal)
    let stty = try tmux.sttyAfterExit()
    #expect(stty.contains(" echo "), "\(stty)")
    #expect(stty.contains(" icanon "), "\(stty)")
    #expect(try tmux.paneModes() == .restored)
    #expect(try !tmux.pasteEcho("PASTE-PROBE").contains("200~"), "bracketed paste left on")
    #expect(try Self.status(home) == "authorized")
    let left = try FileManager.default.contentsOfDirectory(atPath: home.url.path)
    #expect(left == ["permissions.sqlite3"], "no journal or temporary left: \(left)")
  }
}
