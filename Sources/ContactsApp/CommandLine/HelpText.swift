import ContactStore

/// The text of `--help` and `--version`.
enum HelpText {
  /// The program version.
  static let version = "contacts-tui 1.0.0"

  /// Every `--format`, as the usage line lists them: `text|tsv|json|vcard`.
  static let formatNames = ExportFormat.allCases.map(\.rawValue).joined(separator: "|")

  /// Every `--format` with its note: `text (names), tsv, … or vcard (3.0)`.
  static let formatList: String = {
    let formats = ExportFormat.allCases.map { $0.helpNote.isEmpty ? $0.rawValue : "\($0.rawValue) \($0.helpNote)" }
    return formats.dropLast().joined(separator: ", ") + (formats.count > 1 ? " or " : "") + (formats.last ?? "")
  }()

  /// The forms of the general help's USAGE: each command's overview, in the help's order
  /// (`CommandTable.inHelpOrder`), and the help's own line.
  static let usageForms: [UsageForm] =
    CommandTable.inHelpOrder.flatMap(\.overviewForms) + [UsageForm("", [.words("--help | --version")])]

  /// The rows of the general help's OPTIONS: `placedRows`, then the rows of the commands
  /// without a help of their own that those leave out, in the help's order (none today; a new
  /// command's rows go there until a place is chosen for them).
  static let optionRows: [HelpRow] =
    placedRows
    + CommandTable.inHelpOrder.filter { $0.overview == nil }.flatMap(\.helpRows).reduce(into: []) { rows, row in
      if !placedRows.contains(row) && !rows.contains(row) { rows.append(row) }
    }

  /// The rows of the general help's OPTIONS whose place is chosen, each from the option that
  /// holds it: the shared options first, then by what they are for.
  static let placedRows: [HelpRow] =
    RunDeclaration.command.helpRows("--app", "--contacts", "--account", "--offline", "--home")
    + QueryDeclaration.command.helpRows("--config", "--no-config")
    + RunDeclaration.command.helpRows(
      "--api", "--limited-access", "--sort", "--secondary", "--timeout", "--plain", "--color")
    + ListDeclaration.command.helpRows("--format", "--match") + RunDeclaration.command.helpRows("--group")
    + DuplicatesDeclaration.command.helpRows("--region") + StatusDeclaration.command.helpRows("--json")
    + PermissionsDeclaration.command.helpRows("--limit") + EditDeclaration.command.helpRows("--id", "--match")
    + CompletionsDeclaration.command.helpRows("--bundle-ids", "--account-names")
    + AddEmailDeclaration.command.helpRows("--yes") + AddDeclaration.command.helpRows("--name")

  /// The commands' paragraphs after OPTIONS, in the help's order.
  static let prose = CommandTable.inHelpOrder.compactMap(\.prose).joined(separator: "\n\n")

  /// The usage text.
  static let usage = """
    contacts-tui: the iOS Contacts privacy prompt and a contact browser, in your terminal.

    USAGE
    \(UsageForm.block(usageForms))

    With no arguments, the bundled demo app asks for access to the bundled sample address book.
    'contacts-tui COMMAND --help' prints this text, or for query and request their own.

    OPTIONS
    \(HelpRow.block(optionRows))

    \(prose)

    An app's Info.plist may set ContactsTUILimitedAccess (a Boolean) to ask as --limited-access does.

    Every read is logged (permissions log: when, app, command, how many; the newest 10,000 are
    kept), and a read that cannot be logged is refused. A decision made at the prompt is tied to
    the SHA-256 of the app's Info.plist and CFBundleExecutable: if either changes, the app is
    asked again. permissions explain says why an app can or cannot read now.

    PROMPT KEYS
      Tab ← → h l  move the focus     Enter Space  press     y  OK     n  Don't Allow     Esc q  dismiss

    BROWSER KEYS
      ↑ ↓ j k  move    PgUp PgDn  page    g G  ends    ' + letter  section    /  search
      Enter  card      Esc  back          w  unread cards    m  manage selection (limited)
      a  add           e  edit           d  delete (asks)   u  undo the last change
      E  edit the card as vCard text in $VISUAL/$EDITOR      M  merge with duplicates
      ?  help          q  quit

    SETTINGS KEYS
      ↑ ↓ j k  move    PgUp PgDn  page    g G  ends    Enter  open the app, or choose an action
      Esc  back, or leave    ?  help    q  leave

    EXIT CODES
      0 granted or done   1 denied   2 usage   3 restricted   4 no decision
      5 configuration     6 no terminal        7 data error   128+N signal N

    ENVIRONMENT
      CONTACTS_TUI_HOME            the data directory
      CONTACTS_TUI_RESTRICTIONS    the restrictions policy (default /etc/contacts-tui/restrictions)
      NO_COLOR                     no colours
      VISUAL, EDITOR               edit's editor, split into words like a shell command line
      TMPDIR                       where edit's temporary file is made (default /tmp)
      XDG_CACHE_HOME               snapshots of parsed sources in its contacts-tui folder
                                   (default ~/.cache/contacts-tui)
      CONTACTS_TUI_NO_CACHE=1      no snapshots: parse every source every time
      CONTACTS_TUI_SYNC_AGENT      the sync agent to run (default: contacts-tui-sync next to
                                   contacts-tui)
      XDG_CONFIG_HOME              the configuration file is its contacts-tui/config
                                   (default ~/.config/contacts-tui/config)

    CONFIGURATION
      The configuration file sets defaults: contacts = PATH (repeatable), sort, display, color,
      region, a [theme] of colours per role (selection = black on cyan), and CardDAV accounts,
      [account NAME] with url, username and password_command. Flags win over it;
      NO_COLOR and --color win over its color. A bad line is exit 2, naming the file and line.
    """
}
