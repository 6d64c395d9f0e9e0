/// Semantic commands. Widgets and screens switch only on these, never on key codes.
public enum Command: Hashable, Sendable {
  /// Select the previous row, or scroll up one line.
  case moveUp
  /// Select the next row, or scroll down one line.
  case moveDown
  /// Move one page up.
  case pageUp
  /// Move one page down.
  case pageDown
  /// Go to the first row.
  case first
  /// Go to the last row.
  case last
  /// Move focus to the next button (wrapping).
  case focusNext
  /// Move focus to the previous button (wrapping).
  case focusPrevious
  /// Press the focused button.
  case press
  /// Answer yes (`y`): press the accepting button.
  case accept
  /// Answer no (`n`): press the refusing button.
  case refuse
  /// Go back, dismiss, or clear (Esc).
  case cancel
  /// Leave the program (`q`).
  case quit
  /// Open the selected row, or confirm an entry (Enter).
  case open
  /// Start an incremental search (`/`).
  case search
  /// Show help (`?`).
  case help
  /// Jump to the next section (`'`).
  case jumpToSection
  /// Toggle the selected row's check box (Space in a picker).
  case toggle
  /// Toggle every row (`a` in a picker).
  case toggleAll
  /// Manage the limited-access selection (`m`).
  case manage
  /// Show load warnings (`w`).
  case showWarnings
  /// Delete the character before the cursor in a text entry.
  case deleteBackward
  /// Insert a character into a text entry.
  case insert(Character)
}

/// Where a key was pressed, which decides what it means.
public enum KeyContext: Hashable, Sendable, CaseIterable {
  /// A modal dialog with buttons (the privacy prompt).
  case dialog
  /// A scrolling list (the browser).
  case list
  /// A text field taking typed characters (search).
  case textEntry
  /// A read-only scrolling card or page (detail, help).
  case detail
  /// A list with check boxes (limited-access picker).
  case picker
  /// A yes/no question on one line (the line prompt, `Allow? [y/N]`): no focus to move.
  case question
}
