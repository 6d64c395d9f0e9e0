/// `contacts-tui sync [ACCOUNT...]`, declared once: `--app`, `--contacts` URLs, `--home`, and
/// the account names as words. `--account` and `--offline` are refused with a message of their
/// own, before any value is read: sync names its accounts as words, and `--offline` would
/// keep it from syncing at all.
enum SyncDeclaration {
  /// What `--account` and `--offline` fail with.
  private static let accountsAsWords = UsageError(
    "sync takes the account names as words: contacts-tui sync [ACCOUNT...]")

  /// How `--help` lays it out.
  static let usage = [UsageForm("sync", [.words("[ACCOUNT]..."), .app, .repeated("--contacts", "URL"), .home])]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<SyncOptions>(
    name: "sync", summary: "bring the cached copy of CardDAV accounts up to date",
    initial: SyncOptions(),
    options: ([CommonDeclarations.app, CommonDeclarations.contacts, CommonDeclarations.home]
      + [CommonDeclarations.account, CommonDeclarations.offline].map { $0.refused(with: accountsAsWords) }
      + CommonDeclarations.hiddenConfig).lifted(),
    positional: { options, word, _ throws(UsageError) in
      // `-` is a name like any other; every other word starting with `-` is an unknown option.
      guard !word.hasPrefix("-") || word == "-" else { throw ArgumentParser.unexpected(word) }
      options.accountNames.append(word)
    },
    arguments: [.accountName],
    usage: usage,
    prose: """
      sync brings the local copy of CardDAV accounts up to date (the named ones; default: every
      account of the configuration, or the --contacts URLs), after checking the app's access as
      list does: a progress bar on a terminal, then a line per account; exit 7 when one fails
      (wrong password, server unreachable), naming it. The password comes from the account's
      password_command, else a prompt on the terminal; never from a flag or the environment. The
      browser syncs in the background after access is granted (see the status line), and after
      each save; other commands read the local copy, and their edits go at the next sync.
      """,
    make: { .sync($0) })
}
