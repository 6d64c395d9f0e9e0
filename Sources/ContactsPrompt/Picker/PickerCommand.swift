import TerminalUI

/// What a key means in the limited-access picker: a generic command from TerminalUI's key table,
/// or one of the picker's own. `PickerState` switches only on these, never on key codes.
enum PickerCommand: Hashable, Sendable {
  /// A generic widget command: move, page, open, cancel, or text entry.
  case widget(Command)
  /// Start an incremental search (`/`).
  case search
  /// Tick or untick the row under the cursor (Space).
  case toggle
  /// Tick or untick every shown row (`a`).
  case toggleAll
}
