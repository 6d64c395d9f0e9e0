import Foundation
import Testing

/// Every read on record, and a grant tied to the app that got it, end to end: the real binary,
/// a fresh `--home` each, the prompt in tmux at 80×24.
@Suite("Access log and app fingerprints, end to end", .serialized)
struct AccessRecordTests {
  /// A bundle folder with an Info.plist for com.example.Mail and its executable, removed afterwards.
  final class MailApp {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ct-mail-\(UUID().uuidString)")
    var plist: URL { folder.appendingPathComponent("Info.plist") }
    var executable: URL { folder.appendingPathComponent("mail") }

    init() throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try write(usage: "Completes addresses as you type.")
      try Data("#!/bin/sh\necho 1\n".utf8).write(to: executable)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(usage: String) throws {
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>com.example.Mail</string>
        <key>CFBundleDisplayName</key><string>Mail</string>
        <key>CFBundleExecutable</key><string>mail</string>
        <key>NSContactsUsageDescription</key><string>\(usage)</string>
        </dict></plist>
        """
      try Data(text.utf8).write(to: plist)
    }
  }

  /// Runs the browser for `app`, answers the prompt with OK, and quits; the prompt's screen.
  private func allow(_ app: MailApp, _ home: TestHome) throws -> String {
    let tmux = try TmuxSession(home.arguments + ["--app", app.plist.path])
    let prompt = try tmux.waitFor(PromptFlowTests.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("of 250 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    return prompt
  }

  @Test(
    "allowed, then the Info.plist changes: notDetermined, the prompt again saying the app changed; then the executable changes too"
  )
  func changedAppIsAskedAgain() throws {
    let home = try TestHome()
    let app = try MailApp()
    let first = try allow(app, home)
    #expect(!first.contains("has changed since"))
    #expect(try home.status(["--app", app.plist.path]).name == "authorized")
    let log = try home.cli(["permissions", "log", "com.example.Mail"]).stdout
    #expect(log.contains("com.example.Mail  browser  read    250"), "\(log)")

    try app.write(usage: "Completes addresses, and now uploads them.")
    #expect(try home.status(["--app", app.plist.path]) == ("notDetermined", 4))
    let table = try home.cli(["permissions"]).stdout
    #expect(table.contains("authorized, app changed: asks again"), "\(table)")
    let json = try home.cli(["permissions", "--json"]).stdout
    #expect(json.contains(#""fingerprint": "changed""#) && json.contains(#""name": "Mail""#), "\(json)")
    let explained = try home.cli(["permissions", "explain", "com.example.Mail"])
    #expect(explained.status == 0)
    #expect(explained.stdout.contains("com.example.Mail will be asked again: it was allowed by the user at the prompt"))
    #expect(explained.stdout.contains("It last read contacts on"))

    let again = try allow(app, home)
    #expect(again.contains("has changed since you last answered"), "\(again)")
    #expect(try home.status(["--app", app.plist.path]).name == "authorized")

    try Data("#!/bin/sh\necho 2\n".utf8).write(to: app.executable)
    #expect(try home.status(["--app", app.plist.path]) == ("notDetermined", 4))
  }

  @Test("list, list --match and the browser each append one entry; permissions log shows them, newest last, and --json")
  func logPerCommand() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    #expect(try home.cli(["list"]).status == 0)
    // Three in the sample: Antoine and Stephanie Martin, Álvaro Martínez Sanz.
    #expect(try home.cli(["list", "--match", "martin", "--format", "tsv"]).status == 0)
    let tmux = try TmuxSession(home.arguments)
    try tmux.waitFor("of 250 contacts")
    try tmux.send("/")
    try tmux.type("acme")  // searching does not read again
    Pause.pastArmingDelay()
    try tmux.send("Escape", "q")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)

    let lines = try home.cli(["permissions", "log"]).stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(lines)")
    #expect(lines.first?.hasPrefix("TIME") == true)
    #expect(
      lines.dropFirst().map { $0.split(separator: " ").dropFirst(3).joined(separator: " ") } == [
        "list read 250", "list read 3", "browser read 250",
      ])
    let json = try home.cli(["permissions", "log", "--json", "--limit", "1"]).stdout
    #expect(json.contains(#""client": "com.example.ContactsDemo", "command": "browser", "count": 250"#), "\(json)")
    #expect(!json.contains(#""command": "list""#))
    #expect(
      try home.cli(["permissions", "log", "com.example.Other"]).stdout
        == "No reads or writes by com.example.Other on record.\n")
  }

  @Test("add and delete are on record with their kind and the contacts written; permissions log shows them")
  func writesOnRecord() throws {
    let (home, path) = try SaveCommandTests.setUp()
    let added = try home.cli(["add", "--contacts", path, "--name", "Grace Hopper"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try home.cli(["delete", "--contacts", path, "--id", "alan", "--yes"]).status == 0)
    let json = try home.cli(["permissions", "log", "--json"]).stdout
    #expect(json.contains(#""command": "add", "count": 1, "kind": "add", "contacts": [""#), "\(json)")
    #expect(json.contains(#""command": "delete", "count": 1, "kind": "delete", "contacts": ["alan"]"#), "\(json)")
    let table = try home.cli(["permissions", "log"]).stdout
    #expect(table.contains("delete   delete  1 (alan)"), "\(table)")
  }
}
