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
    make: { .sync($0) })
}
