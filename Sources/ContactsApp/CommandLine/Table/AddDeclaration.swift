/// `contacts-tui add`, declared once: the common options and the card's fields. `--email` and
/// `--phone` may be given again, and add to the card; `--name` and `--org` keep the last.
enum AddDeclaration {
  /// How `--help` lays it out.
  static let usage = [
    UsageForm(
      "add", UsageItem.sources,
      [.home, .option("--name", "NAME"), .repeated("--email", "ADDRESS"), .repeated("--phone", "NUMBER")],
      [.option("--org", "NAME"), .aside("(no flags: vCards on stdin)")])
  ]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".BI \-\-name " NAME""#, #".BI \-\-email " ADDRESS""#, #".BI \-\-phone " NUMBER""#, #".BI \-\-org " NAME""#,
      body: #"""
        The card's name, e-mail addresses and phone numbers (both repeatable), and company.
        """#)
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<AddOptions>(
    name: "add", summary: "add a contact from flags or from vCards on standard input",
    initial: AddOptions(),
    options: ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted()
      + [
        .value("--name", .text) { $0.name = $1 }
          .help(
            HelpRow(
              "--name, --email, --phone, --org",
              "add: build the card from these (--email and --phone repeat); without",
              "them add reads vCards on stdin. The card goes to the first --contacts",
              "path (a .vcf file is appended to, a vdir gets UID.vcf); the bundled",
              "sample is read-only")),
        .value("--email", .text) { $0.emails.append($1) },
        .value("--phone", .text) { $0.phones.append($1) },
        .value("--org", .text) { $0.organization = $1 },
      ] + CommonDeclarations.hiddenConfig.lifted(),
    usage: usage,
    manual: manual,
    make: { .add($0) })
}
