/// `contacts-tui request`, declared once: the common options, how to ask, and `--json`. It
/// shows `--config` and `--no-config`, which most commands hide.
enum RequestDeclaration {
  /// How `request --help` lays it out.
  static let usage = [
    UsageForm(
      "request", UsageItem.sources, [.home, .flag("--limited-access")],
      [.flag("--json"), .flag("--plain"), .timeout, .config])
  ]

  /// Its lines in the general help, without `--config`.
  static let overview = [
    UsageForm(
      "request", UsageItem.sources, [.home, .flag("--limited-access"), .flag("--json"), .flag("--plain"), .timeout],
      abbreviated: true)
  ]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".B \-\-json"#,
      body: #"""
        {"status": ..., "sharedIdentifiers": [...]}, the identifiers under limited access only.
        """#)
  ]

  /// The command, its options in `CommandTable`'s order (`--json` among the consent options,
  /// as `--help` lists them).
  static let command = CommandDeclaration<RequestOptions>(
    name: "request", summary: "only the access prompt; the exit code is the answer",
    initial: RequestOptions(),
    options: ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted()
      + [
        ConsentDeclarations.limitedAccess.lifted(), .flag("--json") { $0.json = true },
        ConsentDeclarations.plain.lifted(), ConsentDeclarations.timeout.lifted(),
      ] + [CommonDeclarations.config, CommonDeclarations.noConfig].lifted(),
    usage: usage,
    overview: overview,
    manual: manual,
    make: { .request($0) })
}
