import ContactsPrompt
package import TerminalUI
package import VCard

/// Runs the merge view on the terminal until the user merges or cancels. The state is plain
/// `MergeState`; this type only feeds it keys (through `AppKeyTable`) and draws it. Pasted text is
/// dropped, as in the picker: a pasted line break must not merge.
///
/// The browser opens it for a contact's cluster and hands what it returns to the one save
/// request that updates the survivor and deletes the others (docs/DUPLICATES.md).
@MainActor
package struct MergeScreen {
  /// How the merge view ended.
  package enum Result: Equatable {
    /// Enter: merge with these choices (`merge.merged()` is the survivor and the deletions).
    case merged(ContactMerge)
    /// Esc, `q`: nothing changes.
    case cancelled
    /// A signal ended it: the caller ends the run with it, as every screen does.
    case interrupted(Int32)
    /// Input ended.
    case endOfInput
  }

  /// The merge view; each run shows one merge.
  package init() {}

  /// Shows `merge` until it ends.
  package func run(_ merge: ContactMerge, on terminal: Terminal) async -> Result {
    var state = MergeState(merge: merge)
    terminal.flushTypeahead()
    terminal.setBracketedPaste(true)
    defer { terminal.setBracketedPaste(false) }
    var pasting = false
    while true {
      MergeView.draw(state, on: terminal.surface)
      switch terminal.nextEvent(timeout: 0.25) {
      case .key(.special(let marker)) where marker == .pasteStart || marker == .pasteEnd:
        pasting = marker == .pasteStart
      case .key(let key):
        guard !pasting, let command = AppKeyTable.command(for: key, in: state.keyContext) else { continue }
        switch state.handle(command) {
        case .confirmed?: return .merged(state.merge)
        case .cancelled?: return .cancelled
        case nil: break
        }
      case .resumed: terminal.flushTypeahead()
      case .interrupted(let signal): return .interrupted(signal)
      case .endOfInput: return .endOfInput
      case nil, .mouse, .resize: break
      }
      await Task.yield()
    }
  }
}
