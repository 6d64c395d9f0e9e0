import Testing

@testable import ContactsApp

/// The generic table parser, on the one command declared with it so far (`status`), against the
/// hand-written `ArgumentParser` it is to replace (docs/plans/command-table.md, step 4).
@Suite("The table parser reads status as the hand-written parser does")
struct TableParserTests {
  /// Every `status` line of the recorded behaviour (`ParserBehaviourTests`): each spelling with no
  /// value, a value, `=value`, a missing value, a bad value and twice, every other command's
  /// spellings, `--help` and the glued `--json=x`.
  static let recorded = ParserBehaviourTests.lines.filter { $0.first == "status" }

  /// Lines the record does not hold: the order of the `--config`/`--no-config` checks against a
  /// missing or glued value, help after a value-taking option, odd words, and every option at once.
  static let more: [[String]] = [
    ["status"], ["status", "--no-config", "--config"], ["status", "--no-config", "--config", ""],
    ["status", "--no-config", "--config="], ["status", "--config", "a", "--no-config"],
    ["status", "--no-config", "--config", "a"], ["status", "--config=a", "--no-config=x"],
    ["status", "--config", "a", "--no-config="], ["status", "--no-config", "--no-config=x"],
    ["status", "--json=x", "--json"], ["status", "--json=", "--offline"], ["status", "-h"],
    ["status", "--json", "--help"], ["status", "--contacts", "--help"], ["status", "--account", "\t"],
    ["status", "--account", " a"], ["status", "--account="], ["status", "--app="], ["status", "--=x"],
    ["status", "-"], ["status", "--"], ["status", "extra"], ["status", "--contacts", "-x"],
    ["status", "--contacts=--x"], ["status", "--JSON"], ["status", "--version"], ["status", "--app", "a", "--app=b"],
    ["status", "--offline=", "--no-config="], ["status", "--account", "a", "--account=b", "--offline", "--offline"],
    [
      "status", "--json", "--offline", "--account", "a", "--contacts", "c", "--app", "p", "--home", "h", "--config",
      "f",
    ],
  ]

  /// What `ArgumentParser` makes of a whole command line.
  static func handParsed(_ words: [String]) -> Result<ParsedCommandLine, UsageError> {
    Result { () throws(UsageError) in try ArgumentParser.parseCommandLine(words) }
  }

  /// What `TableParser` makes of the same line, by the status declaration.
  static func tableParsed(_ words: [String]) -> Result<ParsedCommandLine, UsageError> {
    Result { () throws(UsageError) in
      try TableParser.parseCommandLine(StatusDeclaration.command, Array(words.dropFirst()))
    }
  }

  @Test(
    "every recorded status line gives the same invocation or message, and the same options given",
    arguments: recorded)
  func recordedLines(_ words: [String]) {
    #expect(Self.tableParsed(words) == Self.handParsed(words), "\(ParserBehaviourTests.shown(words))")
  }

  @Test("status lines the record lacks give the same result too", arguments: more)
  func moreLines(_ words: [String]) {
    #expect(Self.tableParsed(words) == Self.handParsed(words), "\(ParserBehaviourTests.shown(words))")
  }

  @Test("the record has status's lines: each of its 8 spellings six ways, and the others")
  func recordReachesStatus() {
    #expect(Self.recorded.count >= 8 * 6 + 20)
    #expect(Self.recorded.contains(["status", "--json=x"]))
    #expect(Self.recorded.contains(["status", "--help"]))
  }

  @Test("the status declaration has CommandTable's status options: spellings, values, visibility, glue")
  func agreesWithCommandTable() throws {
    let table = try #require(CommandTable.command("status"))
    #expect(StatusDeclaration.command.optionSpecs == table.options)
    #expect(StatusDeclaration.command.name == table.name)
  }

  @Test("a common option lifted into status stores into status's common options")
  func lifting() throws {
    var options = StatusOptions()
    let account = CommonDeclarations.account.lifted(into: StatusOptions.self)
    try account.set(&options, "work")
    try account.set(&options, "home")
    #expect(options.common.accounts == ["work", "home"])
    #expect(account.spec == CommonDeclarations.account.spec)
  }

  @Test("--config after --no-config fails before its value is read")
  func checkRunsFirst() {
    var scanner = ArgumentScanner(["--no-config", "--config"])
    #expect(throws: UsageError("--config and --no-config go alone, not together")) {
      try TableParser.parse(StatusDeclaration.command, &scanner)
    }
  }
}
