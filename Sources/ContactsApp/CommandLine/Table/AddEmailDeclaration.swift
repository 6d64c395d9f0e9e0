/// `contacts-tui add-email`, declared once: the common options and `--yes` (`-y`).
enum AddEmailDeclaration {
  /// `--yes`, `-y`: add without asking. `delete` has its own, which stores elsewhere.
  static let yes = OptionDeclaration<AddEmailOptions>.flag("--yes", aliases: ["-y"]) { $0.yes = true }
    .help(
      HelpRow(
        "--yes, -y", "add-email: add the sender as the mail names it, without asking;",
        "delete: do not ask on the terminal (without one, --yes is needed)"))

  /// How `--help` lays it out.
  static let usage = [
    UsageForm("add-email", [.flag("--yes"), .app, .contacts, .account], [.offline, .home, .aside("< MESSAGE")])
  ]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".BR \-\-yes ", " \-y"#,
      body: #"""
        Add the sender as the mail names it, without asking.
        """#)
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<AddEmailOptions>(
    name: "add-email", summary: "add the sender of the mail on standard input",
    initial: AddEmailOptions(),
    options: ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted() + [yes]
      + CommonDeclarations.hiddenConfig.lifted(),
    usage: usage,
    manual: manual,
    make: { .addEmail($0) })
}
