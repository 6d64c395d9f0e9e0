/// `contacts-tui delete`, declared once: the common options, which card, and `--yes` (`-y`).
/// Given twice, `--id` or `--match` keeps the last (unlike `edit`'s, which fail); exactly one of
/// the two must be given, which is checked once every word is read.
enum DeleteDeclaration {
  /// How `--help` lays it out.
  static let usage = [UsageForm("delete", UsageItem.sources, [.home, .selector, .flag("--yes")])]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".BR \-\-yes ", " \-y"#,
      body: #"""
        Do not ask (needed without a terminal).
        """#)
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<DeleteOptions>(
    name: "delete", summary: "delete one contact",
    initial: DeleteOptions(),
    options: ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted()
      + [
        .value("--id", .text) { $0.identifier = $1 },
        .value("--match", .text) { $0.match = $1 },
        .flag("--yes", aliases: ["-y"]) { $0.yes = true },
      ] + CommonDeclarations.hiddenConfig.lifted(),
    finish: { options throws(UsageError) in
      guard (options.identifier == nil) != (options.match == nil) else {
        throw UsageError("delete takes one of --id IDENTIFIER or --match WORDS")
      }
    },
    usage: usage,
    manual: manual,
    make: { .delete($0) })
}
