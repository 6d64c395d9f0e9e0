import ContactsPrompt
import TerminalUI

/// The privacy screen's help overlay: every key it answers to, with what it does. A test checks
/// that each command that changes the screen is explained here.
enum SettingsHelp {
  /// One explained binding.
  struct Entry: Equatable, Sendable {
    /// The keys, as the user types them.
    var keys: String
    /// What they do.
    var action: String
    /// The command they give, for the consistency test.
    var command: AppCommand?
  }

  /// Every entry.
  static let entries: [Entry] = [
    Entry(keys: "↑ ↓  j k  ^N ^P", action: "move", command: .widget(.moveDown)),
    Entry(keys: "PgUp PgDn ^B ^F", action: "page (Space pages down)", command: .widget(.pageDown)),
    Entry(keys: "Home End  g G", action: "first, last", command: .widget(.first)),
    Entry(keys: "Enter", action: "open the app; on an action, choose it", command: .widget(.open)),
    Entry(keys: "Esc", action: "back to the apps; on the apps, leave", command: .widget(.cancel)),
    Entry(keys: "  Tab y n", action: "in a confirmation: move, confirm, cancel", command: nil),
    Entry(keys: "?", action: "this help", command: .help),
    Entry(keys: "q", action: "leave", command: .widget(.quit)),
    Entry(keys: "mouse", action: "click selects, double-click opens or chooses", command: nil),
  ]
}
