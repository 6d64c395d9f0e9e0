import Foundation
import Testing

/// The prompt under hostile conditions: signals, resizes, tiny and dumb terminals, no terminal.
@Suite("The prompt survives signals, resizes and poor terminals", .serialized)
struct TerminalRobustnessTests {
  static let promptTitle = PromptFlowTests.promptTitle

  @Test("SIGTERM while pending exits 143, restores echo and canonical mode, and stores nothing")
  func sigtermRestoresTheTerminal() throws {
    let home = try TestHome()
    let pidFile = home.url.path + ".pid"
    let tmux = try TmuxSession(home.arguments, wrapper: "$CT & echo $! > \(TmuxSession.quote(pidFile)); wait $!")
    try tmux.waitFor(Self.promptTitle)
    let pid = try tmux.appPID(from: pidFile)
    #expect(kill(pid, SIGTERM) == 0)
    #expect(try tmux.exitStatus() == 143)
    let stty = try tmux.sttyAfterExit()
    #expect(stty.contains(" echo "))
    #expect(stty.contains(" icanon "))
    #expect(!stty.contains("-echo "))
    #expect(!stty.contains("-icanon"))
    #expect(try home.status().name == "notDetermined")
    try? FileManager.default.removeItem(atPath: pidFile)
  }

  @Test("under tmux-256color, keypad Enter presses the focused button, never Esc")
  func escapeSequencesAreNotEsc() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments, environment: ["TERM": "tmux-256color"])
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("Tab")
    Pause.pastArmingDelay()  // a focus move disarms: Enter at once would be typing
    try tmux.send("KPEnter")
    try tmux.waitFor("of 250 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try home.status().name == "authorized")
  }

  @Test("a resize re-centres the box")
  func resizeRecentres() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments)
    let small = try tmux.waitFor(Self.promptTitle)
    let before = try #require(Self.titleColumn(in: small))
    try tmux.resize(cols: 120, rows: 40)
    let large = try tmux.waitUntil("the title never moved right") { screen in
      (Self.titleColumn(in: screen) ?? 0) > before
    }
    let after = try #require(Self.titleColumn(in: large))
    #expect(after - before == 20)  // half of the 40 extra columns
    let row = try #require(
      large.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(Self.promptTitle) })
    #expect(row > 10)  // moved down with the taller window
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 4)
  }

  @Test("a 24×6 terminal survives, shows a compact prompt, and grows back to the box")
  func tinyTerminalSurvives() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments)
    try tmux.waitFor(Self.promptTitle)
    try tmux.resize(cols: 24, rows: 6)
    try tmux.waitUntil("no compact prompt at 24×6") { !$0.contains(Self.promptTitle) && $0.contains("Allow") }
    try tmux.resize(cols: 2, rows: 1)
    Pause.insideArmingDelay()
    try tmux.resize(cols: 80, rows: 24)
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("of 250 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try home.status().name == "authorized")
  }

  @Test("TERM=dumb grants through the line prompt and prints the contacts")
  func dumbTerminalUsesTheLinePrompt() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments, environment: ["TERM": "dumb"])
    try tmux.waitFor("Allow? [y/N]")
    Pause.pastArmingDelay()
    try tmux.type("y")
    #expect(try tmux.exitStatus() == 0)
    // The contacts printed after the answer scroll the question off the screen.
    let history = try tmux.history()
    #expect(history.contains("“Contacts Demo” Would Like to Access Your Contacts"))
    #expect(history.contains("Allow? [y/N] y"))
    #expect(history.contains("Harbourside Plumbing"))
    #expect(try home.status().name == "authorized")
  }

  @Test("the line prompt ignores and does not echo keys typed before it stands, and the wait restarts")
  func linePromptHasTheBoxProtections() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments + ["--plain"])
    try tmux.waitFor("Would Like to Access Your Contacts")
    for _ in 0..<4 {
      try tmux.type("y")  // each inside the delay: ignored, and the delay starts again
      Thread.sleep(forTimeInterval: 0.3)
    }
    #expect(try home.status().name == "notDetermined")
    let asked = try tmux.waitFor("Allow? [y/N]")
    #expect(!asked.contains("Allow? [y/N] y"))
    #expect(!asked.contains("yy"))
    try tmux.type("n")
    #expect(try tmux.exitStatus() == 1)
    #expect(try home.status().name == "denied")
  }

  @Test("with no terminal at all, exit 6 with a message, and nothing stored")
  func noTerminalExits6() throws {
    let home = try TestHome()
    let output = try home.cli([])
    #expect(output.status == 6)
    #expect(output.stderr.contains("terminal"))
    #expect(try home.status().name == "notDetermined")
  }

  @Test("a restricted app gets no prompt and exit 3")
  func restrictedExits3() throws {
    let home = try TestHome()
    let policy = home.url.path + ".restrictions"
    try "# managed by IT\ncom.example.ContactsDemo\n".write(toFile: policy, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: policy) }
    let environment = ["CONTACTS_TUI_RESTRICTIONS": policy]
    let tmux = try TmuxSession(home.arguments, environment: environment)
    #expect(try tmux.exitStatus() == 3)
    #expect(!(try tmux.screen().contains(Self.promptTitle)))
    let status = try home.cli(["status"], environment: environment)
    #expect(status.stdout.contains("restricted"))
    #expect(status.status == 3)
  }

  @Test("a manifest without a usage description never prompts: iOS's message, exit 5, nothing stored")
  func missingUsageDescriptionExits5() throws {
    let home = try TestHome()
    let plist = home.url.path + ".plist"
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>com.example.NoReason</string>
    <key>CFBundleDisplayName</key><string>No Reason</string>
    </dict></plist>
    """.write(toFile: plist, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: plist) }
    let tmux = try TmuxSession(
      home.arguments + ["--app", plist], wrapper: "$CT 2> \(TmuxSession.quote(plist + ".err"))")
    #expect(try tmux.exitStatus() == 5)
    let message = try String(contentsOfFile: plist + ".err", encoding: .utf8)
    #expect(message.contains("must contain an NSContactsUsageDescription key"))
    #expect(try home.status(["--app", plist]).name == "notDetermined")
    try? FileManager.default.removeItem(atPath: plist + ".err")
  }

  @Test("a corrupt database is exit 7 from status and from the app, naming the file, never authorized")
  func corruptDatabaseFailsClosed() throws {
    let home = try TestHome()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    try Data("this is not a database, it only pretends to be one ....".utf8).write(to: home.database)
    let status = try home.cli(["status"])
    #expect(status.status == 7)
    #expect(status.stderr.contains(home.database.path))
    #expect(!status.stdout.contains("authorized"))
    let errors = home.url.path + ".err"
    let tmux = try TmuxSession(home.arguments, wrapper: "$CT 2> \(TmuxSession.quote(errors))")
    #expect(try tmux.exitStatus() == 7)
    #expect(try String(contentsOfFile: errors, encoding: .utf8).contains(home.database.path))
    try? FileManager.default.removeItem(atPath: errors)
    let reset = try home.cli(["permissions", "reset", "--all"])
    #expect(reset.status == 0)
    #expect(try home.status().name == "notDetermined")
  }

  /// The column where the prompt's title starts, if it is on screen.
  static func titleColumn(in screen: String) -> Int? {
    for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
      if let range = line.range(of: "“Contacts Demo”") {
        return line[..<range.lowerBound].count
      }
    }
    return nil
  }
}
