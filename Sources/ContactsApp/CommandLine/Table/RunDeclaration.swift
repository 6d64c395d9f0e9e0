import ContactsPrompt
import ContactsScreens

/// The main flow (`contacts-tui` with no command word), declared once: the common options, how
/// to ask and how to browse. The demo's own flags are known to it only to be refused: autoplay
/// presses keys itself, which it may do only in the demo's throw-away data directory, never at a
/// prompt whose answer is kept.
enum RunDeclaration {
  /// The common options, in `--help`'s order; `demo` takes them all but `--home`.
  static let common = ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted(
    into: RunOptions.self)

  /// The main flow's own options, in `--help`'s order, which `demo` takes too.
  static let own: [OptionDeclaration<RunOptions>] = [
    .choice("--api", APIGeneration.self) { $0.api = $1 },
    .flag("--limited-access") { $0.limitedAccess = true },
    .choice("--sort", SortChoice.self) { $0.sort = $1 },
    .choice("--display", DisplayChoice.self) { $0.display = $1 },
    .seconds("--timeout") { $0.timeout = $1 },
    .flag("--plain") { $0.plain = true },
    .choice("--color", aliases: ["--colour"], ColorChoice.self) { $0.color = $1 },
    .value("--group", .groupName) { $0.group = $1 },
    .choice("--secondary", SecondaryChoice.self) { $0.secondary = $1 },
  ]

  /// How `--help` lays it out.
  static let usage = [
    UsageForm(
      "", [.app, .repeated("--contacts", "PATH|URL"), .account, .offline],
      [.choice("--api", APIGeneration.self), .flag("--limited-access"), .choice("--sort", SortChoice.self)],
      [.choice("--display", DisplayChoice.self), .timeout, .flag("--plain")],
      [.choice("--color", ColorChoice.self), .option("--group", "NAME"), .home],
      [.choice("--secondary", SecondaryChoice.self)])
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<RunOptions>(
    name: "", initial: RunOptions(),
    options: common + own + CommonDeclarations.hiddenConfig.lifted()
      + DemoDeclaration.own.map { option in
        option.refused(
          on: RunOptions.self,
          with: UsageError("\(option.name) works only with 'contacts-tui demo', whose data directory is thrown away"))
      },
    usage: usage,
    make: { .run($0) })
}
