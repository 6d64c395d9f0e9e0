import Foundation
import Testing

/// `edit`, `E` and the form against a concurrent writer, in a real terminal: the card changes on
/// disk while the user edits it, and the save must be refused (exit 7), the other writer's card
/// must stay, and what the user typed must be kept where the message says (docs/SECURITY.md,
/// section 7).
@Suite("Edits against a concurrent writer", .serialized)
struct ConcurrentEditTests {
  /// An editor script: changes the phone to `mine` in the file it is given, and meanwhile runs
  /// `other` (a shell command: the concurrent writer) before it exits.
  static func editor(_ home: TestHome, mine: String, other: String) throws -> String {
    let script = home.url.appendingPathComponent("editor-\(UUID().uuidString.prefix(6)).sh").path
    try Data(
      """
      for f in "$@"; do :; done
      sed 's/1111/\(mine)/' "$f" > "$f.new" && mv "$f.new" "$f"
      \(other)

      """.utf8
    ).write(to: URL(fileURLWithPath: script))
    return script
  }

  /// The files kept in the data dir's `unsaved/` folder, and their text.
  static func kept(_ home: TestHome) -> [String: String] {
    let folder = home.url.appendingPathComponent("unsaved").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var out: [String: String] = [:]
    for name in names { out[folder + "/" + name] = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) }
    return out
  }

  /// Whether `screen` (wrapped at 80 columns) holds `text` once the line breaks are taken out.
  static func unwrapped(_ screen: String) -> String {
    screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  @Test("edit refuses a card changed on disk while $EDITOR was open: exit 7, the other change stays, the edit is kept")
  func editAgainstAnotherProgram() throws {
    let (home, cards) = try MailAndEditorTests.granted()
    let script = try Self.editor(home, mine: "2222", other: "sed -i 's/1111/3333/' \(TmuxSession.quote(cards))")
    let tmux = try TmuxSession(
      ["edit", "--id", "e2e-jane", "--contacts", cards] + home.arguments,
      environment: ["EDITOR": "/bin/sh \(script)", "VISUAL": ""], cols: 200)
    #expect(try tmux.exitStatus() == 7)
    let screen = Self.unwrapped(try tmux.screen())
    #expect(screen.contains("changed on disk since it was read"))
    let disk = try String(contentsOfFile: cards, encoding: .utf8)
    #expect(disk.contains("+49 176 3333") && !disk.contains("2222"), "the other program's change stays")
    let kept = Self.kept(home)
    #expect(kept.count == 1)
    for (path, text) in kept {
      #expect(screen.replacingOccurrences(of: " ", with: "").contains("Yourchangewaskeptin\(path)"))
      #expect(text.contains("+49 176 2222"), "what the user saved in the editor")
      var info = stat()
      #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }
  }

  @Test("two edit runs of one card: the later save is refused (exit 7) and the earlier one's change stays")
  func twoEdits() throws {
    let (home, cards) = try MailAndEditorTests.granted()
    let inner = try Self.editor(home, mine: "3333", other: "")
    let output = home.url.appendingPathComponent("inner.out").path
    let second =
      ([Binary.path, "edit", "--id", "e2e-jane", "--contacts", cards] + home.arguments).map(TmuxSession.quote)
      .joined(separator: " ")
    let outer = try Self.editor(
      home, mine: "2222",
      other: "EDITOR=\(TmuxSession.quote("/bin/sh " + inner)) \(second) > \(output) 2>&1; echo \"exit $?\" >> \(output)"
    )
    let tmux = try TmuxSession(
      ["edit", "--id", "e2e-jane", "--contacts", cards] + home.arguments,
      environment: ["EDITOR": "/bin/sh \(outer)", "VISUAL": ""], cols: 200)
    #expect(try tmux.exitStatus() == 7)
    let inside = try String(contentsOfFile: output, encoding: .utf8)
    #expect(inside.contains("exit 0"), "the edit that saved first: \(inside)")
    let disk = try String(contentsOfFile: cards, encoding: .utf8)
    #expect(disk.contains("+49 176 3333") && !disk.contains("2222"))
    #expect(Self.kept(home).values.contains { $0.contains("+49 176 2222") })
  }

  @Test("E in the browser: a card changed on disk while the editor was open is not saved, and the edit is kept")
  func browserE() throws {
    let (home, cards) = try MailAndEditorTests.granted()
    let script = try Self.editor(home, mine: "2222", other: "sed -i 's/1111/3333/' \(TmuxSession.quote(cards))")
    let tmux = try TmuxSession(
      ["--contacts", cards] + home.arguments, environment: ["EDITOR": "/bin/sh \(script)", "VISUAL": ""])
    try tmux.waitFor("1 of 2 contacts")
    try tmux.type("E")
    let message = Self.unwrapped(try tmux.waitFor("Not saved"))
    #expect(message.contains("changed on disk"))
    #expect(message.contains("kept in"))
    let disk = try String(contentsOfFile: cards, encoding: .utf8)
    #expect(disk.contains("+49 176 3333") && !disk.contains("2222"))
    #expect(Self.kept(home).values.contains { $0.contains("+49 176 2222") })
    try tmux.type("x")
    try tmux.waitFor("1 of 2 contacts")
    try tmux.type("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("the form stays open with what was typed when the card changes on disk, and its save keeps the typing aside")
  func formAgainstExternalChange() throws {
    let (home, cards) = try MailAndEditorTests.granted()
    let tmux = try TmuxSession(["--contacts", cards] + home.arguments)
    try tmux.waitFor("1 of 2 contacts")
    try tmux.send("e")
    try tmux.waitFor("Edit contact")
    try tmux.type("Zed")
    try tmux.waitFor("JaneZed")
    var text = try String(contentsOfFile: cards, encoding: .utf8)
    text = text.replacingOccurrences(of: "1111", with: "3333")
    try Data(text.utf8).write(to: URL(fileURLWithPath: cards + ".new"))
    #expect(rename(cards + ".new", cards) == 0)
    Thread.sleep(forTimeInterval: 2.5)  // the browser polls its sources once a second when idle
    let still = try tmux.screen()
    #expect(still.contains("Edit contact") && still.contains("JaneZed"), "the form and its typing are still there")
    try tmux.send("C-s")
    let refused = Self.unwrapped(try tmux.waitFor("Not saved"))
    #expect(refused.contains("changed on disk since it was read"))
    let disk = try String(contentsOfFile: cards, encoding: .utf8)
    #expect(disk.contains("+49 176 3333") && !disk.contains("JaneZed"))
    let kept = Self.kept(home)
    #expect(kept.count == 1)
    for (path, text) in kept {
      #expect(text.contains("JaneZed"), "what was typed in the form")
      #expect(refused.replacingOccurrences(of: " ", with: "").contains("keptin\(path)"), "the message names the file")
    }
    try tmux.type("x")
    try tmux.waitFor("+49 176 3333")  // the card as it is on disk now
    try tmux.send("Escape")
    try tmux.type("q")
    #expect(try tmux.exitStatus() == 0)
  }
}
