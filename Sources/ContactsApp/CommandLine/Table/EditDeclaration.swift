/// `contacts-tui edit`, declared once: the common options and one selector, `--id` or `--match`.
enum EditDeclaration {
  /// What `edit`'s words say before they are checked: every selector given, so that two of them
  /// (even `--id` twice) fail, where `delete` keeps the last.
  struct Draft: HasCommonOptions {
    /// App, data directory and sources.
    var common = CommonOptions()
    /// The selectors, in the order given.
    var selectors: [CardSelector] = []
  }

  /// How `--help` lays it out.
  static let usage = [UsageForm("edit", [.selector, .app, .contacts], [.account, .offline, .home])]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".BI \-\-id " IDENTIFIER""#,
      body: #"""
        The card with this identifier (the tsv format of \fBlist\fR shows them).
        """#),
    ManualItem(
      #".BI \-\-match " WORDS""#,
      body: #"""
        The one card matching every word; several matches exit 2 and are listed.
        """#),
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<Draft>(
    name: "edit", summary: "edit one card as vCard text in $VISUAL or $EDITOR",
    initial: Draft(),
    options: ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted()
      + [
        .value("--id", .text) { $0.selectors.append(.identifier($1)) }
          .help(
            HelpRow("--id IDENTIFIER", "edit, delete: the card with this identifier (list --format tsv shows them)")),
        .value("--match", .text) { $0.selectors.append(.match($1)) }
          .help(HelpRow("--match WORDS", "edit, delete: the one card matching every word; several are exit 2, listed")),
      ] + CommonDeclarations.hiddenConfig.lifted(),
    usage: usage,
    manual: manual,
    prose: """
      edit opens the card in $VISUAL, else $EDITOR, else vi, as vCard text; an invalid card
      reopens the editor with the problem on top, an emptied file cancels. add-email reads a
      mail on stdin and adds its sender (From, else Reply-To, else Sender), asking on the
      terminal to confirm or change the name. add, delete, edit and add-email ask for access as
      the browser does when the app has not been asked, and print what they changed. A card
      changed on disk since it was read is not overwritten (exit 7).
      """,
    make: { draft throws(UsageError) in
      guard draft.selectors.count == 1, let selector = draft.selectors.first else {
        throw UsageError("edit takes one of --id IDENTIFIER or --match WORDS")
      }
      if case .match(let words) = selector, words.allSatisfy(\.isWhitespace) {
        throw UsageError("--match needs at least one word")
      }
      return .edit(EditOptions(common: draft.common, selector: selector))
    })
}
