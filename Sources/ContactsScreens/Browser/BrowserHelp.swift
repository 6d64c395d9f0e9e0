import TerminalUI

/// The help overlay's text: every key of the browser, with what it does.
///
/// The keys themselves live in `AppKeyTable`; a test checks that every command bound in the list
/// context is explained here, so the two cannot drift apart.
package enum BrowserHelp {
  /// One explained binding.
  package struct Entry: Equatable, Sendable {
    /// The keys, as the user types them.
    package var keys: String
    /// What they do.
    package var action: String
    /// The command they give in the list, for the consistency test.
    package var command: AppCommand?
  }

  /// Every entry; `manage` only when access is limited, `E` only when the browser can edit.
  package static func entries(limited: Bool, editable: Bool = false) -> [Entry] {
    let merge = Entry(keys: "M", action: "merge the contact with its likely duplicates", command: .mergeDuplicates)
    var entries: [Entry] = [
      Entry(keys: "↑ ↓  j k  ^N ^P", action: "move", command: .widget(.moveDown)),
      Entry(keys: "PgUp PgDn ^B ^F", action: "page (Space pages down)", command: .widget(.pageDown)),
      // One line for the ends and the sections, so the box still fits 24 rows with every entry.
      Entry(keys: "Home End g G  [ ]", action: "first, last; previous, next section", command: .widget(.first)),
      Entry(keys: "' then a letter", action: "jump to that section", command: .jumpToSection),
      Entry(keys: "/", action: "search names, companies, e-mails, phones", command: .search),
      Entry(keys: "  ↑↓ Enter Bksp", action: "in the results: move, open the card; widen", command: nil),
      Entry(keys: "Enter", action: "open the contact card", command: .widget(.open)),
      Entry(keys: "Esc", action: "back, or clear the search", command: .widget(.cancel)),
      Entry(keys: "a  e", action: "add a contact, edit this one (also on its card)", command: .addContact),
      Entry(keys: "d  u", action: "delete (asks first), undo the last change (again)", command: .deleteContact),
      Entry(keys: "  Tab ↑↓ ^S Esc", action: "form: next/previous field, save, cancel", command: nil),
      Entry(keys: "  ^T ^D ^K ^U", action: "form: next label, remove row, cut to end/start", command: nil),
      merge,
      Entry(keys: "w", action: "cards that could not be read", command: .showWarnings),
      Entry(keys: "?", action: "this help", command: .help),
      Entry(keys: "q", action: "quit", command: .widget(.quit)),
      Entry(keys: "mouse", action: "wheel scrolls, click selects, double-click opens", command: nil),
    ]
    if editable {
      let index = entries.firstIndex { $0.command == .deleteContact } ?? entries.count
      entries.insert(
        Entry(keys: "E", action: "edit the card as vCard text in $EDITOR", command: .editAsText), at: index)
    }
    if limited {
      // Just before `w`, with the other keys of the address book.
      let index = entries.firstIndex { $0.command == .showWarnings } ?? entries.count
      entries.insert(Entry(keys: "m", action: "manage the contacts this app may see", command: .manage), at: index)
    }
    return entries
  }

  /// The number of help lines.
  package static func lineCount(limited: Bool, editable: Bool = false) -> Int {
    entries(limited: limited, editable: editable).count
  }

  /// The help lines: keys in a column of their own, then the action.
  package static func lines(limited: Bool, editable: Bool = false) -> [(keys: String, action: String)] {
    entries(limited: limited, editable: editable).map { ($0.keys, $0.action) }
  }
}
