import Testing

@testable import ContactsApp

/// The parser's behaviour today, frozen before it moves onto the command table
/// (docs/plans/command-table.md, step 2), so that each later step shows what it changed.
///
/// Every command word, with every option spelling the parser takes today (listed here by hand,
/// not read from `CommandTable`, so the table cannot vouch for itself), each with no value, a
/// value, `=value`, a missing value, a bad value and given twice; every other command's spellings
/// once each; and the quirks the plan lists (positionals, `--`, `-`, the refusals, the glued
/// flags). A line is the words, then the `Invocation`'s case and the fields that differ from the
/// command's plain form (or the `UsageError`'s message), then the options given, sorted.
/// `Fixtures/CommandLine/parser-behaviour.txt` holds the lines; any difference fails.
/// The lines were recorded from the hand-written parser; since step 5 every command is parsed by
/// its declaration (Table/), and the lines have not changed.
@Suite("The parser's behaviour, every command by every spelling, as recorded")
struct ParserBehaviourTests {
  /// One option word and the values tried with it.
  struct Spelling: Sendable {
    /// The word, as typed (`--colour`, `-y`).
    var word: String
    /// A value it takes, and a second for the repeat; nil for a flag.
    var values: (String, String)?
    /// A value it refuses (for a flag, the empty glued value `--flag=` is tried instead).
    var bad: String?
    /// Words the command needs after the option to be complete (`edit` needs a selector).
    var context: [String] = []

    static func flag(_ word: String, context: [String] = []) -> Spelling {
      Spelling(word: word, values: nil, bad: nil, context: context)
    }

    static func valued(
      _ word: String, _ value: String, _ other: String, bad: String? = nil, context: [String] = []
    ) -> Spelling {
      Spelling(word: word, values: (value, other), bad: bad, context: context)
    }

    /// The same spelling with `context` after it.
    func with(_ context: [String]) -> Spelling {
      var copy = self
      copy.context = context
      return copy
    }
  }

  /// A command word (none for the main flow), what makes it complete, and its spellings.
  struct Command: Sendable {
    /// The words before the options: `[]` for the main flow, `["list"]`.
    var words: [String]
    /// The words of its plain form, the baseline each result is compared with.
    var plain: [String]
    /// The spellings it takes.
    var spellings: [Spelling]
  }

  /// The options of nearly every command (`CommonDeclarations`).
  static let common: [Spelling] = [
    .valued("--app", "A.plist", "B.plist", bad: ""),
    .valued("--home", "h1", "h2", bad: ""),
    .valued("--contacts", "one.vcf", "two.vcf", bad: ""),
    .valued("--account", "work", "home", bad: " "),
    .flag("--offline"),
    .valued("--config", "a.conf", "b.conf", bad: ""),
    .flag("--no-config"),
  ]

  /// The main flow's own options (`RunDeclaration.own`).
  static let run: [Spelling] = [
    .valued("--api", "addressbook", "contacts", bad: "cn"),
    .flag("--limited-access"),
    .valued("--sort", "given", "family", bad: "first"),
    .valued("--display", "family-first", "given-first", bad: "first"),
    .flag("--plain"),
    .valued("--color", "never", "always", bad: "green"),
    .valued("--colour", "never", "always", bad: "green"),
    .valued("--group", "Friends", "Work", bad: " "),
    .valued("--secondary", "phone", "email", bad: "nickname"),
    .valued("--timeout", "5", "2.5", bad: "0"),
  ]

  /// The demo's own options (`DemoDeclaration.own`); `--speed` and `--loop` need `--autoplay`.
  static let demo: [Spelling] = [
    .flag("--step"),
    .flag("--autoplay"),
    .valued("--speed", "2", "0.5", bad: "200", context: ["--autoplay"]),
    .flag("--loop", context: ["--autoplay"]),
  ]

  /// `query` and `request`'s consent options (`ConsentDeclarations`).
  static let consent: [Spelling] = [
    .flag("--limited-access"),
    .flag("--plain"),
    .valued("--timeout", "5", "2.5", bad: "-1"),
  ]

  static let selector = ["--id", "x"]

  /// Every command word and the spellings it takes.
  static let commands: [Command] = [
    Command(words: [], plain: [], spellings: common + run),
    Command(words: ["demo"], plain: ["demo"], spellings: common + run + demo),
    Command(words: ["status"], plain: ["status"], spellings: common + [.flag("--json")]),
    Command(
      words: ["list"], plain: ["list"],
      spellings: common + [
        .valued("--format", "json", "vcard", bad: "csv"),
        .valued("--match", "ann", "bob", bad: ""),
        .valued("--group", "Friends", "Work", bad: " "),
        .valued("--sort", "given", "family", bad: "first"),
        .valued("--display", "family-first", "given-first", bad: "first"),
      ]),
    Command(
      words: ["duplicates"], plain: ["duplicates"],
      spellings: common + [
        .valued("--format", "json", "text", bad: "vcard"),
        .valued("--region", "DE", "us", bad: "XX"),
      ]),
    Command(
      words: ["permissions"], plain: ["permissions"],
      spellings: common + [
        .flag("--json"),
        .flag("--all", context: ["reset"]),
        .valued("--limit", "5", "10", bad: "0", context: ["log"]),
      ]),
    Command(words: ["settings"], plain: ["settings"], spellings: common),
    Command(
      words: ["edit"], plain: ["edit"] + selector,
      spellings: common.map { $0.with(selector) } + [
        .valued("--id", "a", "b", bad: ""),
        .valued("--match", "ann", "bob", bad: " "),
      ]),
    Command(
      words: ["add-email"], plain: ["add-email"], spellings: common + [.flag("--yes"), .flag("-y")]),
    Command(
      words: ["add"], plain: ["add"],
      spellings: common + [
        .valued("--name", "Ann", "Bob", bad: ""),
        .valued("--email", "a@example.com", "b@example.com", bad: ""),
        .valued("--phone", "555", "556", bad: ""),
        .valued("--org", "Acme", "Initech", bad: ""),
      ]),
    Command(
      words: ["delete"], plain: ["delete"] + selector,
      spellings: common.map { $0.with(selector) } + [
        .valued("--id", "a", "b", bad: ""),
        .valued("--match", "ann", "bob", bad: ""),
        .flag("--yes", context: selector),
        .flag("-y", context: selector),
      ]),
    Command(
      words: ["query"], plain: ["query"],
      spellings: common + consent + [.valued("--format", "aerc", "json", bad: "vcard")]),
    Command(words: ["request"], plain: ["request"], spellings: common + consent + [.flag("--json")]),
    Command(words: ["sync"], plain: ["sync"], spellings: common),
    Command(
      words: ["completions"], plain: ["completions", "bash"],
      spellings: [
        .valued("--home", "h1", "h2", bad: "", context: ["bash"]),
        .flag("--bundle-ids"),
        .flag("--account-names"),
      ]),
    Command(words: ["help"], plain: ["help"], spellings: []),
  ]

  /// Command lines the option table above does not reach: positionals, `--`, `-`, the help and
  /// version words, the refusals that depend on two options, and the glued flags.
  static let quirks: [[String]] = [
    [], ["--help"], ["-h"], ["list", "--sort", "-h"], ["--sort", "--help"], ["query", "--help"], ["request", "-h"],
    ["demo", "--help"], ["status", "--help"], ["help", "list"], ["help", "--sort"], ["--version"],
    ["--version", "x"], ["list", "--version"], ["bogus"], ["list", "extra"], ["-"], ["--"], ["--=pp"],
    ["query", "--=pp", "--contacts", "x"], ["query", "ann", "bob"], ["query", "--", "--sort", "a"],
    ["query", "-"], ["query", "-x"], ["query", "--format"], ["sync", "work", "home"], ["sync", "-"],
    ["sync", "-x"], ["sync", "--account=work"], ["permissions", "set", "com.example.App", "allow"],
    ["permissions", "set", "com.example.App", "maybe"], ["permissions", "set", "not an id", "allow"],
    ["permissions", "set", "com.example.App"], ["permissions", "reset"], ["permissions", "reset", "com.example.App"],
    ["permissions", "reset", "--all"], ["permissions", "reset", "com.example.App", "--all"],
    ["permissions", "edit", "com.example.App"], ["permissions", "edit"], ["permissions", "log"],
    ["permissions", "log", "com.example.App", "--limit", "3"], ["permissions", "log", "--all"],
    ["permissions", "log", "a", "b"], ["permissions", "explain", "com.example.App"], ["permissions", "explain"],
    ["permissions", "frob"], ["permissions", "-"], ["permissions", "--limit", "3"], ["permissions", "--all"],
    ["permissions", "--json=x"], ["permissions", "reset", "--all=x"], ["status", "--json=x"], ["completions"],
    ["completions", "zsh", "fish"], ["completions", "tcsh"], ["completions", "--bundle-ids", "bash"],
    ["completions", "--account-names", "--bundle-ids"], ["completions", "--account-names", "bash"],
    ["completions", "-"], ["--config", "a", "--no-config"], ["--no-config", "--config", "a"],
    ["list", "--config=a", "--no-config"], ["demo", "--home", "h"], ["demo", "--autoplay", "--plain"],
    ["demo", "--autoplay", "--app", "a"], ["demo", "--autoplay", "--group", "g"],
    ["demo", "--autoplay", "--contacts", "c"], ["demo", "--autoplay", "--account", "a"], ["demo", "--speed", "2"],
    ["demo", "--loop"], ["demo", "--speed", "nan", "--autoplay"], ["--autoplay"], ["--step"], ["--speed", "2"],
    ["edit"], ["edit", "--id", "a", "--match", "b"], ["edit", "--match", " "], ["delete"],
    ["delete", "--id", "a", "--match", "b"], ["add"], ["add-email", "message.eml"], ["--timeout", "inf"],
    ["--timeout", "nan"], ["--timeout", "-1"], ["list", "--match", "-x"], ["list", "--match", "--x"],
  ]

  /// The six ways each spelling is tried, and the words each gives (before the context).
  static func tries(_ spelling: Spelling) -> [[String]] {
    let word = spelling.word
    guard let (value, other) = spelling.values else {
      return [[word], [word, "x"], ["\(word)=x"], [word, "--zzz"], ["\(word)="], [word, word]]
    }
    return [
      [word], [word, value], ["\(word)=\(value)"], [word, "--zzz"], [word, spelling.bad ?? value],
      [word, value, word, other],
    ]
  }

  /// Every command line the record holds, in its order.
  static var lines: [[String]] {
    var lines: [[String]] = []
    let everySpelling = commands.flatMap(\.spellings)
    for command in commands {
      for spelling in command.spellings {
        for words in tries(spelling) { lines.append(command.words + words + spelling.context) }
      }
      // Every spelling of another command, once, with a value when it takes one.
      let own = Set(command.spellings.map(\.word))
      var seen = own
      for spelling in everySpelling where seen.insert(spelling.word).inserted {
        lines.append(command.words + [spelling.word] + (spelling.values.map { [$0.0] } ?? []))
      }
    }
    return lines + quirks
  }

  /// The record: each command's plain form in full, then one line per command line.
  static func record() -> String {
    var out = [
      "# The parser's behaviour, recorded by ParserBehaviourTests (docs/plans/command-table.md, step 2).",
      "# WORDS => CASE {FIELDS THAT DIFFER FROM THE COMMAND'S PLAIN FORM} given: OPTIONS, or => error: MESSAGE.",
      "# Rewrite: CONTACTS_TUI_REGENERATE=1 swift test --filter ParserBehaviourTests",
    ]
    var plains: [String: [(String, String)]] = [:]
    for command in commands {
      out.append("plain \(shown(command.plain)) => \(parse(command.plain))")
      if let line = try? ArgumentParser.parseCommandLine(command.plain) {
        plains[name(of: line.invocation)] = fields(of: line.invocation)
      }
    }
    for words in lines {
      out.append("\(shown(words)) => \(parse(words, against: plains))")
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// The result of parsing `words`: the case and its fields (only those that differ from the
  /// case's entry in `plains`, when it has one), and the options given; or the error.
  static func parse(_ words: [String], against plains: [String: [(String, String)]] = [:]) -> String {
    let line: ParsedCommandLine
    do throws(UsageError) {
      line = try ArgumentParser.parseCommandLine(words)
    } catch {
      return "error: \(error.message)"
    }
    let caseName = name(of: line.invocation)
    var shownFields = fields(of: line.invocation)
    if let plain = plains[caseName] {
      let before = Dictionary(plain, uniquingKeysWith: { first, _ in first })
      shownFields = shownFields.filter { before[$0.0] != $0.1 }
    }
    let list = shownFields.map { $0.0.isEmpty ? $0.1 : "\($0.0)=\($0.1)" }.joined(separator: " ")
    let given = line.givenOptions.isEmpty ? "(none)" : line.givenOptions.sorted().joined(separator: " ")
    return "\(caseName) {\(list)} given: \(given)"
  }

  /// The case of an invocation, without its payload.
  static func name(of invocation: Invocation) -> String {
    Mirror(reflecting: invocation).children.first?.label ?? "\(invocation)"
  }

  /// Every leaf of the invocation's payload, by path (`common.contacts`), in declaration order.
  static func fields(of invocation: Invocation) -> [(String, String)] {
    guard let payload = Mirror(reflecting: invocation).children.first?.value else { return [] }
    var out: [(String, String)] = []
    leaves(payload, path: "", into: &out)
    return out
  }

  private static func leaves(_ value: Any, path: String, into out: inout [(String, String)]) {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct, !mirror.children.isEmpty else {
      out.append((path, rendered(value)))
      return
    }
    for (index, child) in mirror.children.enumerated() {
      let label = child.label ?? "\(index)"
      leaves(child.value, path: path.isEmpty ? label : "\(path).\(label)", into: &out)
    }
  }

  /// A value in one line, the same in every process: strings quoted, optionals unwrapped, sets
  /// and dictionaries sorted (their order is per process), enums as `case(payload)`.
  static func rendered(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    let children = mirror.children.map { (label: $0.label, value: rendered($0.value)) }
    switch mirror.displayStyle {
    case .optional: return children.first?.value ?? "nil"
    case .collection: return "[" + children.map(\.value).joined(separator: ", ") + "]"
    case .set, .dictionary: return "[" + children.map(\.value).sorted().joined(separator: ", ") + "]"
    case .enum:
      guard let payload = children.first else { return "\(value)" }
      let inner = payload.value.hasPrefix("(") ? payload.value : "(\(payload.value))"
      return "\(payload.label ?? "")\(inner)"
    case .struct, .tuple, .class:
      guard !children.isEmpty else { return "\(value)" }
      let parts = children.map { $0.label.map { label in "\(label): " } ?? "" }
      return "(" + zip(parts, children).map { $0 + $1.value }.joined(separator: ", ") + ")"
    default:
      return (value as? String)?.debugDescription ?? "\(value)"
    }
  }

  /// Words as a shell line: plain words bare, any other quoted.
  static func shown(_ words: [String]) -> String {
    let plain = /[A-Za-z0-9._\/@:=+,-]+/
    let each = words.map { $0.wholeMatch(of: plain) != nil ? $0 : $0.debugDescription }
    return (["contacts-tui"] + each).joined(separator: " ")
  }

  @Test("every command line gives what it gave when recorded")
  func recorded() {
    GoldenFile.check(Self.record(), against: "parser-behaviour.txt", suite: "ParserBehaviourTests")
  }

  @Test("the record reaches every command word and every spelling six ways")
  func coverage() {
    let words = Set(Self.commands.compactMap(\.words.first))
    #expect(words.count == 15)
    #expect(Self.commands.count == 16)
    let spellings = Self.commands.reduce(0) { $0 + $1.spellings.count }
    #expect(Self.lines.count >= spellings * 6 + Self.quirks.count)
  }

  @Test("values are rendered the same in every process")
  func rendering() {
    #expect(Self.rendered(Set(["b", "a"])) == "[\"a\", \"b\"]")
    #expect(Self.rendered(["b": 1, "a": 2]) == "[(key: \"a\", value: 2), (key: \"b\", value: 1)]")
    #expect(Self.rendered(ConfigFileChoice.file("x")) == "file(\"x\")")
    #expect(Self.rendered(PermissionsAction.log(bundleID: "a", limit: nil)) == "log(bundleID: \"a\", limit: nil)")
    #expect(Self.rendered(Optional<String>.none as Any) == "nil")
    #expect(Self.shown(["list", "--match", "a b", ""]) == "contacts-tui list --match \"a b\" \"\"")
  }
}
