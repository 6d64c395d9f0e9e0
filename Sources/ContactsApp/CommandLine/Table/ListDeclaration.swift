import ContactStore
import ContactsScreens

/// `contacts-tui list`, declared once: the common options, and what to print and in which order.
enum ListDeclaration {
  /// How `--help` lays it out.
  static let usage = [
    UsageForm(
      "list", UsageItem.sources, [.home, .choice("--format", ExportFormat.self)],
      [.option("--match", "WORDS"), .option("--group", "NAME"), .choice("--sort", SortChoice.self)],
      [.choice("--display", DisplayChoice.self)])
  ]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".BR \-\-format " text" | tsv | csv | json | vcard"#,
      body: #"""
        Names one a line (the default); tab-separated values with a header and each card's identifier;
        the same columns as comma-separated values (RFC 4180, CR LF; a field a spreadsheet would run as
        a formula starts with \(aq); a JSON array with Contacts.framework's names; or vCard 3.0.
        """#),
    ManualItem(
      #".BI \-\-match " WORDS""#,
      body: #"""
        Only contacts matching every word (names, nicknames, company, e-mail, groups; phone numbers by
        digits), case- and accent-insensitive.
        """#),
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<ListOptions>(
    name: "list", summary: "print contacts, never prompting",
    initial: ListOptions(),
    options: ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted()
      + [
        .choice("--format", ExportFormat.self) { $0.format = $1 }
          .help(
            HelpRow(
              "--format FORMAT", "list: \(HelpText.formatList); duplicates: text or json;",
              "query: \(HelpText.queryFormatList) (default mutt)")),
        .value("--match", .text) { $0.match = $1 }
          .help(
            HelpRow(
              "--match WORDS", "list: only contacts matching every word (names, nicknames, company,",
              "e-mail, groups; phone numbers by digits), case- and accent-insensitive")),
        .value("--group", .groupName) { $0.group = $1 },
        .choice("--sort", SortChoice.self) { $0.sort = $1 },
        .choice("--display", DisplayChoice.self) { $0.display = $1 },
      ] + CommonDeclarations.hiddenConfig.lifted(),
    usage: usage,
    manual: manual,
    make: { .list($0) })
}
