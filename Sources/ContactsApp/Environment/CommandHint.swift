import Authorization

/// A contacts-tui command to suggest in a message, with the options that point it at the same
/// app and data directory, so that copying it does what the message says.
struct CommandHint {
  /// The options of the run that gives the hint.
  let common: CommonOptions

  /// `contacts-tui <words>`, plus `--app` when `naming` the app and `--home` when one was given.
  func command(_ words: String, namingApp: Bool = false) -> String {
    var line = "contacts-tui" + (words.isEmpty ? "" : " " + words)
    if namingApp, let app = common.app { line += " --app " + CommandWord.quoted(app) }
    if let home = common.home { line += " --home " + CommandWord.quoted(home) }
    return line
  }
}
