/// Semantic commands: what the generic widgets understand (lists, pagers, dialogs, text entry).
/// Widgets and screens switch only on these, never on key codes. A program's own commands are its
/// own: a key `KeyTable` leaves unbound in a context is the program's to give a meaning.
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
  /// Delete the character before the cursor in a text entry.
  case deleteBackward
  /// Insert a character into a text entry.
  case insert(Character)

  /// Whether it moves a selection or a view: up, down, a page, or to an end.
  public var isMove: Bool {
    switch self {
    case .moveUp, .moveDown, .pageUp, .pageDown, .first, .last: true
    default: false
    }
  }
}

/// Where a key was pressed, which decides what it means.
public enum KeyContext: Hashable, Sendable, CaseIterable {
  /// A modal dialog with buttons (the privacy prompt).
  case dialog
  /// A scrolling list (Space pages, Enter opens, Esc cancels, `q` quits).
  case list
  /// A text field taking typed characters (search).
  case textEntry
  /// A read-only scrolling card or page (Esc, Enter, Backspace, ← and `h` go back).
  case detail
  /// A list with check boxes (Enter confirms, Esc and `q` back out; the program binds the ticks).
  case checklist
  /// Rows that each choose one of several columns (a merge's fields, one card per column): the
  /// list's moves pick the row, ← → h l Tab Shift-Tab the column, Enter confirms, Esc and `q`
  /// back out.
  case choices
  /// A yes/no question on one line (the line prompt, `Allow? [y/N]`): no focus to move.
  case question
  /// A form of text fields (the contact editor): Tab and the arrows move between fields, Enter
  /// presses, Backspace and typed characters edit; the program binds the rest.
  case form
}
