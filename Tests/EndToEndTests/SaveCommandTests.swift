import Foundation
import Testing

/// `contacts-tui add` and `delete`, run as a user would, with no terminal.
@Suite("contacts-tui add and delete")
struct SaveCommandTests {
  static let book = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:ada\r
    N:Lovelace;Ada;;;\r
    FN:Ada Lovelace\r
    X-KEPT:yes\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:alan\r
    N:Turing;Alan;;;\r
    FN:Alan Turing\r
    END:VCARD\r

    """

  /// A home where the demo app is allowed, and a writable book in it.
  static func setUp() throws -> (home: TestHome, path: String) {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    let path = home.url.appendingPathComponent("book.vcf").path
    try Data(book.utf8).write(to: URL(fileURLWithPath: path))
    return (home, path)
  }

  static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test("add with flags appends one card and prints it; the other cards' bytes stay")
  func addWithFlags() throws {
    let (home, path) = try Self.setUp()
    let output = try home.cli([
      "add", "--contacts", path, "--name", "Grace Hopper", "--email", "grace@example.com", "--email",
      "g@navy.example", "--phone", "+1 555 0100", "--org", "US Navy",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasPrefix("added Grace Hopper ("))
    let text = try Self.text(path)
    #expect(text.hasPrefix(Self.book))
    for line in [
      "N:Hopper;Grace;;;", "EMAIL;TYPE=INTERNET:grace@example.com", "EMAIL;TYPE=INTERNET:g@navy.example",
      "TEL:+1 555 0100", "ORG:US Navy",
    ] {
      #expect(text.contains(line + "\r\n"), "missing \(line)")
    }
    let listed = try home.cli(["list", "--contacts", path])
    #expect(listed.stdout.contains("Grace Hopper"))
  }

  @Test("add reads a vCard on standard input and keeps its properties")
  func addFromStdin() throws {
    let (home, path) = try Self.setUp()
    let card = home.url.appendingPathComponent("in.vcf").path
    try Data("BEGIN:VCARD\nVERSION:3.0\nFN:Katherine Johnson\nN:Johnson;Katherine;;;\nX-ORBIT:low\nEND:VCARD\n".utf8)
      .write(to: URL(fileURLWithPath: card))
    let output = try Shell.capture(
      "/bin/sh", ["-c", "exec \"$0\" \"$@\" < \"$IN\"", Binary.path, "add", "--contacts", path] + home.arguments,
      environment: ["IN": card], newSession: true)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("added Katherine Johnson"))
    let text = try Self.text(path)
    #expect(text.contains("X-ORBIT:low"))
    #expect(text.contains("UID:"))
  }

  @Test("add refuses the bundled sample, naming --contacts")
  func readOnlySample() throws {
    let (home, _) = try Self.setUp()
    let output = try home.cli(["add", "--name", "Nobody"])
    #expect(output.status == 7)
    #expect(output.stderr.contains("read-only") && output.stderr.contains("--contacts PATH"))
  }

  @Test("add and delete without a grant write nothing and say why")
  func notGranted() throws {
    let (home, path) = try Self.setUp()
    _ = try home.cli(["permissions", "set", "com.example.ContactsDemo", "deny"])
    #expect(try home.cli(["add", "--contacts", path, "--name", "X Y"]).status == 1)
    #expect(try home.cli(["delete", "--contacts", path, "--id", "ada", "--yes"]).status == 1)
    #expect(try Self.text(path) == Self.book)
  }

  @Test("delete --yes removes the one card and its line end, and prints it")
  func deleteYes() throws {
    let (home, path) = try Self.setUp()
    let output = try home.cli(["delete", "--contacts", path, "--match", "lovelace", "--yes"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout == "deleted Ada Lovelace (ada)\n")
    #expect(
      try Self.text(path)
        == "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:alan\r\nN:Turing;Alan;;;\r\nFN:Alan Turing\r\nEND:VCARD\r\n")
  }

  @Test("delete with several matches is exit 2 listing them, and deletes nothing")
  func ambiguous() throws {
    let (home, path) = try Self.setUp()
    let output = try home.cli(["delete", "--contacts", path, "--match", "a", "--yes"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("--id ada  Ada Lovelace") && output.stderr.contains("--id alan  Alan Turing"))
    #expect(try Self.text(path) == Self.book)
  }

  @Test("delete without a terminal and without --yes is exit 2, and deletes nothing")
  func noTerminal() throws {
    let (home, path) = try Self.setUp()
    let output = try home.cli(["delete", "--contacts", path, "--id", "ada"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("--yes"))
    #expect(try Self.text(path) == Self.book)
  }
}

/// `delete` and `add` on a terminal: the question and the grant prompt come on the tty.
@Suite("contacts-tui add and delete on a terminal")
struct SaveCommandTerminalTests {
  @Test("delete asks on the terminal: n keeps the card, y deletes it")
  func deleteAsks() throws {
    let (home, path) = try SaveCommandTests.setUp()
    let keep = try TmuxSession(["delete", "--contacts", path, "--id", "ada"] + home.arguments)
    _ = try keep.waitFor("Delete Ada Lovelace (ada)? [y/N]")
    try keep.type("n")
    try keep.send("Enter")
    #expect(try keep.exitStatus() == 0)
    #expect(try keep.screen().contains("nothing was deleted"))
    #expect(try SaveCommandTests.text(path) == SaveCommandTests.book)
    let remove = try TmuxSession(["delete", "--contacts", path, "--id", "ada"] + home.arguments)
    _ = try remove.waitFor("[y/N]")
    try remove.type("y")
    try remove.send("Enter")
    #expect(try remove.exitStatus() == 0)
    #expect(try remove.screen().contains("deleted Ada Lovelace (ada)"))
    #expect(try !SaveCommandTests.text(path).contains("UID:ada"))
  }

  @Test("add by an app never asked shows the access prompt first; allowing it adds the card")
  func addPrompts() throws {
    let home = try TestHome()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    let path = home.url.appendingPathComponent("book.vcf").path
    try Data(SaveCommandTests.book.utf8).write(to: URL(fileURLWithPath: path))
    let tmux = try TmuxSession(["add", "--contacts", path, "--name", "Grace Hopper"] + home.arguments)
    _ = try tmux.waitFor("Allow")
    Pause.pastArmingDelay()
    try tmux.type("y")
    #expect(try tmux.exitStatus() == 0)
    #expect(try SaveCommandTests.text(path).contains("FN:Grace Hopper"))
    #expect(try home.status().name == "authorized")
  }
}
