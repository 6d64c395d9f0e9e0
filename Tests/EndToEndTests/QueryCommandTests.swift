import Foundation
import Testing

/// `query` and `request` from a pipe, as a mail client or a script runs them: the prompt on the
/// terminal, the answer in the exit code, the addresses (and nothing else) on standard output.
@Suite("query and request from a pipe, in a real terminal", .serialized)
struct QueryCommandTests {
  static let promptTitle = PromptFlowTests.promptTitle

  /// Three cards matching "ann" (one without an address), one that does not, in this order.
  static let cards = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:ann-1\r
    FN:Ann Archer\r
    N:Archer;Ann;;;\r
    ORG:Acme\r
    EMAIL;TYPE=work:ann@acme.example\r
    EMAIL;TYPE=home:ann@home.example\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:bob-2\r
    FN:Bob Annan\r
    N:Annan;Bob;;;\r
    TEL:+1 555 0100\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:dan-3\r
    FN:Dan Annberg\r
    N:Annberg;Dan;;;\r
    NICKNAME:Danny\r
    EMAIL;TYPE=work:dan@annberg.example\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:zoe-4\r
    FN:Zoe Zimmer\r
    N:Zimmer;Zoe;;;\r
    EMAIL:zoe@zimmer.example\r
    END:VCARD\r

    """

  /// What `query ann` prints in mutt's format.
  static let muttAnn =
    "contacts-tui: 3 addresses matching \"ann\"\nann@acme.example\tAnn Archer\tAcme\n"
    + "ann@home.example\tAnn Archer\tAcme\ndan@annberg.example\tDan Annberg\tDanny\n"

  /// A home with the cards above as its source; `arguments` points a command at both.
  final class Fixture {
    let home: TestHome
    let source: String

    init() throws {
      home = try TestHome()
      try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
      source = home.url.appendingPathComponent("book.vcf").path
      try QueryCommandTests.cards.write(toFile: source, atomically: true, encoding: .utf8)
    }

    var arguments: [String] { ["--contacts", source] + home.arguments }
    var output: URL { home.url.appendingPathComponent("out") }
    var code: URL { home.url.appendingPathComponent("rc") }

    /// Runs `words` in tmux with standard output a pipe into a file, and the command's own exit
    /// code kept beside it (the pipeline's is cat's).
    func piped(_ words: [String]) throws -> TmuxSession {
      let out = TmuxSession.quote(output.path)
      let rc = TmuxSession.quote(code.path)
      return try TmuxSession(words + arguments, wrapper: "{ $CT; echo $? > \(rc); } | cat > \(out)")
    }

    /// Like `piped`, under `strace -f -e trace=%file` into `trace`, to see which files were opened.
    func tracedPiped(_ words: [String], strace: String) throws -> TmuxSession {
      let out = TmuxSession.quote(output.path)
      let rc = TmuxSession.quote(code.path)
      let traced = "\(strace) -f -qq -e trace=%file -o \(TmuxSession.quote(trace.path)) $CT"
      return try TmuxSession(words + arguments, wrapper: "{ \(traced); echo $? > \(rc); } | cat > \(out)")
    }

    var trace: URL { home.url.appendingPathComponent("trace") }

    /// The traced run's lines that open the source (`open`, `openat`, `openat2`, `creat`).
    func traceLines() throws -> [String] {
      try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Whether a trace line opens the contacts file.
    func opensSource(_ line: String) -> Bool {
      let call = line.drop { $0 != " " }.drop { $0 == " " }.prefix { $0 != "(" }
      return ["open", "openat", "openat2", "creat"].contains(String(call)) && line.contains("\"\(source)\"")
    }

    /// Whether a trace line starts a write to the permission database (its journal is created).
    func writesDatabase(_ line: String) -> Bool {
      let database = home.database.path
      return line.contains("\"\(database)-journal\", O_RDWR|O_CREAT")
        || line.contains("\"\(database)-wal\", O_RDWR|O_CREAT")
        || (line.contains("rename") && line.contains("\"\(database)\""))
    }

    /// The piped command's exit code and what reached the file.
    func result(of tmux: TmuxSession) throws -> (code: Int32, output: String) {
      _ = try tmux.exitStatus()
      let code = try String(contentsOf: code, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
      return (Int32(code) ?? -1, try String(contentsOf: output, encoding: .utf8))
    }
  }

  @Test("query ann | cat: the prompt shows on the terminal; Allow prints the rows byte for byte, exit 0")
  func allowFromAPipe() throws {
    let fixture = try Fixture()
    let tmux = try fixture.piped(["query", "ann"])
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("y")
    let result = try fixture.result(of: tmux)
    #expect(result.code == 0)
    #expect(result.output == Self.muttAnn)
    #expect(try fixture.home.status().name == "authorized")
    // The terminal is the mail client's again: canonical mode and echo back, the screen left.
    let stty = try tmux.sttyAfterExit()
    #expect(stty.contains(" icanon") && stty.contains(" echo "))
    let modes = try tmux.paneModes()
    #expect(!modes.alternateScreen && modes.cursorVisible && !modes.mouseReporting)
  }

  @Test(
    "called from a program with the tty in raw mode, as a mail client has it: the prompt answers, and the tty is left raw"
  )
  func callersModesAreGivenBack() throws {
    let fixture = try Fixture()
    let out = TmuxSession.quote(fixture.output.path)
    let rc = TmuxSession.quote(fixture.code.path)
    let modes = fixture.home.url.appendingPathComponent("modes")
    let wrapper =
      "stty raw -echo; { $CT; echo $? > \(rc); } | cat > \(out); stty -a > \(TmuxSession.quote(modes.path)); stty sane"
    let tmux = try TmuxSession(["query", "ann"] + fixture.arguments, wrapper: wrapper)
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("y")
    let result = try fixture.result(of: tmux)
    #expect(result.code == 0)
    #expect(result.output == Self.muttAnn)
    let after = try String(contentsOf: modes, encoding: .utf8)
    #expect(after.contains("-icanon") && after.contains("-echo "), "\(after)")
  }

  @Test("Don't Allow: nothing on standard output, exit 1, denied stored, a reason on stderr")
  func denyFromAPipe() throws {
    let fixture = try Fixture()
    let tmux = try fixture.piped(["query", "ann"])
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("n")
    let result = try fixture.result(of: tmux)
    #expect(result.code == 1)
    #expect(result.output == "")
    #expect(try fixture.home.status().name == "denied")
    try tmux.waitFor("was denied access")
    let again = try fixture.home.cli(["query", "ann"] + fixture.arguments)
    #expect(again.status == 1)
    #expect(again.stdout == "")
  }

  @Test("--plain from a pipe: the line prompt is on the terminal, the rows alone reach the pipe")
  func linePromptFromAPipe() throws {
    let fixture = try Fixture()
    let tmux = try fixture.piped(["query", "--plain", "ann"])
    try tmux.waitFor("Allow? [y/N]")
    Pause.pastArmingDelay()
    try tmux.send("y")
    let result = try fixture.result(of: tmux)
    #expect(result.code == 0)
    #expect(result.output == Self.muttAnn)
    #expect(try fixture.home.status().name == "authorized")
  }

  @Test(
    "by strace: Don't Allow opens the contacts file never; Allow opens it only after the decision is written",
    arguments: ["n", "y"])
  func sourceOpenedOnlyAfterTheGrant(key: String) throws {
    let strace = "/usr/bin/strace"
    guard FileManager.default.isExecutableFile(atPath: strace) else {
      if ProcessInfo.processInfo.environment["CONTACTS_TUI_REQUIRE_STRACE"] == "1" {
        throw E2EFailure("strace is required (CONTACTS_TUI_REQUIRE_STRACE=1) but \(strace) is missing")
      }
      return
    }
    let fixture = try Fixture()
    #expect(try fixture.home.status().name == "notDetermined")  // the schema exists: the next write is the decision
    let tmux = try fixture.tracedPiped(["query", "ann"], strace: strace)
    try tmux.waitFor(Self.promptTitle, timeout: 30)
    Pause.pastArmingDelay()
    try tmux.send(key)
    let result = try fixture.result(of: tmux)
    let trace = try fixture.traceLines()
    #expect(trace.contains { $0.contains("execve(") }, "the trace is empty")
    let decision = try #require(trace.firstIndex(where: fixture.writesDatabase), "no database write in the trace")
    if key == "n" {
      #expect(result.code == 1)
      #expect(!trace.contains(where: fixture.opensSource))
    } else {
      #expect(result.code == 0)
      #expect(result.output == Self.muttAnn)
      let opened = try #require(trace.firstIndex(where: fixture.opensSource), "the contacts file was never opened")
      #expect(decision < opened, "\(trace[opened]) came before the decision \(trace[decision])")
    }
  }

  @Test("after Allow, later queries ask nothing: they answer even with no terminal at all")
  func secondQueryAsksNothing() throws {
    let fixture = try Fixture()
    let tmux = try fixture.piped(["query", "ann"])
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("y")
    #expect(try fixture.result(of: tmux).code == 0)
    let second = try fixture.home.cli(["query", "ann"] + fixture.arguments)
    #expect(second.status == 0)
    #expect(second.stdout == Self.muttAnn)
    let tmuxAgain = try fixture.piped(["query", "zim"])
    let result = try fixture.result(of: tmuxAgain)
    #expect(result.code == 0)
    #expect(result.output == "contacts-tui: 1 address matching \"zim\"\nzoe@zimmer.example\tZoe Zimmer\t\n")
    #expect(!(try tmuxAgain.screen().contains(Self.promptTitle)))
  }

  @Test("the mutt, aerc, alot, tsv and json formats, byte for byte, once allowed")
  func formats() throws {
    let fixture = try Fixture()
    #expect(try fixture.home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    let expected: [(String, String)] = [
      ("mutt", Self.muttAnn),
      ("aerc", "ann@acme.example\tAnn Archer\nann@home.example\tAnn Archer\ndan@annberg.example\tDan Annberg\n"),
      ("alot", "ann@acme.example\tAnn Archer\nann@home.example\tAnn Archer\ndan@annberg.example\tDan Annberg\n"),
      (
        "tsv",
        "address\tname\textra\tlabel\tidentifier\nann@acme.example\tAnn Archer\tAcme\twork\tann-1\n"
          + "ann@home.example\tAnn Archer\tAcme\thome\tann-1\ndan@annberg.example\tDan Annberg\tDanny\twork\tdan-3\n"
      ),
    ]
    for (format, text) in expected {
      let output = try fixture.home.cli(["query", "--format", format, "ann"] + fixture.arguments)
      #expect(output.status == 0)
      #expect(output.stdout == text, "\(format)")
      #expect(output.stderr == "")
    }
    let json = try fixture.home.cli(["query", "--format", "json", "dan"] + fixture.arguments)
    #expect(
      json.stdout
        == "[\n  {\"address\": \"dan@annberg.example\", \"name\": \"Dan Annberg\", \"extra\": \"Danny\", "
        + "\"label\": \"work\", \"identifier\": \"dan-3\"}\n]\n")
    let none = try fixture.home.cli(["query", "--format", "aerc", "nobody"] + fixture.arguments)
    #expect(none.status == 0)
    #expect(none.stdout == "")
    let everyone = try fixture.home.cli(["query", "--format", "aerc"] + fixture.arguments)
    #expect(everyone.stdout.split(separator: "\n").count == 4)
  }

  @Test("limited access: the picker on the terminal; only the picked contact's addresses come out")
  func limitedNarrowsCompletion() throws {
    let fixture = try Fixture()
    let tmux = try fixture.piped(["query", "ann", "--limited-access"])
    try tmux.waitFor("[ Continue ]")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("Select Contacts…")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    let picker = try tmux.waitFor("0 selected")
    let rows = picker.split(separator: "\n").filter { $0.contains("[ ]") }
    let index = try #require(rows.firstIndex { $0.contains("Dan Annberg") })
    Pause.pastArmingDelay()
    for _ in 0..<index { try tmux.send("j") }
    try tmux.send("Space")
    try tmux.waitFor("1 selected")
    try tmux.send("Enter")
    try tmux.waitFor("Share 1 Contact?")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    let result = try fixture.result(of: tmux)
    #expect(result.code == 0)
    #expect(result.output == "contacts-tui: 1 address matching \"ann\"\ndan@annberg.example\tDan Annberg\tDanny\n")
    let request = try fixture.home.cli(["request", "--json"] + fixture.arguments)
    #expect(request.status == 0)
    #expect(request.stdout == "{\"status\": \"limited\", \"sharedIdentifiers\": [\"dan-3\"]}\n")
  }

  @Test("request --json | cat: the prompt on the terminal, the status on the pipe, the answer in the code")
  func requestFromAPipe() throws {
    let fixture = try Fixture()
    let tmux = try fixture.piped(["request", "--json"])
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("y")
    let result = try fixture.result(of: tmux)
    #expect(result.code == 0)
    #expect(result.output == "{\"status\": \"authorized\", \"sharedIdentifiers\": []}\n")
    let again = try fixture.home.cli(["request"] + fixture.arguments)
    #expect(again.status == 0)
    #expect(again.stdout == "authorized\n")
  }

  @Test("request: Esc stores nothing and exits 4; a denied app is reported, not asked, with exit 1")
  func requestDismissedThenDenied() throws {
    let fixture = try Fixture()
    let tmux = try fixture.piped(["request"])
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    let result = try fixture.result(of: tmux)
    #expect(result.code == 4)
    #expect(result.output == "notDetermined\n")
    #expect(try fixture.home.cli(["permissions", "set", "com.example.ContactsDemo", "deny"]).status == 0)
    let denied = try fixture.home.cli(["request", "--json"] + fixture.arguments)
    #expect(denied.status == 1)
    #expect(denied.stdout == "{\"status\": \"denied\", \"sharedIdentifiers\": []}\n")
  }

  @Test("no controlling terminal (setsid): query and request exit 4, print nothing, store nothing")
  func noTerminal() throws {
    let fixture = try Fixture()
    let query = try fixture.home.cli(["query", "ann"] + fixture.arguments)
    #expect(query.status == 4)
    #expect(query.stdout == "")
    #expect(query.stderr.contains("no terminal to ask on; nothing was stored"))
    let request = try fixture.home.cli(["request", "--json"] + fixture.arguments)
    #expect(request.status == 4)
    let status = try fixture.home.cli(["status", "--json"])
    #expect(status.stdout.contains("\"status\": \"notDetermined\""))
    #expect(status.status == 4)
    #expect(!(try fixture.home.cli(["permissions"]).stdout.contains("com.example.ContactsDemo")))
  }

  @Test("a restricted mail client: exit 3, no prompt, nothing on standard output")
  func restricted() throws {
    let fixture = try Fixture()
    let policy = fixture.home.url.appendingPathComponent("restrictions").path
    try "com.example.ContactsDemo\n".write(toFile: policy, atomically: true, encoding: .utf8)
    let environment = ["CONTACTS_TUI_RESTRICTIONS": policy]
    let tmux = try TmuxSession(
      ["query", "ann"] + fixture.arguments, environment: environment,
      wrapper: "$CT > \(TmuxSession.quote(fixture.output.path))")
    #expect(try tmux.exitStatus() == 3)
    #expect(try String(contentsOf: fixture.output, encoding: .utf8) == "")
    #expect(!(try tmux.screen().contains(Self.promptTitle)))
    #expect(try tmux.screen().contains("restricted"))
  }
}
