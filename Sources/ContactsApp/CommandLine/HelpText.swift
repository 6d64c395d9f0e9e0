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

  /// The usage text.
  static let usage = """
    contacts-tui: the iOS Contacts privacy prompt and a contact browser, in your terminal.

    USAGE
    \(UsageForm.block(usageForms))

    With no arguments, the bundled demo app asks for access to the bundled sample address book.
    'contacts-tui COMMAND --help' prints this text, or for query and request their own.

    OPTIONS
      --app PLIST        the asking app's Info.plist (default: the bundled Contacts Demo)
      --contacts PATH    a .vcf file or a vdir folder; repeatable (default: the bundled sample)
      --contacts URL     a CardDAV server, https://user@host/path/ (http only to 127.0.0.1, ::1
                         or localhost): an account named user@host, read from its local copy
      --account NAME     the configuration's [account NAME] (a CardDAV server); repeatable
      --offline          CardDAV accounts: their local copy only; no sync starts, edits wait
                         in the copy for the next sync
      --home DIR         where decisions are stored (default: $CONTACTS_TUI_HOME, else
                         $XDG_DATA_HOME/contacts-tui, else ~/.local/share/contacts-tui)
      --config PATH      every command: read this configuration file instead of the one in
                         $XDG_CONFIG_HOME/contacts-tui/config, else ~/.config/contacts-tui/config
      --no-config        every command: read no configuration file
      --api API          contacts (Contacts.framework) or addressbook (the pre-iOS 9 functions)
      --limited-access   the iOS 18 prompt: share selected contacts, or all of them
      --sort, --display  order by given or family name; show given-first or family-first
      --secondary FIELD  the browser's right-hand column: company (else phone, the default),
                         phone or email; a search shows the field that matched instead
      --timeout S        dismiss the prompt, storing nothing, after S seconds
      --plain            a line-mode prompt (also used when TERM=dumb); good for screen readers
      --color WHEN       auto (honours NO_COLOR), always or never
      --format FORMAT    list: \(formatList); duplicates: text or json;
                         query: \(queryFormatList) (default mutt)
      --match WORDS      list: only contacts matching every word (names, nicknames, company,
                         e-mail, groups; phone numbers by digits), case- and accent-insensitive
      --group NAME       the browser and list: only the members of a group (a card's CATEGORIES),
                         case- and accent-insensitive; a group no contact is in is a usage error
                         (exit 2) that names the groups there are
      --region CC        duplicates: the country national phone numbers are in (DE: 0176… is
                         +49 176…); default: the locale's (LC_ALL, LC_MESSAGES, LANG)
      --json             status, permissions, permissions log and request: machine-readable output
      --limit N          permissions log: only the newest N entries
      --id IDENTIFIER    edit, delete: the card with this identifier (list --format tsv shows them)
      --match WORDS      edit, delete: the one card matching every word; several are exit 2, listed
      --bundle-ids       completions: print the bundle ids in the permission database, one a
                         line (the completion scripts call it); reads nothing else
      --account-names    completions: print the configuration's account names, one a line
      --yes, -y          add-email: add the sender as the mail names it, without asking;
                         delete: do not ask on the terminal (without one, --yes is needed)
      --name, --email, --phone, --org
                         add: build the card from these (--email and --phone repeat); without
                         them add reads vCards on stdin. The card goes to the first --contacts
                         path (a .vcf file is appended to, a vdir gets UID.vcf); the bundled
                         sample is read-only

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
