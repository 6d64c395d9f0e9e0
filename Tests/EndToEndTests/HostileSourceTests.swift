import Foundation
import Testing

/// Hostile contact sources and hostile text, end to end: nothing hangs, nothing grows without
/// bound, and what was passed over is named.
@Suite("Hostile sources and long text, in a real terminal", .serialized)
struct HostileSourceTests {
  /// A granted home with a FIFO (no writer, ever) and a good one-card file in it.
  static func home() throws -> (home: TestHome, fifo: String, good: String) {
    let home = try ListCommandTests.grantedHome()
    let fifo = home.url.appendingPathComponent("pipe.vcf").path
    guard mkfifo(fifo, 0o600) == 0 else { throw E2EFailure("mkfifo failed") }
    let good = try ListCommandTests.write(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Good;Gwen;;;\r\nEND:VCARD\r\n", named: "good.vcf", in: home)
    return (home, fifo, good)
  }

  /// `list` under timeout(1), so a hang fails the test (status 124) instead of stalling it.
  static func list(_ home: TestHome, _ arguments: [String]) throws -> Shell.Output {
    try Shell.capture(
      "/usr/bin/timeout", ["60", Binary.path, "list", "--format", "tsv"] + arguments + home.arguments,
      newSession: true)
  }

  @Test("list refuses a FIFO with no writer and /dev/zero at once, naming each, exit 7")
  func listRefuses() throws {
    let (home, fifo, _) = try Self.home()
    for (path, what) in [(fifo, "a FIFO (named pipe)"), ("/dev/zero", "a character device")] {
      let output = try Self.list(home, ["--contacts", path])
      #expect(output.status == 7)
      #expect(output.stdout.isEmpty)
      #expect(output.stderr.contains("Cannot read contacts from \(path): it is \(what), not a file or folder."))
    }
  }

  @Test("list passes over a FIFO and /dev/zero beside a good file: its card is listed, both are named")
  func listWarns() throws {
    let (home, fifo, good) = try Self.home()
    let output = try Self.list(home, ["--contacts", fifo, "--contacts", good, "--contacts", "/dev/zero"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Gwen Good"))
    #expect(output.stderr.contains("\(fifo): cannot be read: it is a FIFO (named pipe), not a file or folder; skipped"))
    #expect(output.stderr.contains("/dev/zero: cannot be read: it is a character device"))
    #expect(output.stderr.contains("2 files could not be read"))
  }

  @Test("the browser refuses a FIFO source instead of hanging: exit 7, the FIFO named")
  func browserRefusesFIFO() throws {
    let (home, fifo, _) = try Self.home()
    let tmux = try TmuxSession(home.arguments + ["--contacts", fifo])
    #expect(try tmux.exitStatus(timeout: 30) == 7)
    #expect(try tmux.screen().contains("it is a FIFO (named pipe)"))
  }

  @Test("the browser shows the good card beside /dev/zero and a FIFO, and lists both in its warnings")
  func browserWarns() throws {
    let (home, fifo, good) = try Self.home()
    let tmux = try TmuxSession(home.arguments + ["--contacts", good, "--contacts", "/dev/zero", "--contacts", fifo])
    let screen = try tmux.waitFor("1 of 1 contact", timeout: 30)
    #expect(screen.contains("Gwen Good"))
    #expect(screen.contains("2 files could not be read"))
    try tmux.send("w")
    // Wait for the last warning: a capture can catch the panel half drawn, its first line only.
    let warnings = try tmux.waitFor("pipe.vcf: cannot be read")
    #expect(warnings.contains("/dev/zero: cannot be read"))
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("a card with a 1 MB note without a space opens, scrolls to its end, and q quits")
  func megabyteNote() throws {
    let home = try ListCommandTests.grantedHome()
    let note = String(repeating: "n", count: 1 << 20) + "THEEND"
    let path = try ListCommandTests.write(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Long;Nora;;;\r\nNOTE:\(note)\r\nEND:VCARD\r\n", named: "note.vcf", in: home)
    let tmux = try TmuxSession(home.arguments + ["--contacts", path])
    try tmux.waitFor("1 of 1 contact", timeout: 30)
    try tmux.send("Enter")
    try tmux.waitFor("nnnnnnnnnnnnnnnnnnnn", timeout: 30)
    try tmux.send("G")
    try tmux.waitFor("THEEND", timeout: 30)
    try tmux.send("q")
    #expect(try tmux.exitStatus(timeout: 30) == 0)
  }

  @Test("a 1 MB usage description without a space appears in the prompt, which still takes Esc")
  func megabyteUsageDescription() throws {
    let (home, plist) = try Self.longDescriptionApp()
    let tmux = try TmuxSession(home.arguments + ["--app", plist])
    let screen = try tmux.waitFor("Don’t Allow", timeout: 30)
    #expect(screen.contains("STARTddddd"))
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus(timeout: 30) == 4)
  }

  @Test("the line prompt shows the start of a 1 MB usage description, says it is shortened, and asks")
  func megabyteUsageDescriptionInLineMode() throws {
    let (home, plist) = try Self.longDescriptionApp()
    let tmux = try TmuxSession(home.arguments + ["--app", plist, "--plain"])
    try tmux.waitFor("Allow? [y/N]", timeout: 30)
    let history = try tmux.history()
    #expect(history.contains("STARTddddd"))
    #expect(history.contains("… (shortened)"))
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus(timeout: 30) == 4)
  }

  /// A home and an app whose usage description is 1 MB without a space.
  static func longDescriptionApp() throws -> (TestHome, String) {
    let home = try TestHome()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    let plist = home.url.appendingPathComponent("Long.plist").path
    let description = "START" + String(repeating: "d", count: 1 << 20)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>com.example.Long</string>
    <key>CFBundleDisplayName</key><string>Long</string>
    <key>NSContactsUsageDescription</key><string>\(description)</string>
    </dict></plist>
    """.write(toFile: plist, atomically: true, encoding: .utf8)
    return (home, plist)
  }
}
