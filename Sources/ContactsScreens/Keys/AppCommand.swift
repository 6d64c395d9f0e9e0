package import TerminalUI

/// What a key means on one of the app's screens (the browser, the card, the form, the merge view,
/// settings): a generic command from TerminalUI's key table, or one of the app's own. Screens
/// switch only on these, never on key codes. (The limited-access picker, which the prompt product
/// shows without these screens, has its own `PickerCommand` in `ContactsPrompt`.)
package enum AppCommand: Hashable, Sendable {
  /// A generic widget command: move, page, open, cancel, quit, or text entry.
  case widget(Command)
  /// Start an incremental search (`/`).
  case search
  /// Show help (`?`).
  case help
  /// Jump to a section by its letter (`'`).
  case jumpToSection
  /// Go to the first contact of the next section (`]`).
  case nextSection
  /// Go to the first contact of this section, or of the previous one when already there (`[`).
  case previousSection
  /// Manage the limited-access selection (`m`).
  case manage
  /// Show the cards that could not be read (`w`).
  case showWarnings
  /// Merge the selected contact with its likely duplicates (`M`).
  case mergeDuplicates
  /// Choose column `n` (1 is the first) of a row of choices: the digit keys of the merge view.
  case chooseColumn(Int)
  /// Edit the selected or open card as vCard text in `$VISUAL`/`$EDITOR` (`E`).
  case editAsText
  /// Add a contact through the editor form (`a`).
  case addContact
  /// Edit the selected contact in the editor form (`e`).
  case editContact
  /// Delete the selected contact, after a confirmation (`d`).
  case deleteContact
  /// Undo the last change made since the browser opened (`u`).
  case undo
  /// An editing key in the contact form (cursor keys, Ctrl-K, Ctrl-S, …).
  case edit(FormEditCommand)
}

/// What a key does inside the contact form beyond what TerminalUI's form context gives (typing,
/// Backspace, moving between fields, Enter, Esc).
package enum FormEditCommand: Hashable, Sendable {
  /// Move the cursor one character (grapheme) left (←).
  case cursorLeft
  /// Move the cursor one character right (→).
  case cursorRight
  /// Move the cursor to the start of the field (Home, Ctrl-A).
  case cursorStart
  /// Move the cursor to the end of the field (End, Ctrl-E).
  case cursorEnd
  /// Delete the character after the cursor (Delete).
  case deleteForward
  /// Delete from the cursor to the end of the field (Ctrl-K).
  case deleteToEnd
  /// Delete from the start of the field to the cursor (Ctrl-U).
  case deleteToStart
  /// Save the contact (Ctrl-S).
  case save
  /// Give the focused row the next of its usual labels (Ctrl-T).
  case nextLabel
  /// Remove the focused phone, e-mail, URL or address row (Ctrl-D).
  case removeRow
}
