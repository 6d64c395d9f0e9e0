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

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".BI \-\-app " PLIST""#,
      body: #"""
        The asking app's Info.plist (default: the bundled Contacts Demo).
        """#),
    ManualItem(
      #".BI \-\-contacts " PATH""#,
      body: #"""
        A \fB.vcf\fR file, a vdir folder, or abook's address book (read-only); repeatable (default:
        the bundled sample, read-only).
        """#),
    ManualItem(
      #".BI \-\-contacts " URL""#,
      body: #"""
        A CardDAV server, \fBhttps://\fR\fIuser\fR\fB@\fR\fIhost\fR\fB/\fR\fIpath\fR\fB/\fR
        (\fBhttp://\fR only to 127.0.0.1, ::1 or localhost): an account named
        \fIuser\fR\fB@\fR\fIhost\fR, read from its offline copy and synced in the background after the
        grant (see \fBcontacts-tui sync\fR). A password in the URL is refused.
        """#),
    ManualItem(
      #".BI \-\-account " NAME""#,
      body: #"""
        The configuration's \fB[account\fR \fINAME\fR\fB]\fR, a CardDAV server, as \fB\-\-contacts\fR
        \fIURL\fR; repeatable. A name the configuration does not have is a usage error (exit 2) that
        lists the names it has.
        """#),
    ManualItem(
      #".B \-\-offline"#,
      body: #"""
        CardDAV accounts are read from their offline copy only: no sync starts, nothing reaches the
        server, and edits wait in the copy for the next sync. The status line says how old the copy is.
        """#),
    ManualItem(
      #".BI \-\-home " DIR""#,
      body: #"""
        Where decisions are stored (see \fBENVIRONMENT\fR).
        """#),
    ManualItem(
      #".BR \-\-api " contacts" | addressbook"#,
      body: #"""
        Ask through Contacts.framework, or through the pre-iOS 9 AddressBook functions.
        """#),
    ManualItem(
      #".B \-\-limited\-access"#,
      body: #"""
        The iOS 18 two-stage prompt: share selected contacts (in the picker), or all of them.
        """#),
    ManualItem(
      #".BR \-\-sort " given" | family"#,
      body: #"""
        Order by given or family name (default family).
        """#),
    ManualItem(
      #".BR \-\-display " given\-first" | family\-first"#,
      body: #"""
        Show names given name first (the default) or family name first.
        """#),
    ManualItem(
      #".BI \-\-timeout " S""#,
      body: #"""
        Dismiss the prompt after \fIS\fR seconds, storing nothing (exit 4).
        """#),
    ManualItem(
      #".B \-\-plain"#,
      body: #"""
        A line-mode prompt, also used when \fBTERM\fR is \fBdumb\fR; good for screen readers.
        """#),
    ManualItem(
      #".BR \-\-color " auto" | always | never"#,
      body: #"""
        Colour: \fBauto\fR honours \fBNO_COLOR\fR and the terminal.
        """#),
    ManualItem(
      #".BI \-\-group " NAME""#,
      body: #"""
        Only the members of a group (a card's CATEGORIES), case- and accent-insensitive; a group no
        contact is in is a usage error (exit 2) that names the groups there are.
        """#),
    ManualItem(
      #".BR \-\-secondary " company" | phone | email"#,
      body: #"""
        What the list's right-hand column shows, named on the list's top line: \fBcompany\fR (the
        default; a phone, then an e-mail, when a card has none), \fBphone\fR or \fBemail\fR. While
        searching, a row whose name does not show the match shows the field that matched instead
        (nickname, e-mail, phone, company or group), the matched part underlined.
        """#),
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
    manual: manual,
    make: { .run($0) })
}
