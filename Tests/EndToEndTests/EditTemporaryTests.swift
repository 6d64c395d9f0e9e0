import Foundation
import Testing

/// `edit`'s copy of the card while `$EDITOR` is open: in a private folder, removed on every
/// ending signal the process sees, and a folder a SIGKILL left removed by the next edit.
@Suite("edit's temporary copy of the card", .serialized)
struct EditTemporaryTests {
  /// Starts `edit` in tmux with an editor that records its parent's pid and the file, then waits.
  static func start(_ home: TestHome, _ cards: String, temporary: String) throws -> (
    TmuxSession, app: pid_t, editor: pid_t, file: String
  ) {
    let record = home.url.appendingPathComponent("editor.out").path
    let script = home.url.appendingPathComponent("wait.sh").path
    try Data(
      "for f in \"$@\"; do :; done\necho \"$PPID $$ $f\" > \(TmuxSession.quote(record)).tmp\nmv \(TmuxSession.quote(record)).tmp \(TmuxSession.quote(record))\nexec sleep 30\n"
        .utf8
    ).write(to: URL(fileURLWithPath: script))
    let tmux = try TmuxSession(
      ["edit", "--id", "e2e-jane", "--contacts", cards] + home.arguments,
      environment: ["EDITOR": "/bin/sh \(script)", "VISUAL": "", "TMPDIR": temporary])
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: record) && Date() < deadline { usleep(50_000) }
    let words = try String(contentsOfFile: record, encoding: .utf8).split(separator: " ")
    let app = try #require(Int32(words[0]))
    let editor = try #require(Int32(words[1]))
    let file = words[2].trimmingCharacters(in: .whitespacesAndNewlines)
    return (tmux, app, editor, file)
  }

  /// A folder under the home for `TMPDIR`.
  static func temporary(_ home: TestHome) throws -> String {
    let path = home.url.appendingPathComponent("tmp").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test(
    "a hangup or a termination while the editor is open removes the card's copy, and the exit is 128+N",
    arguments: [SIGHUP, SIGTERM])
  func signalRemovesCopy(_ signal: Int32) throws {
    let (home, cards) = try MailAndEditorTests.granted()
    let temporary = try Self.temporary(home)
    let (tmux, app, editor, file) = try Self.start(home, cards, temporary: temporary)
    // A signal to the app leaves the editor running: it goes now.
    defer { kill(editor, SIGKILL) }
    let folder = (file as NSString).deletingLastPathComponent
    var info = stat()
    #expect(stat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700, "a folder only its owner may enter")
    #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(folder != temporary, "not loose in $TMPDIR")
    kill(app, signal)
    #expect(try tmux.exitStatus() == 128 + signal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "nothing left in $TMPDIR")
  }

  @Test("a copy a SIGKILL left is its owner's alone, and the next edit removes it")
  func killLeftoverRemoved() throws {
    let (home, cards) = try MailAndEditorTests.granted()
    let temporary = try Self.temporary(home)
    let (tmux, app, editor, file) = try Self.start(home, cards, temporary: temporary)
    // A signal to the app leaves the editor running: it goes now.
    defer { kill(editor, SIGKILL) }
    kill(app, SIGKILL)
    #expect(try tmux.exitStatus() == 128 + SIGKILL)
    let folder = (file as NSString).deletingLastPathComponent
    var info = stat()
    #expect(stat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
    let quick = home.url.appendingPathComponent("quick.sh").path
    try Data("exit 0\n".utf8).write(to: URL(fileURLWithPath: quick))
    let next = try TmuxSession(
      ["edit", "--id", "e2e-jane", "--contacts", cards] + home.arguments,
      environment: ["EDITOR": "/bin/sh \(quick)", "VISUAL": "", "TMPDIR": temporary])
    #expect(try next.exitStatus() == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }
}
