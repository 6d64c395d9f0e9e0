import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens

/// What an option's value, or a positional word, is: what a shell completes there.
package enum CompletionValue: Equatable, Sendable {
  /// Free text (a name, words, a number): nothing to complete.
  case text
  /// A file.
  case file
  /// A folder.
  case directory
  /// A file or a folder (a `.vcf` file or a vdir).
  case path
  /// One of these words.
  case choice([String])
  /// A bundle id stored in the permission database.
  case bundleID
  /// The name of an `[account NAME]` of the configuration file.
  case accountName

  /// The words of a `CaseIterable` enum of raw strings.
  static func choices<Choice: CaseIterable & RawRepresentable>(_: Choice.Type) -> Self where Choice.RawValue == String {
    .choice(Choice.allCases.map(\.rawValue))
  }
}

/// One option of a command: its name, other spellings, and its value if it takes one.
package struct OptionSpec: Equatable, Sendable {
  /// The long name, `--json`.
  package var name: String
  /// Other spellings the parser accepts (`-y`, `--colour`); completed too.
  package var aliases: [String] = []
  /// The value after the option; nil for a flag.
  package var value: CompletionValue?
  /// Whether `--help`, the completions and the man page show it, or the parser only takes it.
  var visibility: OptionVisibility = .documented
  /// A flag the parser takes as `--flag=value` too, ignoring the value (`status --json=x`);
  /// every other flag written so fails with "takes no value".
  var legacyGlued = false

  /// This option with `visibility`.
  func with(_ visibility: OptionVisibility) -> OptionSpec {
    var copy = self
    copy.visibility = visibility
    return copy
  }
}

/// Whether an option of the table is shown, or only known to the parser.
enum OptionVisibility: Equatable, Sendable {
  /// In `--help`, the completions and the man page.
  case documented
  /// Parsed, but shown nowhere (`status --contacts`, `--config` on most commands).
  case accepted
  /// Known to the parser only so that it fails with its own message, never "unknown option"
  /// (`demo --home`, the demo's flags without `demo`, `sync --account`).
  case refused
}

/// An action word and the positional words after it (`permissions set BUNDLE_ID allow|deny|limited`).
package struct ActionSpec: Equatable, Sendable {
  /// The action word.
  package var name: String
  /// What each word after it is.
  package var arguments: [CompletionValue]
}

/// One subcommand of the command line, as the shell completions see it.
package struct CommandSpec: Equatable, Sendable {
  /// The word (`status`); empty for the main flow, which has none.
  package var name: String
  /// One line on what it does.
  package var summary: String
  /// Every option it takes.
  package var options: [OptionSpec]
  /// The words it takes after its name, when they name an action (`permissions`).
  package var actions: [ActionSpec] = []
  /// The words it takes when it has no actions (`completions SHELL`).
  package var arguments: [CompletionValue] = []

  /// The option named `name` or spelled so.
  package func option(_ name: String) -> OptionSpec? {
    options.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// The options `--help`, the completions and the man page show, in the table's order.
  var documentedOptions: [OptionSpec] { options.filter { $0.visibility == .documented } }
}

/// The one table of commands and options: the parser dispatches through it, and the shell
/// completions and `--help`'s USAGE and OPTIONS are generated from it. A test holds the man page
/// to `--help`.
package enum CommandTable {
  /// Every command's declaration, in the completions' order; the first is the main flow (no word).
  /// A new command is one line here. Each lists every spelling its parser knows: the documented
  /// options first, in the order `--help` shows them, then the accepted and refused ones.
  static let declarations: [AnyCommand] = [
    mainFlow, AnyCommand(DemoDeclaration.command), AnyCommand(StatusDeclaration.command),
    AnyCommand(ListDeclaration.command), AnyCommand(EditDeclaration.command),
    AnyCommand(AddEmailDeclaration.command), AnyCommand(DuplicatesDeclaration.command),
    AnyCommand(AddDeclaration.command), AnyCommand(DeleteDeclaration.command), AnyCommand(QueryDeclaration.command),
    AnyCommand(RequestDeclaration.command), AnyCommand(PermissionsDeclaration.command),
    AnyCommand(SettingsDeclaration.command), AnyCommand(SyncDeclaration.command),
    AnyCommand(CompletionsDeclaration.command),
  ]

  /// Every command in the general help's order: the declarations' order, those `listedLast`
  /// moved to the end.
  static var inHelpOrder: [AnyCommand] {
    declarations.filter { !$0.listedLast } + declarations.filter(\.listedLast)
  }

  /// The main flow, `contacts-tui` with no command word.
  static let mainFlow = AnyCommand(RunDeclaration.command)

  /// Every command; the first is the main flow (no word).
  package static let commands: [CommandSpec] = declarations.map(\.spec)

  /// The declaration of the subcommand `word`; never the main flow.
  static func declaration(_ word: String) -> AnyCommand? {
    declarations.first { !$0.name.isEmpty && $0.name == word }
  }

  /// The command named `name` (empty: the main flow).
  package static func command(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

  /// The subcommands, without the main flow.
  package static var subcommands: [CommandSpec] { commands.filter { !$0.name.isEmpty } }
}
