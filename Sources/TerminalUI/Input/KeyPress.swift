/// One key as the user pressed it, before any meaning is given to it.
public enum KeyPress: Hashable, Sendable {
  /// A printable character, including Space.
  case char(Character)
  /// A control chord: `.ctrl("n")` is Ctrl-N. Always a lowercase letter or one of `@[\]^_`.
  case ctrl(Character)
  /// A named key that prints nothing.
  case special(SpecialKey)
  /// An Alt (Meta) chord: Esc followed at once by this character, as terminals send Alt-x.
  /// It is one key, never Esc and then the character.
  case alt(Character)
}

/// Keys that have a name rather than a character.
public enum SpecialKey: Hashable, Sendable {
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter or Return.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (however the terminal sends it: KEY_BACKSPACE, DEL or Ctrl-H).
  case backspace
  /// Delete (forward).
  case delete
  /// Escape, alone.
  case escape
  /// Insert.
  case insert
  /// Function key F*n*.
  case function(Int)
  /// The marker a terminal sends before pasted text when bracketed paste is on (`ESC [200~`).
  case pasteStart
  /// The marker a terminal sends after pasted text (`ESC [201~`).
  case pasteEnd
  /// A key or escape sequence this program has no name for (a modified arrow, an unknown
  /// sequence, a byte that is not UTF-8). It still counts as a key.
  case unrecognized
}
