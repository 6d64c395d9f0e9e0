import Foundation
import Testing

/// `contacts-tui settings`, the privacy screen, end to end in tmux.
@Suite("The privacy screen, in a real terminal", .serialized)
struct SettingsScreenTests {
  /// What `permissions --json` stores for each app, by bundle id.
  static func stored(_ home: TestHome) throws -> [String: [String: Any]] {
    let output = try home.cli(["permissions", "--json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]], "\(output.stdout)")
    var byClient: [String: [String: Any]] = [:]
    for record in array { byClient[record["client"] as? String ?? ""] = record }
    return byClient
  }

  @Test("two apps: one changed to None after a confirmation (Enter alone cancels), the other reset")
  func changeAndReset() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.Mail", "allow"]).status == 0)
    #expect(try home.cli(["permissions", "set", "org.example.Script", "allow"]).status == 0)
    let tmux = try TmuxSession(["settings"] + home.arguments)
    let list = try tmux.waitFor("1 of 2 apps")
    #expect(list.contains("com.example.Mail"))
    #expect(list.contains("org.example.Script"))
    try tmux.send("Enter")
    try tmux.waitFor("ACCESS TO YOUR CONTACTS")
    try tmux.send("j", "j", "Enter")
    try tmux.waitFor("Remove “com.example.Mail”’s Access?")
    Pause.pastArmingDelay()
    try tmux.send("Enter")  // the focus is on Cancel
    try tmux.waitUntil("the confirmation did not close") { !$0.contains("Remove “com.example.Mail”’s Access?") }
    #expect(try Self.stored(home)["com.example.Mail"]?["status"] as? String == "authorized")
    try tmux.send("Enter")
    try tmux.waitFor("Remove “com.example.Mail”’s Access?")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("Changed “com.example.Mail” to None.")
    try tmux.send("Escape", "j", "Enter")
    try tmux.waitFor("Privacy › Contacts › org.example.Script")
    try tmux.send("G", "Enter")
    try tmux.waitFor("Reset “org.example.Script”?")
    Pause.pastArmingDelay()
    try tmux.send("Tab")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    let after = try tmux.waitFor("Reset “org.example.Script”: it will be asked again.")
    #expect(after.contains("com.example.Mail"))
    #expect(!after.contains("Full Access"))  // the reset app is gone from the list; Mail has None
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    let stored = try Self.stored(home)
    #expect(stored.keys.sorted() == ["com.example.Mail"])
    #expect(stored["com.example.Mail"]?["status"] as? String == "denied")
    #expect(stored["com.example.Mail"]?["authReason"] as? Int == 3)
  }

  @Test("Edit Selected Contacts opens the picker on the app's selection and stores what is shared")
  func editSelection() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.Notes", "limited"]).status == 0)
    let tmux = try TmuxSession(["settings"] + home.arguments)
    try tmux.waitFor("Limited (0 contacts)")
    try tmux.send("Enter")
    try tmux.waitFor("Edit Selected Contacts…")
    try tmux.send("j", "j", "j", "Enter")
    try tmux.waitFor("0 selected")
    Pause.pastArmingDelay()
    try tmux.send("Space", "j", "Space")
    try tmux.waitFor("2 selected")
    try tmux.send("Enter")
    try tmux.waitFor("Share 2 Contacts?")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("Changed “com.example.Notes” to Limited (2 contacts).")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    let stored = try Self.stored(home)["com.example.Notes"]
    #expect(stored?["status"] as? String == "limited")
    #expect(stored?["sharedContacts"] as? Int == 2)
  }

  @Test("SIGTERM while a confirmation is up: 143, the terminal given back, nothing changed")
  func signalInConfirmation() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.Mail", "allow"]).status == 0)
    let pidFile = home.url.path + ".pid"
    defer { try? FileManager.default.removeItem(atPath: pidFile) }
    let tmux = try TmuxSession.foreground(["settings"] + home.arguments, pidFile: pidFile)
    let pid = try tmux.appPID(from: pidFile)
    try tmux.waitFor("1 of 1 app")
    try tmux.send("Enter")
    try tmux.waitFor("ACCESS TO YOUR CONTACTS")
    try tmux.send("G", "Enter")
    try tmux.waitFor("Reset “com.example.Mail”?")
    Pause.pastArmingDelay()
    guard kill(pid, SIGTERM) == 0 else { throw E2EFailure("kill \(pid): errno \(errno)") }
    #expect(try tmux.exitStatus() == 128 + SIGTERM)
    let stty = try tmux.sttyAfterExit()
    #expect(stty.contains(" echo "), "\(stty)")
    #expect(stty.contains(" icanon "), "\(stty)")
    #expect(try Self.stored(home)["com.example.Mail"]?["status"] as? String == "authorized")
  }

  @Test("resized down to 1×1 and back, the screen survives and draws the detail again")
  func resizeToOneByOne() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.Mail", "deny"]).status == 0)
    let tmux = try TmuxSession(["settings"] + home.arguments)
    try tmux.waitFor("1 of 1 app")
    try tmux.send("Enter")
    try tmux.waitFor("ACCESS TO YOUR CONTACTS")
    for (cols, rows) in [(1, 1), (20, 5), (80, 24)] {
      try tmux.resize(cols: cols, rows: rows)
      Thread.sleep(forTimeInterval: 0.2)
    }
    let screen = try tmux.waitFor("ACCESS TO YOUR CONTACTS")
    #expect(screen.contains("● None"))
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("with no decision stored, the screen says no app has asked, and Esc leaves")
  func emptyState() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(["settings"] + home.arguments)
    try tmux.waitFor("No app has asked for access to your contacts.")
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 0)
  }
}
