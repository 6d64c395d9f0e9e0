import ContactModel
import ContactStore
import ContactsPrompt
import TerminalUI

extension BrowserView {
  /// One styled piece of the status line.
  typealias Piece = (String, ColorRole, TextStyle)

  /// The status line: where the user is, the search, warnings, and a hint of the keys that apply.
  static func status(of state: BrowserState, content: BrowserContent) -> (left: [Piece], right: String) {
    let total = content.directory.count
    if let form = state.form {
      let title = form.isNew ? "New contact" : "Editing \(content.directory.formatter.string(from: form.original))"
      return ([(title, .statusBar, .bold)], "Tab next  ^S save  ^T label  ^D remove row  Esc cancel")
    }
    if let message = state.message, state.help == nil {
      return ([(message, .statusBar, .bold)], "u undo  ? help  q quit")
    }
    if let help = state.help {
      return ([("Keys", .statusBar, .bold)], (scrolls(help) ? "↑↓ scroll  " : "") + "Esc close")
    }
    if let warnings = state.warnings {
      return (
        [(warningText(content) + linesShown(warnings), .statusBar, [])],
        (scrolls(warnings) ? "↑↓ scroll  " : "") + "Esc back"
      )
    }
    if let detail = state.detail {
      let scroll = detail.scroll
      return (
        [("\(content.directory.name(detail.contact))\(linesShown(scroll))", .statusBar, [])],
        (scrolls(scroll) ? "↑↓ scroll  " : "") + "Esc back  q quit"
      )
    }
    if state.isJumping { return ([("Jump to section: type a letter", .statusBar, [])], "Esc cancel") }
    if let search = state.search {
      let found =
        !content.search.isReady
        ? "preparing search of \(total) contacts…" : search.matches.map { matchCount($0.count) } ?? "\(total) contacts"
      if state.isTyping {
        return (
          [("/" + search.query, .statusBar, .bold), ("   " + found, .statusBar, [])],
          "↑↓ move  Enter open  Esc clear"
        )
      }
      let position = state.list.count == 0 ? "No results" : "\(state.list.selected + 1) of \(found)"
      return ([(position, .statusBar, []), (" for “\(search.query)”", .statusBar, .bold)], "Esc clear  / edit")
    }
    var left: [Piece] = [
      (total == 0 ? "No contacts" : "\((state.selectedContact ?? 0) + 1) of \(total) contacts", .statusBar, [])
    ]
    if let group = content.group { left[0].0 += " in “\(group)”" }
    if !content.diagnostics.isEmpty { left += [("  ", .statusBar, []), (warningText(content), .warning, .bold)] }
    if let sync = state.sync { left += [("  " + sync.text, .statusBar, [])] }
    var hint = "? help  / search  q quit"
    if content.limitedAccess { hint = "m manage  " + hint }
    return (left, hint)
  }

  /// "  lines 9–16 of 40" when the text does not fit, else "".
  static func linesShown(_ scroll: ScrollState) -> String {
    scroll.count <= scroll.pageHeight
      ? "" : "  lines \(scroll.top + 1)–\(min(scroll.count, scroll.top + scroll.pageHeight)) of \(scroll.count)"
  }

  /// Whether there is more to see than the page shows: only then does the hint offer ↑↓.
  static func scrolls(_ scroll: ScrollState) -> Bool { scroll.hasMoreAbove || scroll.hasMoreBelow }

  /// "1 match", "12 matches", "No results".
  static func matchCount(_ count: Int) -> String {
    count == 0 ? "No results" : count == 1 ? "1 match" : "\(count) matches"
  }

  private static func warningText(_ content: BrowserContent) -> String {
    content.diagnostics.isEmpty ? "No warnings" : Diagnostic.summary(of: content.diagnostics) + " (w)"
  }
}
