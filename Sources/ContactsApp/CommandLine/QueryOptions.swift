/// How `query` and `request` ask when the app has not been asked: on `/dev/tty`, never on
/// standard output, which belongs to the mail client or script that reads the answer.
package struct ConsentOptions: Equatable, Sendable {
  /// Ask with the iOS 18 two-stage limited-access prompt.
  package var limitedAccess = false
  /// Use the line-mode prompt even on a capable terminal.
  package var plain = false
  /// Seconds after which the prompt is dismissed with no decision.
  package var timeout: Double?
}

/// Options of `query`.
package struct QueryOptions: Equatable, Sendable {
  /// App (the mail client), data directory and sources.
  package var common = CommonOptions()
  /// The words to complete; none matches every address.
  package var words: [String] = []
  /// Output format.
  package var format: QueryFormat = .mutt
  /// How to ask when the mail client has not been asked.
  package var consent = ConsentOptions()

  /// The words as one search query.
  package var query: String { words.joined(separator: " ") }
}

/// Options of `request`.
package struct RequestOptions: Equatable, Sendable {
  /// App, data directory and sources (for the limited-access picker).
  package var common = CommonOptions()
  /// How to ask when the app has not been asked.
  package var consent = ConsentOptions()
  /// Print `{"status": …, "sharedIdentifiers": […]}` instead of the status's name.
  package var json = false
}

/// A subcommand with a help text of its own (`contacts-tui query --help`).
package enum CommandHelp: String, Equatable, Sendable, CaseIterable {
  /// `query --help`.
  case query
  /// `request --help`.
  case request
  /// `demo --help`.
  case demo
}
