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

  /// The forms of the general help's USAGE, in its order: each command's overview, and the
  /// help's own line.
  static let usageForms: [UsageForm] =
    [
      RunDeclaration.command.overviewForms, StatusDeclaration.command.overviewForms,
      ListDeclaration.command.overviewForms, EditDeclaration.command.overviewForms,
      AddEmailDeclaration.command.overviewForms, DuplicatesDeclaration.command.overviewForms,
      AddDeclaration.command.overviewForms, DeleteDeclaration.command.overviewForms,
      QueryDeclaration.command.overviewForms, RequestDeclaration.command.overviewForms,
      PermissionsDeclaration.command.overviewForms, SettingsDeclaration.command.overviewForms,
      SyncDeclaration.command.overviewForms, DemoDeclaration.command.overviewForms,
      CompletionsDeclaration.command.overviewForms, [UsageForm("", [.words("--help | --version")])],
    ].flatMap { $0 }

  /// The rows of the general help's OPTIONS, in its order, each from the option that holds it.
  static let optionRows: [HelpRow] =
    RunDeclaration.command.helpRows("--app", "--contacts", "--account", "--offline", "--home")
    + QueryDeclaration.command.helpRows("--config", "--no-config")
    + RunDeclaration.command.helpRows(
      "--api", "--limited-access", "--sort", "--secondary", "--timeout", "--plain", "--color")
    + ListDeclaration.command.helpRows("--format", "--match") + RunDeclaration.command.helpRows("--group")
    + DuplicatesDeclaration.command.helpRows("--region") + StatusDeclaration.command.helpRows("--json")
    + PermissionsDeclaration.command.helpRows("--limit") + EditDeclaration.command.helpRows("--id", "--match")
    + CompletionsDeclaration.command.helpRows("--bundle-ids", "--account-names")
    + AddEmailDeclaration.command.helpRows("--yes") + AddDeclaration.command.helpRows("--name")

  /// The usage text.
  static let usage = """
    contacts-tui: the iOS Contacts privacy prompt and a contact browser, in your terminal.

    USAGE
    \(UsageForm.block(usageForms))

    With no arguments, the bundled demo app asks for access to the bundled sample address book.
    'contacts-tui COMMAND --help' prints this text, or for query and request their own.

    OPTIONS
    \(HelpRow.block(optionRows))

    edit opens the card in $VISUAL, else $EDITOR, else vi, as vCard text; an invalid card
    reopens the editor with the problem on top, an emptied file cancels. add-email reads a
    mail on stdin and adds its sender (From, else Reply-To, else Sender), asking on the
    terminal to confirm or change the name. add, delete, edit and add-email ask for access as
    the browser does when the app has not been asked, and print what they changed. A card
    changed on disk since it was read is not overwritten (exit 7).

    query prints the e-mail addresses of the contacts matching every word, one line per address,
    for a mail client's completion (--app names the mail client); request only asks. Both ask on
    the terminal when the app has not been asked, even when their output is a pipe; see
    'contacts-tui query --help'.

    settings is the privacy screen, as iOS Settings › Privacy › Contacts: every app that asked,
    its access, when and by whom it was decided. Enter opens an app, where its access can be
    changed (Full, Limited, None), its limited selection edited (in the picker, over the
    --contacts sources), or its decision reset; each change asks first, with the focus on Cancel.
    An app restricted by policy is shown as such and cannot be changed.

    sync brings the local copy of CardDAV accounts up to date (the named ones; default: every
    account of the configuration, or the --contacts URLs), after checking the app's access as
    list does: a progress bar on a terminal, then a line per account; exit 7 when one fails
    (wrong password, server unreachable), naming it. The password comes from the account's
    password_command, else a prompt on the terminal; never from a flag or the environment. The
    browser syncs in the background after access is granted (see the status line), and after
    each save; other commands read the local copy, and their edits go at the next sync.

    completions prints a completion script for bash, zsh or fish: load it with
    'source <(contacts-tui completions bash)' (zsh: the same, after compinit) or
    'contacts-tui completions fish | source'. It completes commands, options, their values, and
    the bundle ids of the permission database after a permissions action.

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
