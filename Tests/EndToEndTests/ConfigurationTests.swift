import Foundation
import Testing

/// The configuration file, as the built binary reads it (docs/CONFIGURATION.md).
@Suite("The configuration file, end to end")
struct ConfigurationTests {
  static let people = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:Zoe Adams\r
    N:Adams;Zoe;;;\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:Anna Young\r
    N:Young;Anna;;;\r
    END:VCARD\r

    """

  /// A granted home, and an `XDG_CONFIG_HOME` whose contacts-tui/config holds `config` and
  /// whose contacts-tui/people.vcf holds two people.
  static func setUp(_ config: String) throws -> (home: TestHome, environment: [String: String], file: String) {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    let folder = home.url.appendingPathComponent("xdg/contacts-tui")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(people.utf8).write(to: folder.appendingPathComponent("people.vcf"))
    let file = folder.appendingPathComponent("config").path
    try Data(config.utf8).write(to: URL(fileURLWithPath: file))
    return (home, ["XDG_CONFIG_HOME": home.url.appendingPathComponent("xdg").path], file)
  }

  @Test("the file's contacts and sort change what list prints; a flag wins over the file")
  func listFollowsTheFile() throws {
    let (home, environment, _) = try Self.setUp("# mine\ncontacts = people.vcf   # beside this file\nsort = given\n")
    let configured = try home.cli(["list"], environment: environment)
    #expect(configured.status == 0)
    #expect(configured.stdout == "Anna Young\nZoe Adams\n")
    let flagged = try home.cli(["list", "--sort", "family"], environment: environment)
    #expect(flagged.stdout == "Zoe Adams\nAnna Young\n")
    let ignored = try home.cli(["list", "--no-config", "--match", "anna young"], environment: environment)
    #expect(ignored.status == 0)
    #expect(ignored.stdout.isEmpty)
  }

  @Test("--config PATH reads that file instead")
  func otherFile() throws {
    let (home, environment, file) = try Self.setUp("sort = sideways\n")
    let other = (file as NSString).deletingLastPathComponent + "/other"
    try Data("contacts = people.vcf\n".utf8).write(to: URL(fileURLWithPath: other))
    let output = try home.cli(["list", "--config", other], environment: environment)
    #expect(output.status == 0)
    #expect(output.stdout == "Zoe Adams\nAnna Young\n")
  }

  @Test("a bad line is exit 2 naming the file and the line, with its text made printable")
  func badLine() throws {
    let (home, environment, file) = try Self.setUp("contacts = people.vcf\nsort = side\u{1B}[2Jways\n")
    let output = try home.cli(["list"], environment: environment)
    #expect(output.status == 2)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("contacts-tui: \(file):2: sort takes given|family, not 'side"))
    #expect(!output.stderr.contains("\u{1B}"))
    // Every command reads it, and --no-config gets past it.
    #expect(try home.cli(["status"], environment: environment).status == 2)
    #expect(try home.cli(["status", "--no-config"], environment: environment).status == 0)
  }

  @Test("a folder where the file should be, or a missing --config file, is exit 2 naming it")
  func unusableFile() throws {
    let (home, environment, file) = try Self.setUp("")
    try FileManager.default.removeItem(atPath: file)
    try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
    let folder = try home.cli(["list"], environment: environment)
    #expect(folder.status == 2)
    #expect(folder.stderr == "contacts-tui: \(file): is a directory, not a configuration file\n")
    let missing = try home.cli(["list", "--config", file + ".missing"], environment: environment)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("\(file).missing: cannot read the configuration file"))
  }

  @Test("no file at the standard place is no configuration at all")
  func missingIsFine() throws {
    let (home, environment, file) = try Self.setUp("")
    try FileManager.default.removeItem(atPath: file)
    #expect(try home.cli(["status"], environment: environment).status == 0)
  }
}

/// The configuration file in the browser: its sources, its order and its theme on screen.
@Suite("The configuration file in the browser")
struct ConfigurationScreenTests {
  static let config = """
    contacts = people.vcf
    sort = given
    [theme]
    selection = black on red
    """

  /// The SGR parameters the pane's styled capture uses anywhere (`41` is a red background).
  static func sgrParameters(_ tmux: TmuxSession) throws -> Set<String> {
    let styled = try Shell.run("/usr/bin/tmux", ["-L", tmux.socket, "-f", "/dev/null", "capture-pane", "-p", "-e"])
    var parameters: Set<String> = []
    for match in styled.matches(of: /\u{1B}\[([0-9;]*)m/) {
      parameters.formUnion(match.1.split(separator: ";").map(String.init))
    }
    return parameters
  }

  @Test("the browser lists the file's contacts in its order, and draws the selection in its colours")
  func themed() throws {
    let (home, environment, _) = try ConfigurationTests.setUp(Self.config)
    // An empty NO_COLOR is none (the test runner may set one for its own output).
    let tmux = try TmuxSession(home.arguments, environment: environment.merging(["NO_COLOR": ""]) { $1 })
    let screen = try tmux.waitFor("1 of 2 contacts")
    let anna = try #require(screen.range(of: "Anna Young"))
    let zoe = try #require(screen.range(of: "Zoe Adams"))
    #expect(anna.lowerBound < zoe.lowerBound)
    var parameters = try Self.sgrParameters(tmux)
    for _ in 0..<25 where !parameters.contains("41") {
      Thread.sleep(forTimeInterval: 0.2)
      parameters = try Self.sgrParameters(tmux)
    }
    #expect(parameters.contains("41"), "\(parameters.sorted())")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("under NO_COLOR the theme is not drawn, whatever the file's color says")
  func noColor() throws {
    let (home, environment, _) = try ConfigurationTests.setUp("color = always\n" + Self.config)
    let tmux = try TmuxSession(home.arguments, environment: environment.merging(["NO_COLOR": "1"]) { $1 })
    _ = try tmux.waitFor("1 of 2 contacts")
    _ = try BrowserTests.settled(tmux)
    #expect(!(try Self.sgrParameters(tmux).contains("41")))
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }
}
