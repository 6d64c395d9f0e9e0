import Authorization

/// A contacts-tui command to suggest in a message, with the options that point it at the same
/// app and data directory, so that copying it does what the message says.
package struct CommandHint {
  /// The app's Info.plist the run was given (`--app`), if any.
  package let app: String?
  /// The data directory the run was given (`--home`), if any.
  package let home: String?

  /// A hint for a run given `app` and `home` (nil: not given).
  package init(app: String?, home: String?) {
    self.app = app
    self.home = home
  }

  /// `contacts-tui <words>`, plus `--app` when `naming` the app and `--home` when one was given.
  package func command(_ words: String, namingApp: Bool = false) -> String {
    var line = "contacts-tui" + (words.isEmpty ? "" : " " + words)
    if namingApp, let app { line += " --app " + CommandWord.quoted(app) }
    if let home { line += " --home " + CommandWord.quoted(home) }
    return line
  }
}
