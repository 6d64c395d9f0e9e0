import SafeText
import TerminalUI

/// One line of editable text with a cursor: plain data, pure edits.
///
/// The text is kept as grapheme clusters (`Character`s) and the cursor counts clusters, so it
/// can never land inside one: not between a letter and its combining accent, not inside an
/// emoji's ZWJ sequence or a flag. After every insertion the text is split into clusters again,
/// so a combining mark typed after a letter joins it and the cursor stays after the pair.
/// Columns are display widths (a CJK character or an emoji takes two).
package struct TextEntry: Equatable, Sendable {
  /// The text, one element per grapheme cluster.
  package private(set) var characters: [Character]
  /// The cursor, in clusters from the start: 0 ... `characters.count`.
  package private(set) var cursor: Int

  /// `text` with the cursor at its end.
  package init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The text.
  package var text: String { String(characters) }

  /// Whether the text is empty or only white space.
  package var isBlank: Bool { characters.allSatisfy(\.isWhitespace) }

  /// Inserts `character` at the cursor and moves the cursor after it.
  package mutating func insert(_ character: Character) {
    let before = String(characters[..<cursor]) + String(character)
    let after = String(characters[cursor...])
    characters = Array(before + after)
    // The clusters before the cursor, counted again: a combining mark joins the cluster before it.
    cursor = min(characters.count, before.count)
  }

  /// Replaces the whole text (the cursor goes to its end).
  package mutating func replace(with text: String) {
    self = TextEntry(text)
  }

  /// Deletes the cluster before the cursor (Backspace).
  package mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
    regroup()
  }

  /// Applies one of the form's editing commands (the ones that change only this field).
  package mutating func apply(_ command: FormEditCommand) {
    switch command {
    case .cursorLeft: cursor = max(0, cursor - 1)
    case .cursorRight: cursor = min(characters.count, cursor + 1)
    case .cursorStart: cursor = 0
    case .cursorEnd: cursor = characters.count
    case .deleteForward:
      guard cursor < characters.count else { return }
      characters.remove(at: cursor)
      regroup()
    case .deleteToEnd: characters.removeSubrange(cursor...)
    case .deleteToStart:
      characters.removeSubrange(..<cursor)
      cursor = 0
      regroup()
    case .save, .nextLabel, .removeRow: break
    }
  }

  /// Splits the text into clusters again after a deletion joined two pieces (a removed letter can
  /// leave a combining mark beside the cluster before it), keeping the cursor on a boundary.
  private mutating func regroup() {
    let before = String(characters[..<cursor])
    let joined = before + String(characters[cursor...])
    let regrouped = Array(joined)
    guard regrouped.count != characters.count else { return }
    characters = regrouped
    cursor = min(regrouped.count, before.count)
  }

  /// How one cluster is shown: a line break as "↵" (a field is one line), anything a terminal
  /// must not get through `SafeText`.
  package static func shown(_ character: Character) -> String {
    if character == "\n" || character == "\r\n" || character == "\r" { return "↵" }
    return SafeText.neutralised(String(character))
  }

  /// `text` as a field shows it: each cluster as `shown(_:)` gives it.
  package static func shownText(_ text: String) -> String {
    text.reduce(into: "") { $0 += shown($1) }
  }

  /// The display width of the text before the cursor.
  package var cursorColumn: Int {
    characters[..<cursor].reduce(0) { $0 + DisplayWidth.of(Self.shown($1)) }
  }

  /// What a field `width` columns wide shows: a window of the text that holds the cursor, and the
  /// cursor's column in it. The window starts at the text's start while the cursor fits, and
  /// otherwise as late as keeps the cursor in the last column; a wide cluster is never cut.
  package func visible(width: Int) -> (text: String, cursorColumn: Int) {
    guard width > 0 else { return ("", 0) }
    let widths = characters.map { DisplayWidth.of(Self.shown($0)) }
    // The first cluster shown: walk back from the cursor while the clusters before it and the
    // cursor's own cell fit.
    var start = cursor
    var used = 1
    while start > 0, used + widths[start - 1] <= width {
      start -= 1
      used += widths[start]
    }
    if characters[..<cursor].reduce(0, { $0 + DisplayWidth.of(Self.shown($1)) }) < width { start = 0 }
    var shown = ""
    var column = 0
    var cursorColumn = 0
    for index in start..<characters.count {
      if index == cursor { cursorColumn = column }
      guard column + widths[index] <= width else { break }
      shown += Self.shown(characters[index])
      column += widths[index]
    }
    if cursor == characters.count { cursorColumn = column }
    return (shown, min(cursorColumn, width - 1))
  }
}
