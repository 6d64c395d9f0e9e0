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

/// The one table of commands and options the shell completions are generated from. A test holds
/// it equal to `--help` and the parser, and the man page to `--help`.
package enum CommandTable {
  // Each command lists every spelling its parser knows: the documented options first, in the
  // order `--help` shows them, then the accepted and refused ones. They come from the command's
  // declaration (Table/), which the parser reads too, so that they are declared once.
  /// Every command; the first is the main flow (no word).
  package static let commands: [CommandSpec] = [
    CommandSpec(
      name: RunDeclaration.command.name, summary: "the prompt, then the browser",
      options: RunDeclaration.command.optionSpecs),
    CommandSpec(
      name: DemoDeclaration.command.name, summary: "the main flow on a throw-away data directory",
      options: DemoDeclaration.command.optionSpecs),
    CommandSpec(
      name: StatusDeclaration.command.name, summary: "print the app's authorization status",
      options: StatusDeclaration.command.optionSpecs),
    CommandSpec(
      name: ListDeclaration.command.name, summary: "print contacts, never prompting",
      options: ListDeclaration.command.optionSpecs),
    CommandSpec(
      name: EditDeclaration.command.name, summary: "edit one card as vCard text in $VISUAL or $EDITOR",
      options: EditDeclaration.command.optionSpecs),
    CommandSpec(
      name: AddEmailDeclaration.command.name, summary: "add the sender of the mail on standard input",
      options: AddEmailDeclaration.command.optionSpecs),
    CommandSpec(
      name: DuplicatesDeclaration.command.name, summary: "list likely duplicate contacts",
      options: DuplicatesDeclaration.command.optionSpecs),
    CommandSpec(
      name: AddDeclaration.command.name, summary: "add a contact from flags or from vCards on standard input",
      options: AddDeclaration.command.optionSpecs),
    CommandSpec(
      name: DeleteDeclaration.command.name, summary: "delete one contact",
      options: DeleteDeclaration.command.optionSpecs),
    CommandSpec(
      name: QueryDeclaration.command.name, summary: "e-mail addresses for a mail client, asked for first",
      options: QueryDeclaration.command.optionSpecs, arguments: [.text]),
    CommandSpec(
      name: RequestDeclaration.command.name, summary: "only the access prompt; the exit code is the answer",
      options: RequestDeclaration.command.optionSpecs),
    CommandSpec(
      name: PermissionsDeclaration.command.name, summary: "show, set, reset or explain stored decisions",
      options: PermissionsDeclaration.command.optionSpecs,
      actions: [
        ActionSpec(name: "set", arguments: [.bundleID, .choice(["allow", "deny", "limited"])]),
        ActionSpec(name: "reset", arguments: [.bundleID]),
        ActionSpec(name: "edit", arguments: [.bundleID]),
        ActionSpec(name: "log", arguments: [.bundleID]),
        ActionSpec(name: "explain", arguments: [.bundleID]),
      ]),
    CommandSpec(
      name: SettingsDeclaration.command.name, summary: "the privacy screen",
      options: SettingsDeclaration.command.optionSpecs),
    CommandSpec(
      name: SyncDeclaration.command.name, summary: "bring the cached copy of CardDAV accounts up to date",
      options: SyncDeclaration.command.optionSpecs, arguments: [.accountName]),
    CommandSpec(
      name: CompletionsDeclaration.command.name, summary: "print a shell completion script",
      options: CompletionsDeclaration.command.optionSpecs, arguments: [.choices(CompletionShell.self)]),
  ]

  /// The command named `name` (empty: the main flow).
  package static func command(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

  /// The subcommands, without the main flow.
  package static var subcommands: [CommandSpec] { commands.filter { !$0.name.isEmpty } }
}
