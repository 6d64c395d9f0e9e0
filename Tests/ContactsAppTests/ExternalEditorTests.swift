import ContactModel
import ContactsScreens
import Foundation
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

/// A folder with fake editors: shell scripts that change the file they are given, run as real
/// processes through `$EDITOR`.
final class FakeEditors {
  private let scripts: ScriptFolder
  var folder: URL { scripts.url }

  init() throws {
    scripts = try ScriptFolder(prefix: "editor")
  }

  /// A command that runs a script with `body` (the file to edit is "$last"). It is run as
  /// `/bin/sh SCRIPT`: a script executed directly can fail with ETXTBSY while another test's
  /// process, forked meanwhile, still holds the descriptor it was written through.
  func script(_ name: String, _ body: String) throws -> String {
    "/bin/sh " + (try scripts.script(name, "for last in \"$@\"; do :; done\n" + body + "\n"))
  }

  /// An editor from `environment`, run without a terminal.
  func editor(_ environment: [String: String]) throws -> ExternalEditor {
    var environment = environment
    environment["TMPDIR"] = folder.path
    return try ExternalEditor(environment: environment) { body in ForegroundChild.run(body) }
  }

  /// The files left in the folder besides the scripts.
  func leftovers() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("contacts-tui-") }
  }
}

@Suite("The external editor")
struct ExternalEditorTests {
  @Test(
    "$EDITOR is split like a shell word list",
    arguments: [
      ("vim", ["vim"]), ("code -w", ["code", "-w"]), ("  vim   -u NONE ", ["vim", "-u", "NONE"]),
      ("'/opt/My Editor/edit' --wait", ["/opt/My Editor/edit", "--wait"]),
      ("\"/opt/My Editor/edit\" -c \"set ft=vcard\"", ["/opt/My Editor/edit", "-c", "set ft=vcard"]),
      ("my\\ editor", ["my editor"]), ("e \"a\\\"b\\x\"", ["e", "a\"b\\x"]), ("e ''", ["e", ""]),
      ("$HOME/bin/e ~/x", ["$HOME/bin/e", "~/x"]),
    ])
  func split(text: String, words: [String]) {
    #expect(EditorCommand.split(text) == words)
  }

  @Test("an unclosed quote or a lone backslash is not a word list", arguments: ["vim '", "\"code", "e \\"])
  func unclosed(text: String) {
    #expect(EditorCommand.split(text) == nil)
    #expect(throws: ContactsAppError.self) { try EditorCommand.words(environment: ["EDITOR": text]) }
  }

  @Test("VISUAL wins over EDITOR, and vi is the default; a blank variable is unset")
  func choice() throws {
    #expect(try EditorCommand.words(environment: ["VISUAL": "nano", "EDITOR": "ed"]) == ["nano"])
    #expect(try EditorCommand.words(environment: ["VISUAL": " ", "EDITOR": "ed"]) == ["ed"])
    #expect(try EditorCommand.words(environment: [:]) == ["vi"])
  }

  @Test(
    "the editor gets a 0600 file in a 0700 folder of its own in TMPDIR, its changes come back, and both are removed")
  func roundTrip() throws {
    let editors = try FakeEditors()
    let report = editors.folder.appendingPathComponent("report").path
    let script = try editors.script(
      "edit",
      """
      stat -c '%a' "$last" > \(report)
      dirname "$(dirname "$last")" >> \(report)
      stat -c '%a' "$(dirname "$last")" >> \(report)
      sed 's/world/editor/' "$last" > "$last.new" && mv "$last.new" "$last"
      """)
    let editor = try editors.editor(["EDITOR": "\(script) --wait"])
    let result = try editor.edit(Array("hello world\n".utf8))
    #expect(String(decoding: result, as: UTF8.self) == "hello editor\n")
    let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "600")
    #expect(lines.dropFirst().first.map(String.init) == editors.folder.path)
    #expect(lines.dropFirst(2).first == "700")
    #expect(try editors.leftovers().isEmpty)
  }

  @Test("an editor that fails, or cannot be started, is an error and leaves no file")
  func failures() throws {
    let editors = try FakeEditors()
    let failing = try editors.script("fail", "exit 3")
    #expect {
      try editors.editor(["VISUAL": failing]).edit(Array("x".utf8))
    } throws: { error in
      (error as? ContactsAppError)?.message.contains("exited with status 3") == true
    }
    #expect(throws: ContactsAppError.self) {
      try editors.editor(["VISUAL": editors.folder.appendingPathComponent("missing").path]).edit([])
    }
    #expect(try editors.leftovers().isEmpty)
  }
}

@Suite("Editing a card as vCard text")
struct CardEditSessionTests {
  static let card = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:jane-1\r
    FN:Jane Doe\r
    N:Doe;Jane;;;\r
    TEL;TYPE=CELL:+49 176 1111\r
    X-CUSTOM;X-PARAM=kept:something only this app knows\r
    item1.EMAIL:jane@example.com\r
    item1.X-ABLabel:private\r
    END:VCARD\r

    """

  static func contact() throws -> Contact {
    try CardText.card(in: Array(card.utf8)).get()
  }

  @Test("the text to edit is the card as it was read, unknown properties and groups included")
  func lossless() throws {
    let text = String(decoding: CardText.text(for: try Self.contact()), as: UTF8.self)
    #expect(text.contains("X-CUSTOM;X-PARAM=kept:something only this app knows"))
    #expect(text.contains("item1.X-ABLabel:private"))
  }

  @Test("a changed phone comes back as a changed contact that keeps its identifier and the other lines")
  func changedPhone() throws {
    let editors = try FakeEditors()
    let script = try editors.script(
      "phone", "sed 's/+49 176 1111/+49 176 2222/' \"$last\" > \"$last.new\" && mv \"$last.new\" \"$last\"")
    let contact = try Self.contact()
    let editor = try editors.editor(["EDITOR": script])
    let outcome = try CardEditSession(contact: contact, editor: editor).run()
    guard case .changed(let updated) = outcome else {
      Issue.record("expected a change, got \(outcome)")
      return
    }
    #expect(updated.identifier == contact.identifier)
    #expect(updated.phoneNumbers.map(\.value) == ["+49 176 2222"])
    #expect(
      ContactChangeSummary.lines(from: contact, to: updated) == ["phone: +49 176 1111 (mobile) → +49 176 2222 (mobile)"]
    )
    let written = String(decoding: updated.originalCard.bytes, as: UTF8.self)
    let opened = String(decoding: CardText.text(for: contact), as: UTF8.self)
    #expect(written == opened.replacingOccurrences(of: "1111", with: "2222"))
  }

  @Test("an editor that saves nothing new is no change, and an emptied file is a cancel")
  func unchangedAndCancelled() throws {
    let editors = try FakeEditors()
    let contact = try Self.contact()
    let touch = try editors.script("touch", "touch \"$last\"")
    #expect(try CardEditSession(contact: contact, editor: editors.editor(["EDITOR": touch])).run() == .unchanged)
    let empty = try editors.script("empty", ": > \"$last\"")
    #expect(try CardEditSession(contact: contact, editor: editors.editor(["EDITOR": empty])).run() == .cancelled)
    let comments = try editors.script("comments", "printf '# only a comment\\n\\n' > \"$last\"")
    #expect(try CardEditSession(contact: contact, editor: editors.editor(["EDITOR": comments])).run() == .cancelled)
  }

  @Test("an invalid card reopens the editor with the problem and its line on top, and the fix is taken")
  func reopenOnError() throws {
    let editors = try FakeEditors()
    let seen = editors.folder.appendingPathComponent("seen").path
    // First save: a broken line. Second: keep what was shown (minus the comment block), fixed.
    let script = try editors.script(
      "twice",
      """
      if [ ! -e \(seen) ]; then
        sed 's/^FN:Jane Doe/FN:Jane Q. Doe\\r\\nTHIS LINE IS BROKEN/' "$last" > "$last.new" && mv "$last.new" "$last"
        : > \(seen)
      else
        cp "$last" \(seen)
        grep -v 'THIS LINE' "$last" > "$last.new" && mv "$last.new" "$last"
      fi
      """)
    let contact = try Self.contact()
    let outcome = try CardEditSession(contact: contact, editor: editors.editor(["EDITOR": script])).run()
    let shown = try String(contentsOfFile: seen, encoding: .utf8)
    let lines = shown.components(separatedBy: "\r\n")
    #expect(lines[0] == "# contacts-tui: this card was not saved.")
    let problem = try #require(lines.firstIndex { $0.hasPrefix("THIS LINE IS BROKEN") })
    #expect(lines[1].hasPrefix("# line \(problem + 1): "))
    guard case .changed(let updated) = outcome else {
      Issue.record("expected a change, got \(outcome)")
      return
    }
    #expect(updated.formattedName == "Jane Q. Doe")
    #expect(!String(decoding: updated.originalCard.bytes, as: UTF8.self).contains("#"))
  }

  @Test("two cards, or none, are not one card")
  func cardCount() {
    let two = Array((Self.card + Self.card.replacingOccurrences(of: "jane-1", with: "jane-2")).utf8)
    #expect(throws: CardText.Problem.self) { try CardText.card(in: two).get() }
    #expect(throws: CardText.Problem.self) { try CardText.card(in: Array("FN:x\n".utf8)).get() }
  }

  @Test("comment lines are removed, line breaks kept")
  func comments() {
    let text = Array("# a\r\nBEGIN:VCARD\r\n#b\nEND:VCARD\r\n".utf8)
    #expect(CardText.removingComments(text) == Array("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8))
  }

  @Test("a 4.0 card is opened as 4.0, a 2.1 or 3.0 card as 3.0")
  func versions() throws {
    let v4 = try CardText.card(in: Array(Self.card.replacingOccurrences(of: "VERSION:3.0", with: "VERSION:4.0").utf8))
      .get()
    #expect(String(decoding: CardText.text(for: v4), as: UTF8.self).contains("\r\nVERSION:4.0\r\n"))
    let v21 = try CardText.card(in: Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Two;One\r\nEND:VCARD\r\n".utf8)).get()
    #expect(String(decoding: CardText.text(for: v21), as: UTF8.self).contains("\r\nVERSION:3.0\r\n"))
  }
}
