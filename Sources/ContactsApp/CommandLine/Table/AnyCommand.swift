/// One command of the table with its options' type hidden, so that every command can sit in
/// one list (`CommandTable.declarations`): the parser dispatches through it, the completions'
/// table and the checks of `--help` read it.
struct AnyCommand: Sendable {
  /// The word (`status`); empty for the main flow.
  var name: String
  /// The command as the completions' table describes it.
  var spec: CommandSpec
  /// Its forms in its own help, or in the general help when it has no help of its own.
  var usage: [UsageForm]
  /// Its shorter forms in the general help, when it has its own help.
  var overview: [UsageForm]?
  /// Its options' entries in the man page.
  var manual: [ManualItem]
  /// The `--help` rows of its documented options, in order.
  var helpRows: [HelpRow]
  /// Its paragraph after the general help's OPTIONS, if it has one.
  var prose: String?
  /// Whether the general help lists it after every other command.
  var listedLast: Bool
  /// The options `--help`, the completions and the man page show, in order.
  var documentedOptions: [String] { spec.documentedOptions.map(\.name) }
  /// Its forms in the general help.
  var overviewForms: [UsageForm] { overview ?? usage }
  /// Parses the words after the command word.
  private let parseWords: @Sendable (inout ArgumentScanner) throws(UsageError) -> Invocation

  /// `command`, its options' type hidden.
  init<Options>(_ command: CommandDeclaration<Options>) {
    name = command.name
    spec = CommandSpec(
      name: command.name, summary: command.summary, options: command.optionSpecs, actions: command.actions,
      arguments: command.arguments)
    usage = command.usage
    overview = command.overview
    manual = command.manual
    helpRows = command.documentedRows
    prose = command.prose
    listedLast = command.listedLast
    parseWords = { scanner throws(UsageError) in try TableParser.parse(command, &scanner) }
  }

  /// Parses the words after the command word into its invocation.
  func parse(_ scanner: inout ArgumentScanner) throws(UsageError) -> Invocation { try parseWords(&scanner) }
}
