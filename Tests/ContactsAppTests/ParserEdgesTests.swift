import Testing

@testable import ContactsApp

/// Edges of the parser that `ParserBehaviourTests` does not reach, recorded from the
/// hand-written parser before each command moves onto the table (docs/plans/command-table.md,
/// step 5): which error wins when two words are wrong, glued and empty values, repeats,
/// positionals, `--` and `-`. `Fixtures/CommandLine/parser-edges.txt` holds the lines, in the
/// record's format; any difference fails.
@Suite("The parser's edges, command by command, as recorded")
struct ParserEdgesTests {
  /// Each command's edges, in the order the commands move.
  static let edges: [String: [[String]]] = [
    "status": [
      ["status"], ["status", "--no-config", "--config"], ["status", "--no-config", "--config", ""],
      ["status", "--no-config", "--config="], ["status", "--config", "a", "--no-config"],
      ["status", "--no-config", "--config", "a"], ["status", "--config=a", "--no-config=x"],
      ["status", "--config", "a", "--no-config="], ["status", "--no-config", "--no-config=x"],
      ["status", "--json=x", "--json"], ["status", "--json=", "--offline"], ["status", "-h"],
      ["status", "--json", "--help"], ["status", "--contacts", "--help"], ["status", "--account", "\t"],
      ["status", "--account", " a"], ["status", "--account="], ["status", "--app="], ["status", "--=x"],
      ["status", "-"], ["status", "--"], ["status", "extra"], ["status", "--contacts", "-x"],
      ["status", "--contacts=--x"], ["status", "--JSON"], ["status", "--version"],
      ["status", "--app", "a", "--app=b"], ["status", "--offline=", "--no-config="],
      ["status", "--account", "a", "--account=b", "--offline", "--offline"],
      [
        "status", "--json", "--offline", "--account", "a", "--contacts", "c", "--app", "p", "--home", "h",
        "--config", "f",
      ],
    ],
    "settings": [
      ["settings", "--app", "a", "--json"], ["settings", "x"], ["settings", "-"], ["settings", "--"],
      ["settings", "--app=", "--home"], ["settings", "--home=h", "--home", "g"],
      ["settings", "--no-config", "--config"],
      ["settings", "--config=a", "--no-config=x"], ["settings", "--offline=x", "--bogus"],
      ["settings", "--bogus", "--offline=x"], ["settings", "--account", "a", "--account", "b"],
    ],
    "list": [
      ["list", "--format", "csv", "--sort", "first"], ["list", "--sort", "first", "--format", "csv"],
      ["list", "--format="], ["list", "--format=JSON"], ["list", "--match="], ["list", "--match", ""],
      ["list", "--match", "-"], ["list", "--group="], ["list", "--group", "\t"], ["list", "--group", " a "],
      ["list", "--group", "-g"], ["list", "--sort", "given", "--sort", "first"], ["list", "--format", "json", "extra"],
      ["list", "-"], ["list", "--"], ["list", "--match", "a", "--match", "b"], ["list", "--colour", "never"],
      ["list", "--display=given-first=x"], ["list", "--format", "--sort", "given"], ["list", "--format", "\n"],
      ["list", "--group", "a", "--group", " "],
    ],
    "duplicates": [
      ["duplicates", "--region", "de"], ["duplicates", "--region", ""], ["duplicates", "--region=us"],
      ["duplicates", "--region", "XX", "--format", "csv"], ["duplicates", "--format", "csv", "--region", "XX"],
      ["duplicates", "--region", "\n"], ["duplicates", "--region", "DE", "--region", "XX"],
      ["duplicates", "--region", "US", "--region", "DE"], ["duplicates", "x"], ["duplicates", "-"],
      ["duplicates", "--format", "JSON"], ["duplicates", "--region", "--format"], ["duplicates", "--region", " de"],
    ],
    "add": [
      ["add", "--name", ""], ["add", "--name="],
      ["add", "--email", "a", "--email", "b", "--phone", "1", "--phone", "2"],
      ["add", "--name", "A", "--name", "B"], ["add", "--org", "-"], ["add", "--email", "--x"], ["add", "x"],
      ["add", "-"], ["add", "--"], ["add", "--yes"], ["add", "--name", "A", "--bogus", "--email"],
      ["add", "--email", "--name", "A"], ["add", "--org=", "--org", "B"],
    ],
    "add-email": [
      ["add-email", "-y=x"], ["add-email", "--yes=x"], ["add-email", "-y", "--yes"], ["add-email", "-"],
      ["add-email", "--"], ["add-email", "-y", "x"], ["add-email", "--yes=", "--bogus"],
      ["add-email", "--bogus", "--yes="], ["add-email", "--id", "a"],
    ],
    "delete": [
      ["delete", "--id", "a", "--id", "b"], ["delete", "--match", "a", "--match", "b"], ["delete", "--id", ""],
      ["delete", "--id="], ["delete", "--yes"], ["delete", "-y", "--id", "a"],
      ["delete", "--id", "a", "--match", "b", "--bogus"], ["delete", "--bogus", "--id", "a"],
      ["delete", "--yes=x", "--id", "a", "--match", "b"], ["delete", "--id", "a", "-"], ["delete", "--match", " "],
      ["delete", "--id", "a", "-y=x"], ["delete", "--id", "a", "--yes", "--yes"],
    ],
    "edit": [
      ["edit", "--id", "a", "--id", "b"], ["edit", "--match", "a", "--match", "b"], ["edit", "--match", ""],
      ["edit", "--match", "\t \n"], ["edit", "--match", " ", "--id", "a"], ["edit", "--id", ""], ["edit", "--id="],
      ["edit", "--match="], ["edit", "--id", "a", "extra"], ["edit", "-", "--id", "a"], ["edit", "--bogus"],
      ["edit", "--id", "a", "--yes"], ["edit", "--offline=x"], ["edit", "--match", " ", "--bogus"],
      ["edit", "--match", " a "],
    ],
    "request": [
      ["request", "--json=x"], ["request", "--json", "--json"], ["request", "x"], ["request", "-"], ["request", "--"],
      ["request", "--timeout", "0", "--json=x"], ["request", "--json=x", "--timeout", "0"],
      ["request", "--timeout", "inf"], ["request", "--timeout", "1e-300"], ["request", "--timeout", "\n"],
      ["request", "--timeout="], ["request", "--plain=", "--bogus"], ["request", "--format", "json"],
      ["request", "--timeout", "0x10"], ["request", "--limited-access=x"],
    ],
    "query": [
      ["query", "--", "--format", "json"], ["query", "a", "--", "-", "--", "b"], ["query", "--", "-h"],
      ["query", "--"],
      ["query", "--format=json", "a", "--format", "tsv"], ["query", "--format", "vcard", "--timeout", "0"],
      ["query", "--timeout", "0", "--format", "vcard"], ["query", "--", "--format=json"], ["query", "-", "a"],
      ["query", "--x=y"], ["query", "a", "--bogus"], ["query", "--timeout", "nan"], ["query", "--format", "--", "a"],
      ["query", "--contacts", "--", "a"], ["query", "--plain", "--", "--plain"], ["query", "--=x"],
      ["query", "", "a"], ["query", "--json"],
    ],
    "sync": [
      ["sync", "--account"], ["sync", "--offline=x"], ["sync", "--account", "work", "--app", ""],
      ["sync", "--app", "", "--account", "w"], ["sync", "--bogus", "--account"], ["sync", "work", "--account", "a"],
      ["sync", "--", "work"], ["sync", "a", "a"], ["sync", "", "x"], ["sync", "--home", "h", "work"],
      ["sync", "--contacts", "-"], ["sync", "--offline"], ["sync", "--no-config", "--config", "c"],
    ],
    "completions": [
      ["completions", "bash", "--home", "h"], ["completions", "--home", "h", "--bundle-ids"],
      ["completions", "--home="],
      ["completions", "--home"], ["completions", "--app", "a", "bash"], ["completions", "--config", "a", "bash"],
      ["completions", "--no-config", "bash"], ["completions", "--offline", "bash"], ["completions", "--bundle-ids=x"],
      ["completions", "--account-names=x", "bash"], ["completions", "--bundle-ids", "--bundle-ids"],
      ["completions", "--account-names", "--home", "h"], ["completions", "--"], ["completions", "BASH"],
      ["completions", "bash", "bash"], ["completions", "tcsh", "--bogus"],
      ["completions", "--bundle-ids", "--account-names"], ["completions", "\n"],
      ["completions", "--home", "h", "--home", "g", "zsh"], ["completions", "--account-names", "--account-names"],
    ],
    "permissions": [
      ["permissions", "-", "x"], ["permissions", "set", "-", "allow"], ["permissions", "set", "bad id"],
      ["permissions", "log", "bad id", "--limit", "0"], ["permissions", "log", "bad id", "--limit", "3"],
      ["permissions", "--limit", "3", "log"], ["permissions", "show"], ["permissions", "--limit", "abc"],
      ["permissions", "--limit", "-1"], ["permissions", "--limit", "1.5"], ["permissions", "--limit", "\n"],
      ["permissions", "reset", "--all", "--all"], ["permissions", "reset", "--all="],
      ["permissions", "--json", "--json=x"], ["permissions", "log", "--limit", "2", "--limit", "5"],
      ["permissions", "set", "com.example.App", "allow", "extra"],
      ["permissions", "set", "com.example.App", "allow", "--all"], ["permissions", "edit", "com.example.App", "--all"],
      ["permissions", "explain", "a", "--limit", "1"], ["permissions", "--", "log"], ["permissions", "frob", "bad id"],
      ["permissions", "\n"], ["permissions", "log", "com.example.App", "--json"],
      ["permissions", "--limit", "3", "--all", "log"], ["permissions", "reset", "--all", "--limit", "0"],
      ["permissions", "set", "com.example.App", "ALLOW"], ["permissions", "log", "--limit=4", "--bogus"],
      ["permissions", "--bogus", "frob"], ["permissions", "frob", "--bogus"], ["permissions", "-x", "log"],
    ],
    "run": [
      ["--speed", "x"], ["--speed"], ["--speed=2"], ["--loop=x"], ["--autoplay", "--bogus"], ["--bogus", "--autoplay"],
      ["--timeout", "0", "--step"], ["--step", "--timeout", "0"], ["--limited-access=x"], ["--plain=x", "--sort", "x"],
      ["--sort", "x", "--plain=x"], ["--color", "never", "--colour", "always"], ["--colour=never"], ["--group", "-"],
      ["--sort", "given", "x"], ["--home", "h", "--home", "g"], ["--api", "--sort"], ["--timeout", "1e309"],
      ["--timeout", "0x10"], ["--timeout", " 5"], ["--secondary="], ["--json"], ["-"],
    ],
    "demo": [
      ["demo", "--home"], ["demo", "--home="], ["demo", "--home", "h", "--speed", "2"],
      ["demo", "--speed", "2", "--loop"],
      ["demo", "--loop", "--speed", "2"], ["demo", "--autoplay", "--plain", "--app", "a"],
      ["demo", "--autoplay", "--speed", "0.1"], ["demo", "--autoplay", "--speed", "100"],
      ["demo", "--autoplay", "--speed", "0.09"], ["demo", "--autoplay", "--speed", "inf"], ["demo", "--speed", "1"],
      ["demo", "--speed=2", "--autoplay"], ["demo", "--step=x"], ["demo", "--autoplay=x"],
      ["demo", "--loop", "--loop", "--autoplay"], ["demo", "--step", "--step"],
      ["demo", "--speed", "\n", "--autoplay"],
      ["demo", "--autoplay", "--limited-access"], ["demo", "--autoplay", "--offline"],
      ["demo", "--autoplay", "--config", "c"], ["demo", "--home", "h", "--bogus"], ["demo", "x"],
      ["demo", "--autoplay", "--group", " "], ["demo", "--autoplay", "--account", "a", "--plain"],
      ["demo", "--speed", "0"],
      ["demo", "--home", "h", "--autoplay", "--plain"], ["demo", "--autoplay", "--speed", "2", "--loop", "--step"],
      ["demo", "--speed", "-1"], ["demo", "--autoplay", "--speed", "1e-1"],
    ],
  ]

  /// The commands in the order they move, and the record's order.
  static let order = [
    "status", "settings", "list", "duplicates", "add", "add-email", "delete", "edit", "request", "query", "sync",
    "completions", "permissions", "run", "demo",
  ]

  /// The record: each line as `ParserBehaviourTests` writes it, each command's fields against its
  /// plain form there.
  static func record() -> String {
    var plains: [String: [(String, String)]] = [:]
    for command in ParserBehaviourTests.commands {
      if let line = try? ArgumentParser.parseCommandLine(command.plain) {
        plains[ParserBehaviourTests.name(of: line.invocation)] = ParserBehaviourTests.fields(of: line.invocation)
      }
    }
    var out = [
      "# The parser's edges, recorded by ParserEdgesTests (docs/plans/command-table.md, step 5).",
      "# WORDS => CASE {FIELDS THAT DIFFER FROM THE COMMAND'S PLAIN FORM} given: OPTIONS, or => error: MESSAGE.",
      "# Rewrite: CONTACTS_TUI_REGENERATE=1 swift test --filter ParserEdgesTests",
    ]
    for command in order {
      out.append("## \(command)")
      for words in edges[command] ?? [] {
        out.append(
          "\(ParserBehaviourTests.shown(words)) => \(ParserBehaviourTests.parse(words, against: plains))")
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  @Test("every edge gives what it gave when recorded")
  func recorded() {
    GoldenFile.check(Self.record(), against: "parser-edges.txt", suite: "ParserEdgesTests")
  }

  @Test("every command has edges, and no line is there twice")
  func coverage() {
    #expect(Set(Self.order) == Set(Self.edges.keys))
    for command in Self.order {
      let lines = Self.edges[command] ?? []
      #expect(lines.count >= 9, "\(command) has \(lines.count) edges")
      #expect(Set(lines).count == lines.count, "\(command) has a line twice")
    }
  }
}
