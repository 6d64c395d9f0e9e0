/// `contacts-tui status`, declared once: `--app`, `--home` and `--json` shown, and the other
/// common options taken without being shown.
enum StatusDeclaration {
  /// How `--help` lays it out.
  static let usage = [UsageForm("status", [.app, .home, .flag("--json")])]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".B \-\-json"#,
      body: #"""
        {"bundleIdentifier", "status", "rawValue"}.
        """#)
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<StatusOptions>(
    name: "status", summary: "print the app's authorization status",
    initial: StatusOptions(),
    options: [CommonDeclarations.app.lifted(), CommonDeclarations.home.lifted()]
      + [
        .flag("--json", legacyGlued: true) { $0.json = true }
          .help(HelpRow("--json", "status, permissions, permissions log and request: machine-readable output"))
      ]
      + (CommonDeclarations.sources + [CommonDeclarations.config, CommonDeclarations.noConfig]).map {
        $0.with(.accepted).lifted()
      },
    usage: usage,
    manual: manual,
    make: { .status($0) })
}
