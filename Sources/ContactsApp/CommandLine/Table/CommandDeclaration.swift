/// One subcommand, declared once: its word, its options, and how its `Invocation` is made.
///
/// `TableParser` parses a command line with it; `spec` is what the completions' table
/// (`CommandTable`) holds for it, so a test can keep the two equal.
struct CommandDeclaration<Options: Sendable>: Sendable {
  /// The word (`status`); empty for the main flow, which has none.
  var name: String
  /// One line on what it does, for the completions.
  var summary: String
  /// The options before any word is read.
  var initial: Options
  /// Every option it takes, documented first, in the order `--help` shows them.
  var options: [OptionDeclaration<Options>]
  /// Takes a word that is not one of the options; nil: every such word is an error
  /// (`ArgumentParser.unexpected`). It may read on through the scanner (`query --`).
  var positional: (@Sendable (inout Options, String, inout ArgumentScanner) throws(UsageError) -> Void)?
  /// The words it takes after its name, when they name an action (`permissions`), for the
  /// completions.
  var actions: [ActionSpec] = []
  /// The words it takes when it has no actions (`completions SHELL`), for the completions.
  var arguments: [CompletionValue] = []
  /// Checks that need every option read (which of two wins, what goes with what).
  var finish: @Sendable (inout Options) throws(UsageError) -> Void = { _ throws(UsageError) in }
  /// Its forms in `--help`'s USAGE: in its own help when it has one (`query --help`), else in
  /// the general help. Together they name each documented option.
  var usage: [UsageForm]
  /// Its shorter forms in the general help, when it has its own help; nil: `usage`.
  var overview: [UsageForm]? = nil
  /// Its options' entries in its subsection of the man page, in the page's order.
  var manual: [ManualItem] = []
  /// Its paragraph after the general help's OPTIONS, lines broken as printed; nil: none (the
  /// paragraph on `edit` speaks for add, delete and add-email too).
  var prose: String? = nil
  /// Whether the general help lists it after every other command (demo and completions, which
  /// do nothing to the contacts); the rest keep `CommandTable.declarations`' order.
  var listedLast = false
  /// The invocation the options make (`Invocation.status`). It may fail when the options read
  /// cannot make one (`edit` with two selectors): `Options` may be a draft, not the invocation's.
  var make: @Sendable (Options) throws(UsageError) -> Invocation

  /// The option spelled `word`, if it has one.
  func option(_ word: String) -> OptionDeclaration<Options>? { options.first { $0.isSpelled(word) } }

  /// Its forms in the general help.
  var overviewForms: [UsageForm] { overview ?? usage }

  /// The `--help` rows of its documented options, in order, each once.
  var documentedRows: [HelpRow] {
    options.filter { $0.visibility == .documented }.flatMap(\.helpRows).reduce(into: []) { rows, row in
      if !rows.contains(row) { rows.append(row) }
    }
  }

  /// The `--help` rows of the options named, in that order.
  func helpRows(_ names: String...) -> [HelpRow] { names.flatMap { option($0)?.helpRows ?? [] } }

  /// The options as the completions' table describes them, in order.
  var optionSpecs: [OptionSpec] { options.map(\.spec) }
}
