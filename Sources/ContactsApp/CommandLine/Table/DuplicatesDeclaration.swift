/// `contacts-tui duplicates`, declared once: the common options, the phone region and the format.
enum DuplicatesDeclaration {
  /// How `--help` lays it out.
  static let usage = [
    UsageForm(
      "duplicates", UsageItem.sources, [.home, .option("--region", "CC"), .choice("--format", DuplicatesFormat.self)])
  ]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".BI \-\-region " CC""#,
      body: #"""
        The country national phone numbers are in (DE: 0176... is +49 176...); default: the locale's
        (\fBLC_ALL\fR, \fBLC_MESSAGES\fR, \fBLANG\fR).
        """#),
    ManualItem(
      #".BR \-\-format " text" | json"#,
      body: #"""
        One block per group, or a JSON array of groups.
        """#),
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<DuplicatesOptions>(
    name: "duplicates", summary: "list likely duplicate contacts",
    initial: DuplicatesOptions(),
    options: ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted()
      + [
        .value("--region", .region) { $0.region = $1 }
          .help(
            HelpRow(
              "--region CC", "duplicates: the country national phone numbers are in (DE: 0176… is",
              "+49 176…); default: the locale's (LC_ALL, LC_MESSAGES, LANG)")),
        .choice("--format", DuplicatesFormat.self) { $0.format = $1 },
      ] + CommonDeclarations.hiddenConfig.lifted(),
    usage: usage,
    manual: manual,
    make: { .duplicates($0) })
}
