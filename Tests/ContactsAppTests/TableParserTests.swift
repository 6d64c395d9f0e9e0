import Testing

@testable import ContactsApp

/// The generic table parser and the declarations it reads. What each command line gives is held
/// by the records (`ParserBehaviourTests`, `ParserEdgesTests`), taken from the hand-written parser
/// before each command moved; these tests say what the loop itself does.
@Suite("The table parser reads a command by its declaration")
struct TableParserTests {
  /// Every command's declaration, which `ArgumentParser` dispatches to, as words and specs, in
  /// `CommandTable`'s order.
  static let declarations: [(name: String, specs: [OptionSpec])] = [
    (RunDeclaration.command.name, RunDeclaration.command.optionSpecs),
    (DemoDeclaration.command.name, DemoDeclaration.command.optionSpecs),
    (StatusDeclaration.command.name, StatusDeclaration.command.optionSpecs),
    (ListDeclaration.command.name, ListDeclaration.command.optionSpecs),
    (EditDeclaration.command.name, EditDeclaration.command.optionSpecs),
    (AddEmailDeclaration.command.name, AddEmailDeclaration.command.optionSpecs),
    (DuplicatesDeclaration.command.name, DuplicatesDeclaration.command.optionSpecs),
    (AddDeclaration.command.name, AddDeclaration.command.optionSpecs),
    (DeleteDeclaration.command.name, DeleteDeclaration.command.optionSpecs),
    (QueryDeclaration.command.name, QueryDeclaration.command.optionSpecs),
    (RequestDeclaration.command.name, RequestDeclaration.command.optionSpecs),
    (PermissionsDeclaration.command.name, PermissionsDeclaration.command.optionSpecs),
    (SettingsDeclaration.command.name, SettingsDeclaration.command.optionSpecs),
    (SyncDeclaration.command.name, SyncDeclaration.command.optionSpecs),
    (CompletionsDeclaration.command.name, CompletionsDeclaration.command.optionSpecs),
  ]

  @Test("CommandTable is the declarations: each command's word and options, spelling for spelling")
  func tableComesFromTheDeclarations() {
    #expect(CommandTable.commands.map(\.name) == Self.declarations.map(\.name))
    for (command, declared) in zip(CommandTable.commands, Self.declarations) {
      #expect(command.options == declared.specs, "\(declared.name)")
    }
  }

  @Test("the dispatch finds each subcommand by its word in the table, and never the main flow by an empty word")
  func dispatchByWord() {
    for command in CommandTable.declarations where !command.name.isEmpty {
      #expect(CommandTable.declaration(command.name)?.name == command.name)
    }
    #expect(CommandTable.declaration("") == nil)
    #expect(CommandTable.declaration("nosuch") == nil)
    #expect(CommandTable.mainFlow.name.isEmpty)
    #expect(throws: UsageError("unknown command ''; try 'contacts-tui --help'")) { try ArgumentParser.parse([""]) }
  }

  @Test("the dispatch reads a command through its declaration")
  func dispatch() throws {
    let words = ["--json=x", "--account", "work"]
    var scanner = ArgumentScanner(words)
    let table = try TableParser.parse(StatusDeclaration.command, &scanner)
    #expect(try ArgumentParser.parse(["status"] + words) == table)
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

  @Test("a word that is no option fails as an unknown option or an unexpected argument")
  func unknownWords() {
    for (word, message) in [
      ("--bogus", "unknown option '--bogus'"), ("-", "unknown option '-'"), ("x", "unexpected argument 'x'"),
    ] {
      var scanner = ArgumentScanner([word])
      #expect(throws: UsageError("\(message); try 'contacts-tui --help'")) {
        try TableParser.parse(StatusDeclaration.command, &scanner)
      }
    }
  }

  @Test("--help or -h anywhere after the command word gives the help")
  func help() throws {
    #expect(try TableParser.parseCommandLine(StatusDeclaration.command, ["--contacts", "-h"]).invocation == .help)
  }
}
