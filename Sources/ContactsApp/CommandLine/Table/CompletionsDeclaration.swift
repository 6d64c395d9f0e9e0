import TerminalUI

/// `contacts-tui completions bash|zsh|fish`, `completions --bundle-ids [--home DIR]`, or
/// `completions --account-names`, declared once. Of the common options it takes only `--home`:
/// it reads no app and no contacts, only the permission database under the data directory.
enum CompletionsDeclaration {
  /// What the words say before they are checked against the three forms.
  struct Draft: HasCommonOptions {
    /// The data directory (`--home`).
    var common = CommonOptions()
    /// The shell words, in order.
    var shells: [String] = []
    /// `--bundle-ids` was given.
    var bundleIDs = false
    /// `--account-names` was given.
    var accountNames = false
  }

  /// How `--help` lays it out: the script, or the words a script asks for.
  static let usage = [
    UsageForm("completions", [.words("bash|zsh|fish")]),
    UsageForm("completions", [.required("--bundle-ids"), .home]),
    UsageForm("completions", [.required("--account-names")]),
  ]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".B \-\-bundle\-ids"#,
      body: #"""
        Print the bundle ids in the permission database of \fB\-\-home\fR, one a line, reading nothing
        else and creating nothing; the scripts call it when they complete.
        """#),
    ManualItem(
      #".B \-\-account\-names"#,
      body: #"""
        Print the account names of the configuration file, one a line; the scripts call it where an
        account name is completed.
        """#),
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<Draft>(
    name: "completions", summary: "print a shell completion script",
    initial: Draft(),
    options: [
      CommonDeclarations.home.lifted(),
      .flag("--bundle-ids") { $0.bundleIDs = true }
        .help(
          HelpRow(
            "--bundle-ids", "completions: print the bundle ids in the permission database, one a",
            "line (the completion scripts call it); reads nothing else")),
      .flag("--account-names") { $0.accountNames = true }
        .help(HelpRow("--account-names", "completions: print the configuration's account names, one a line")),
    ],
    positional: { draft, word, _ throws(UsageError) in
      // A shell's name never starts with `-`, so `-` and `--` are unknown options here.
      guard !word.hasPrefix("-") else { throw ArgumentParser.unexpected(word) }
      draft.shells.append(word)
    },
    arguments: [.choices(CompletionShell.self)],
    usage: usage,
    manual: manual,
    prose: """
      completions prints a completion script for bash, zsh or fish: load it with
      'source <(contacts-tui completions bash)' (zsh: the same, after compinit) or
      'contacts-tui completions fish | source'. It completes commands, options, their values, and
      the bundle ids of the permission database after a permissions action.
      """,
    listedLast: true,
    make: make)

  /// The one form the words make: `--account-names` alone, `--bundle-ids` with no shell, or
  /// one shell.
  private static func make(_ draft: Draft) throws(UsageError) -> Invocation {
    if draft.accountNames {
      guard draft.shells.isEmpty, !draft.bundleIDs else {
        throw UsageError("--account-names goes alone: completions --account-names")
      }
      return .completions(CompletionsOptions(common: draft.common, output: .accountNames))
    }
    switch (draft.shells.first, draft.shells.count, draft.bundleIDs) {
    case (nil, _, true): return .completions(CompletionsOptions(common: draft.common, output: .bundleIDs))
    case (let shell?, 1, false):
      guard let kind = CompletionShell(rawValue: shell) else {
        throw UsageError(
          "completions takes bash|zsh|fish, not '\(TerminalText.printable(shell, keepingNewlines: false))'")
      }
      return .completions(CompletionsOptions(common: draft.common, output: .script(kind)))
    default:
      throw UsageError(
        "usage: contacts-tui completions bash|zsh|fish, or completions --bundle-ids [--home DIR], or completions --account-names"
      )
    }
  }
}
