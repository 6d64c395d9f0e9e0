import Foundation
import Testing

/// `add-email` and `edit`, run as a mailer's macro and a user would: the real binary, with the
/// question on the tmux pane's tty and real editors (a shell script, vim).
///
@Suite("add-email and edit")
struct MailAndEditorTests {
  /// A message under Tests/MailMessageTests/Fixtures/mail.
  static func message(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("MailMessageTests/Fixtures/mail/\(name)").path
  }

  /// A card file in `home`, with one card whose phone an editor will change.
  static let card = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:e2e-jane\r
    FN:Jane Doe\r
    N:Doe;Jane;;;\r
    TEL;TYPE=CELL:+49 176 1111\r
    X-UNKNOWN;X-KEEP=1:kept as it is\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:e2e-john\r
    FN:John Doe\r
    N:Doe;John;;;\r
    END:VCARD\r

    """

  static func granted() throws -> (TestHome, String) {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    let path = home.url.appendingPathComponent("cards.vcf").path
    try Data(card.utf8).write(to: URL(fileURLWithPath: path))
    return (home, path)
  }

  /// Runs `contacts-tui add-email ARGS < message` with no terminal.
  static func addEmail(_ home: TestHome, _ arguments: [String], message: String) throws -> Shell.Output {
    let command = ([Binary.path, "add-email"] + arguments + home.arguments).map(TmuxSession.quote).joined(
      separator: " ")
    return try Shell.capture("/bin/sh", ["-c", "exec \(command) < \(TmuxSession.quote(message))"], newSession: true)
  }

  @Test("add-email --yes finds the sender of a sample message and prints the contact it adds")
  func addEmailYes() throws {
    let (home, cards) = try Self.granted()
    let output = try Self.addEmail(home, ["--yes", "--contacts", cards], message: Self.message("encoded-b-utf8.eml"))
    #expect(output.stdout.contains("  added Jörg Müller <joerg@example.de>\n"))
    #expect(output.status == 0)
  }

  @Test("add-email --yes adds the sender, and a second time finds it there")
  func addEmailSaves() throws {
    let (home, cards) = try Self.granted()
    let first = try Self.addEmail(home, ["--yes", "--contacts", cards], message: Self.message("encoded-b-utf8.eml"))
    #expect(first.status == 0)
    #expect(first.stdout.hasPrefix("Saved:\n  added Jörg Müller <joerg@example.de>"))
    let listed = try home.cli(["list", "--format", "tsv", "--match", "jörg müller", "--contacts", cards])
    #expect(listed.stdout.contains("\tJörg\tMüller\t"))
    #expect(listed.stdout.contains("joerg@example.de"))
    let again = try Self.addEmail(home, ["--yes", "--contacts", cards], message: Self.message("encoded-b-utf8.eml"))
    #expect(again.status == 0)
    #expect(again.stdout.contains("is already in the contacts: Jörg Müller"))
  }

  @Test("an address already there adds nothing, without asking; a message without a sender is exit 7")
  func alreadyThereAndNoSender() throws {
    let (home, cards) = try Self.granted()
    let mail = home.url.appendingPathComponent("known.eml").path
    try Data("From: Jane <e2e@example.com>\n\n".utf8).write(to: URL(fileURLWithPath: mail))
    let withAddress = Self.card.replacingOccurrences(
      of: "N:Doe;Jane;;;\r\n", with: "N:Doe;Jane;;;\r\nEMAIL:e2e@EXAMPLE.com\r\n")
    try Data(withAddress.utf8).write(to: URL(fileURLWithPath: cards))
    let known = try Self.addEmail(home, ["--contacts", cards], message: mail)
    #expect(known.status == 0)
    #expect(known.stdout == "Jane <e2e@example.com> is already in the contacts: Jane Doe (e2e-jane)\n")
    let none = try Self.addEmail(home, ["--yes"], message: Self.message("no-sender.eml"))
    #expect(none.status == 7)
    #expect(none.stderr.contains("no sender"))
  }

  @Test("add-email asks on the terminal; e changes the name, then y takes it")
  func addEmailAsks() throws {
    let (home, cards) = try Self.granted()
    let tmux = try TmuxSession(
      ["add-email", "--contacts", cards] + home.arguments,
      wrapper: "$CT < \(TmuxSession.quote(Self.message("quoted-family-comma.eml")))")
    try tmux.waitFor("Add Doe, Jane <Jane.Doe@Example.COM>? [Y/n/e(dit name)]")
    try tmux.type("e")
    try tmux.send("Enter")
    try tmux.waitFor("Name:")
    try tmux.type("Jane Q. Doe")
    try tmux.send("Enter")
    try tmux.waitFor("Add Jane Q. Doe <Jane.Doe@Example.COM>? [Y/n/e(dit name)]")
    try tmux.type("y")
    try tmux.send("Enter")
    let status = try tmux.exitStatus()
    let screen = try tmux.screen()
    #expect(screen.contains("  added Jane Q. Doe <Jane.Doe@Example.COM>"))
    #expect(status == 0)
  }

  @Test("a sender's name with an escape sequence in an encoded word reaches the terminal as text")
  func hostileName() throws {
    let (home, _) = try Self.granted()
    let mail = home.url.appendingPathComponent("hostile.eml").path
    try Data("From: =?UTF-8?Q?Evil=1B]0=3Bpwned=07Name=1B[2J?= <evil@example.com>\n\n".utf8).write(
      to: URL(fileURLWithPath: mail))
    let tmux = try TmuxSession(["add-email"] + home.arguments, wrapper: "$CT < \(TmuxSession.quote(mail))")
    let screen = try tmux.waitFor("Add Evil ]0;pwned Name [2J <evil@example.com>?")
    #expect(!screen.isEmpty)
    #expect(try tmux.paneTitle() != "pwned")
    try tmux.type("n")
    try tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("add-email: n adds nothing and exits 0")
  func addEmailNo() throws {
    let (home, _) = try Self.granted()
    let tmux = try TmuxSession(
      ["add-email"] + home.arguments, wrapper: "$CT < \(TmuxSession.quote(Self.message("comment-name.eml")))")
    try tmux.waitFor("Add Jane Doe <jane@example.com>? [Y/n/e(dit name)]")
    try tmux.type("n")
    try tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try tmux.screen().contains("Nothing was added."))
  }

  @Test("edit --match with several matches is exit 2 and lists each with its --id")
  func ambiguous() throws {
    let (home, cards) = try Self.granted()
    let output = try home.cli(["edit", "--match", "doe", "--contacts", cards])
    #expect(output.status == 2)
    #expect(output.stderr.contains("2 contacts match 'doe'; pick one with --id:"))
    #expect(output.stderr.contains("--id e2e-jane  Jane Doe"))
    #expect(output.stderr.contains("--id e2e-john  John Doe"))
  }

  @Test("edit opens the card in $EDITOR (a script with arguments) and prints the changed phone")
  func editWithScript() throws {
    let (home, cards) = try Self.granted()
    let script = home.url.appendingPathComponent("editor.sh").path
    try Data(
      "for f in \"$@\"; do :; done\nsed 's/1111/2222/' \"$f\" > \"$f.new\" && mv \"$f.new\" \"$f\"\n".utf8
    ).write(to: URL(fileURLWithPath: script))
    let tmux = try TmuxSession(
      ["edit", "--id", "e2e-jane", "--contacts", cards] + home.arguments,
      environment: ["EDITOR": "/bin/sh \(script) --wait", "VISUAL": ""])
    let status = try tmux.exitStatus()
    let screen = try tmux.screen()
    #expect(screen.contains("Jane Doe (e2e-jane):"))
    #expect(screen.contains("  phone: +49 176 1111 (mobile) → +49 176 2222 (mobile)"))
    #expect(status == 0)
  }

  @Test(
    "edit in vim: Ctrl-C stays in the editor, an invalid card reopens it with the problem, and restoring it is no change"
  )
  func editInVim() throws {
    let (home, cards) = try Self.granted()
    let tmux = try TmuxSession(
      ["edit", "--match", "jane", "--contacts", cards] + home.arguments,
      environment: ["VISUAL": "vim -u NONE -N -n -i NONE"])
    try tmux.waitFor("X-UNKNOWN;X-KEEP=1:kept as it is")
    try tmux.send("C-c")
    Thread.sleep(forTimeInterval: 0.6)  // past the interrupt watchdog's grace time
    try tmux.type("ggOnot a vCard line")
    try tmux.send("Escape")
    try tmux.type(":wq")
    try tmux.send("Enter")
    try tmux.waitFor("# contacts-tui: this card was not saved.")
    let reopened = try tmux.screen()
    #expect(reopened.contains("# line 5: "))
    #expect(reopened.contains("not a vCard line"))
    try tmux.type(":g/^not a vCard/d")
    try tmux.send("Enter")
    try tmux.type(":wq")
    try tmux.send("Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try tmux.screen().contains("Jane Doe: no change"))
  }

  @Test("a saved edit changes that line of the file and nothing else")
  func editSaves() throws {
    let (home, cards) = try Self.granted()
    let script = home.url.appendingPathComponent("editor.sh").path
    try Data("sed -i 's/1111/2222/' \"$1\"\n".utf8).write(to: URL(fileURLWithPath: script))
    let tmux = try TmuxSession(
      ["edit", "--id", "e2e-jane", "--contacts", cards] + home.arguments, environment: ["EDITOR": "/bin/sh \(script)"])
    #expect(try tmux.exitStatus() == 0)
    // The writer adds a PRODID to a card that has none; every other line must be as it was.
    let after = try String(contentsOfFile: cards, encoding: .utf8).components(separatedBy: "\r\n").filter {
      !$0.hasPrefix("PRODID:")
    }
    #expect(after == Self.card.replacingOccurrences(of: "1111", with: "2222").components(separatedBy: "\r\n"))
  }

  @Test("E in the browser hands the screen to the editor, shows what changed, and the browser comes back")
  func browserE() throws {
    let (home, cards) = try Self.granted()
    let script = home.url.appendingPathComponent("editor.sh").path
    try Data(
      "for f in \"$@\"; do :; done\nsed 's/1111/2222/' \"$f\" > \"$f.new\" && mv \"$f.new\" \"$f\"\n".utf8
    ).write(to: URL(fileURLWithPath: script))
    let tmux = try TmuxSession(
      ["--contacts", cards] + home.arguments, environment: ["EDITOR": "/bin/sh \(script)", "VISUAL": ""])
    try tmux.waitFor("1 of 2 contacts")
    try tmux.type("E")
    let message = try tmux.waitFor("phone: +49 176 1111 (mobile) → +49 176 2222 (mobile)")
    #expect(message.contains("Saved Jane Doe"))
    try tmux.type("x")
    try tmux.waitFor("1 of 2 contacts")
    try tmux.type("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("E in the browser with vim: the editor gets the whole screen, Ctrl-C stays in it, the browser redraws")
  func browserVim() throws {
    let (home, cards) = try Self.granted()
    let tmux = try TmuxSession(
      ["--contacts", cards] + home.arguments, environment: ["VISUAL": "vim -u NONE -N -n -i NONE"])
    try tmux.waitFor("1 of 2 contacts")
    try tmux.send("Enter")
    try tmux.type("E")
    let editing = try tmux.waitFor("X-UNKNOWN;X-KEEP=1:kept as it is")
    #expect(!editing.contains("1 of 2 contacts"))
    try tmux.send("C-c")
    Thread.sleep(forTimeInterval: 0.6)  // past the interrupt watchdog's grace time
    try tmux.type(":q")
    try tmux.send("Enter")
    try tmux.waitFor("1 of 2 contacts")
    try tmux.type("q")
    #expect(try tmux.exitStatus() == 0)
  }
}
