import ContactModel
import ContactsPrompt
import TerminalUI
import VCard

/// The merge view as plain data: two or more cards side by side, one row per single-valued field
/// on which they differ, and for each row the card whose value is kept. Its transition is pure;
/// `MergeView` draws it.
///
/// ↑/↓ pick a row, ←/→ (h/l, Tab) or 1–9 pick the card for it, Enter merges, Esc or `q` cancels.
/// What every card keeps (phones, e-mails, URLs, addresses, nicknames, groups, and the lines
/// the model does not show) needs no choice, so it has no row.
struct MergeState: Equatable {
  /// The merge and its choices.
  private(set) var merge: ContactMerge
  /// The fields asked about, in order: those on which the cards differ.
  let rows: [ContactMerge.Field]
  /// The row the cursor is on (0 when there are none).
  private(set) var selectedRow = 0

  /// The key context of the merge view.
  let keyContext = KeyContext.choices

  /// A merge view over `merge`, the cursor on its first row.
  init(merge: ContactMerge) {
    self.merge = merge
    rows = merge.differingFields
  }

  /// The cards, in columns.
  var contacts: [Contact] { merge.contacts }

  /// The card chosen for `row`.
  func choice(forRow row: Int) -> Int { rows.indices.contains(row) ? merge.choice(for: rows[row]) : 0 }

  /// Applies a command; an outcome when the view ends (Enter merges, Esc cancels).
  mutating func handle(_ command: AppCommand) -> MergeOutcome? {
    switch command {
    case .widget(.open): return .confirmed
    case .widget(.cancel), .widget(.quit): return .cancelled
    case .widget(.moveUp): move(to: selectedRow - 1)
    case .widget(.moveDown): move(to: selectedRow + 1)
    case .widget(.first), .widget(.pageUp): move(to: 0)
    case .widget(.last), .widget(.pageDown): move(to: rows.count - 1)
    case .widget(.focusNext): chooseCard(choice(forRow: selectedRow) + 1)
    case .widget(.focusPrevious): chooseCard(choice(forRow: selectedRow) - 1)
    case .chooseColumn(let column): chooseCard(column - 1)
    default: break
    }
    return nil
  }

  /// The cursor on `row`, kept within the rows.
  private mutating func move(to row: Int) {
    selectedRow = max(0, min(rows.count - 1, row))
  }

  /// Card `index` for the selected row; an index past either end changes nothing.
  private mutating func chooseCard(_ index: Int) {
    guard rows.indices.contains(selectedRow), contacts.indices.contains(index) else { return }
    merge.choose(index, for: rows[selectedRow])
  }
}

/// How the merge view ended.
enum MergeOutcome: Equatable {
  /// Enter: merge with the chosen values (`MergeState.merge.merged()`).
  case confirmed
  /// Esc or `q`: nothing changes.
  case cancelled
}
