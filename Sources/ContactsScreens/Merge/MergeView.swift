import ContactModel
import ContactsPrompt
import TerminalUI
import VCard

/// Draws a `MergeState`: a title bar, a header row naming each card, one row per differing
/// field with each card's value in its column (the chosen one reversed, the row under the cursor
/// marked), what every card keeps, and the keys on the status line. Text from the cards reaches
/// the surface only through `Surface.put`, which neutralises it.
enum MergeView {
  /// The width of the field-name column.
  static let labelWidth = 11

  static func draw(_ state: MergeState, on surface: any Surface) {
    surface.erase()
    let size = surface.size
    guard size.rows > 2, size.cols > labelWidth + 4 else {
      surface.present()
      return
    }
    let cards = state.contacts.count
    ScreenBar.draw(
      row: 0, role: .titleBar, width: size.cols, left: [("Merge \(cards) contacts", .titleBar, .bold)],
      right: "the first card stays", on: surface)
    let columns = columnRects(cards: cards, width: size.cols)
    for (index, column) in columns.enumerated() {
      let title = "\(index + 1) " + name(of: state.contacts[index])
      surface.put(DisplayWidth.truncate(title, to: column.width), row: 2, col: column.col, role: .accent, style: .bold)
    }
    var row = 4
    if state.rows.isEmpty {
      surface.put(
        DisplayWidth.truncate("The cards agree on every single value.", to: size.cols - 2), row: row, col: 1,
        role: .normal, style: [])
      row += 1
    }
    for (index, field) in state.rows.enumerated() where row < size.rows - 3 {
      let selected = index == state.selectedRow
      let marker = selected ? "›" : " "
      surface.put(
        marker + DisplayWidth.truncate(field.title, to: labelWidth - 1), row: row, col: 0,
        role: selected ? .accent : .dim, style: selected ? .bold : [])
      let chosen = state.choice(forRow: index)
      for (card, column) in columns.enumerated() {
        var value = ContactMerge.summary(field, of: state.contacts[card])
        if value.isEmpty { value = "—" }
        let text = DisplayWidth.truncate(value, to: column.width)
        surface.put(
          text, row: row, col: column.col, role: card == chosen ? .selection : .normal,
          style: card == chosen ? .bold : [])
      }
      row += 1
    }
    let kept = keptLine(state)
    if row + 1 < size.rows - 1 {
      surface.put(DisplayWidth.truncate(kept, to: size.cols - 2), row: row + 1, col: 1, role: .dim, style: [])
    }
    ScreenBar.draw(
      row: size.rows - 1, role: .statusBar, width: size.cols,
      left: [("↑↓ field  ←→ or 1–\(min(cards, 9)) card  Enter merge  Esc cancel", .statusBar, [])], right: "",
      on: surface)
    surface.present()
  }

  /// One column per card after the label column, sharing the width.
  static func columnRects(cards: Int, width: Int) -> [Rect] {
    let room = max(0, width - labelWidth - 1)
    let each = max(1, room / max(1, cards))
    return (0..<cards).map { Rect(row: 0, col: labelWidth + 1 + $0 * each, height: 1, width: max(1, each - 1)) }
  }

  /// What every card keeps without a choice, in counts.
  static func keptLine(_ state: MergeState) -> String {
    let contacts = state.contacts
    let counts = [
      ("phone", contacts.reduce(0) { $0 + $1.phoneNumbers.count }),
      ("e-mail", contacts.reduce(0) { $0 + $1.emailAddresses.count }),
      ("URL", contacts.reduce(0) { $0 + $1.urlAddresses.count }),
      ("address", contacts.reduce(0) { $0 + $1.postalAddresses.count }),
    ].filter { $0.1 > 0 }
    let parts = counts.map { "\($0.0)s" }
    let listed = parts.isEmpty ? "" : parts.joined(separator: ", ") + ", "
    return "Kept from every card: " + listed + "nicknames, groups and every property not shown here."
  }

  /// A card's name as a column heading.
  private static func name(of contact: Contact) -> String {
    let name = ContactFormatter(order: .givenFirst).string(from: contact)
    return name.isEmpty ? contact.identifier : name
  }
}
