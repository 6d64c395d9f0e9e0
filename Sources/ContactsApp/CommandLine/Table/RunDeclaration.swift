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
    .choice("--api", APIGeneration.self) { $0.api = $1 }
      .help(HelpRow("--api API", "contacts (Contacts.framework) or addressbook (the pre-iOS 9 functions)")),
    .flag("--limited-access") { $0.limitedAccess = true }
      .help(HelpRow("--limited-access", "the iOS 18 prompt: share selected contacts, or all of them")),
    .choice("--sort", SortChoice.self) { $0.sort = $1 }
      .help(HelpRow("--sort, --display", "order by given or family name; show given-first or family-first")),
    .choice("--display", DisplayChoice.self) { $0.display = $1 },
    .seconds("--timeout") { $0.timeout = $1 }
      .help(HelpRow("--timeout S", "dismiss the prompt, storing nothing, after S seconds")),
    .flag("--plain") { $0.plain = true }
      .help(HelpRow("--plain", "a line-mode prompt (also used when TERM=dumb); good for screen readers")),
    .choice("--color", aliases: ["--colour"], ColorChoice.self) { $0.color = $1 }
      .help(HelpRow("--color WHEN", "auto (honours NO_COLOR), always or never")),
    .value("--group", .groupName) { $0.group = $1 }
      .help(
        HelpRow(
          "--group NAME", "the browser and list: only the members of a group (a card's CATEGORIES),",
          "case- and accent-insensitive; a group no contact is in is a usage error",
          "(exit 2) that names the groups there are")),
    .choice("--secondary", SecondaryChoice.self) { $0.secondary = $1 }
      .help(
        HelpRow(
          "--secondary FIELD", "the browser's right-hand column: company (else phone, the default),",
          "phone or email; a search shows the field that matched instead")),
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
    name: "", summary: "the prompt, then the browser",
    initial: RunOptions(),
    options: common + own + CommonDeclarations.hiddenConfig.lifted()
      + DemoDeclaration.own.map { option in
        option.refused(
          on: RunOptions.self,
          with: UsageError("\(option.name) works only with 'contacts-tui demo', whose data directory is thrown away"))
      },
    usage: usage,
    make: { .run($0) })
}
