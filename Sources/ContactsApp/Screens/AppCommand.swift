package import TerminalUI

/// What a key means on one of the app's screens: a generic command from TerminalUI's key table,
/// or one of the app's own. Screens switch only on these, never on key codes.
package enum AppCommand: Hashable, Sendable {
  /// A generic widget command: move, page, open, cancel, quit, or text entry.
  case widget(Command)
  /// Start an incremental search (`/`).
  case search
  /// Show help (`?`).
  case help
  /// Jump to a section by its letter (`'`).
  case jumpToSection
  /// Tick or untick the row under the cursor (Space in the picker).
  case toggle
  /// Tick or untick every shown row (`a` in the picker).
  case toggleAll
  /// Manage the limited-access selection (`m`).
  case manage
  /// Show the cards that could not be read (`w`).
  case showWarnings
  /// Merge the selected contact with its likely duplicates (`M`).
  case mergeDuplicates
  /// Choose column `n` (1 is the first) of a row of choices: the digit keys of the merge view.
  case chooseColumn(Int)
}
