package import ContactModel
import TerminalUI

/// The contact editor: a form over one contact, as plain data with pure transitions.
///
/// Fields first (name, company, job title, nickname, birthday), then a section of rows for each
/// of phones, e-mails, URLs and addresses (each row its label, then its value; an address has
/// five parts), then the note and the Save and Cancel buttons. Tab, ↓ and Enter go to the next
/// stop, Shift-Tab and ↑ to the previous; Enter on an "add" line adds a row, on Save saves, on
/// Cancel cancels. The result (`ContactForm+Result`) is the original contact with only what was
/// changed replaced, so whatever the form does not show survives. `FormView` draws it.
package struct ContactForm: Equatable, Sendable {
  /// The contact being edited (an empty one when adding), as it was opened.
  package let original: Contact
  /// Whether this adds a new contact rather than editing one.
  package let isNew: Bool
  /// The single fields' text.
  package private(set) var fields: [FormField: TextEntry]
  /// The rows, grouped by section in `FormSection` order, in the contact's order within one.
  package private(set) var rows: [FormRow]
  /// Where the focus is.
  package private(set) var focus: FormStop
  /// A message shown under the form: why a save was refused, or the store's error.
  package var message: String?
  /// The id the next added row gets.
  private var nextRowID: Int

  /// A form over `contact`; `isNew` when it adds one. The focus starts on the first name.
  package init(editing contact: Contact, isNew: Bool = false) {
    original = contact
    self.isNew = isNew
    var fields: [FormField: TextEntry] = [:]
    for field in FormField.allCases { fields[field] = TextEntry(field.text(of: contact)) }
    self.fields = fields
    var rows: [FormRow] = []
    for section in FormSection.allCases {
      for (index, value) in section.values(of: contact).enumerated() {
        let label = ContactLabel.displayName(for: value.label)
        rows.append(
          FormRow(
            section: section, id: rows.count, label: TextEntry(label), parts: value.parts.map(TextEntry.init),
            origin: index, initialLabel: label, initialParts: value.parts))
      }
    }
    self.rows = rows
    nextRowID = rows.count
    focus = .field(.givenName)
  }

  /// An empty form, for adding a contact with `identifier`.
  package init(adding identifier: String) {
    self.init(editing: Contact(identifier: identifier), isNew: true)
  }

  /// Every stop, top to bottom, in the order Tab visits them.
  package var stops: [FormStop] {
    var stops = FormField.top.map(FormStop.field)
    for section in FormSection.allCases {
      for row in rows where row.section == section {
        stops.append(.rowLabel(row: row.id))
        for part in section.parts.indices { stops.append(.rowPart(row: row.id, part: part)) }
      }
      stops.append(.addRow(section))
    }
    stops += FormField.bottom.map(FormStop.field) + [.save, .cancel]
    return stops
  }

  /// Whether anything differs from how the form opened.
  package var isChanged: Bool {
    if FormField.allCases.contains(where: { fields[$0]?.text != $0.text(of: original) }) { return true }
    let opened = FormSection.allCases.reduce(0) { $0 + $1.values(of: original).count }
    return rows.count != opened || rows.contains { $0.origin == nil || $0.isChanged }
  }

  /// The text entry with the focus, if the focus is on one.
  package var focusedEntry: TextEntry? {
    switch focus {
    case .field(let field): fields[field]
    case .rowLabel(let id): rows.first { $0.id == id }?.label
    case .rowPart(let id, let part): rows.first { $0.id == id }.flatMap { part < $0.parts.count ? $0.parts[part] : nil }
    default: nil
    }
  }

  /// The text of `field`.
  package func text(_ field: FormField) -> String { fields[field]?.text ?? "" }

  /// Applies one command. Returns what the browser must do when the form asks for more than a
  /// change of its own state: save, close, or ask before discarding.
  package mutating func handle(_ command: AppCommand) -> FormOutcome? {
    switch command {
    case .widget(.focusNext): step(by: 1)
    case .widget(.focusPrevious): step(by: -1)
    case .widget(.press): return press()
    case .widget(.cancel): return isChanged ? .confirmDiscard : .close
    case .widget(.insert(let character)): editFocused { $0.insert(character) }
    case .widget(.deleteBackward): editFocused { $0.deleteBackward() }
    case .edit(.save): return save()
    case .edit(.nextLabel): nextLabel()
    case .edit(.removeRow): removeRow()
    case .edit(let edit): editFocused { $0.apply(edit) }
    default: break
    }
    return nil
  }

  /// Moves the focus to `stop` (a click, or the browser showing an error's field).
  package mutating func focus(on stop: FormStop) {
    if stops.contains(stop) { focus = stop }
  }

  /// Enter: on a text field the next stop, on an "add" line a new row, on a button its action.
  private mutating func press() -> FormOutcome? {
    switch focus {
    case .addRow(let section): addRow(section)
    case .save: return save()
    case .cancel: return isChanged ? .confirmDiscard : .close
    default: step(by: 1)
    }
    return nil
  }

  /// The result to save, or a message on the form when it cannot be saved.
  private mutating func save() -> FormOutcome? {
    switch result() {
    case .success(let contact):
      message = nil
      return .save(contact)
    case .failure(let refusal):
      message = refusal.message
      if let stop = refusal.stop { focus(on: stop) }
      return nil
    }
  }

  private mutating func step(by offset: Int) {
    let stops = self.stops
    guard let index = stops.firstIndex(of: focus) else {
      focus = stops[0]
      return
    }
    focus = stops[min(stops.count - 1, max(0, index + offset))]
  }

  private mutating func editFocused(_ edit: (inout TextEntry) -> Void) {
    switch focus {
    case .field(let field): edit(&fields[field, default: TextEntry()])
    case .rowLabel(let id):
      guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
      edit(&rows[index].label)
    case .rowPart(let id, let part):
      guard let index = rows.firstIndex(where: { $0.id == id }), rows[index].parts.indices.contains(part) else {
        return
      }
      edit(&rows[index].parts[part])
    default: return
    }
    message = nil
  }

  /// Adds an empty row at the end of `section`, labelled with its first label, focused on its value.
  private mutating func addRow(_ section: FormSection) {
    let id = nextRowID
    nextRowID += 1
    let row = FormRow(
      section: section, id: id, label: TextEntry(section.labels[0]),
      parts: section.parts.map { _ in TextEntry() }, origin: nil, initialLabel: "",
      initialParts: section.parts.map { _ in "" })
    let end = rows.lastIndex { $0.section.rawValue <= section.rawValue }.map { $0 + 1 } ?? 0
    rows.insert(row, at: end)
    focus = .rowPart(row: id, part: 0)
  }

  /// The id of the row the focus is on.
  private var focusedRow: Int? {
    switch focus {
    case .rowLabel(let id), .rowPart(let id, _): id
    default: nil
    }
  }

  /// Removes the focused row; the focus goes to what followed it.
  private mutating func removeRow() {
    guard let id = focusedRow, let index = rows.firstIndex(where: { $0.id == id }) else { return }
    let section = rows[index].section
    rows.remove(at: index)
    let next = index < rows.count && rows[index].section == section ? rows[index] : nil
    focus = next.map { .rowLabel(row: $0.id) } ?? .addRow(section)
  }

  /// Gives the focused row the label after its own in its section's list (the first after a
  /// custom one).
  private mutating func nextLabel() {
    guard let id = focusedRow, let index = rows.firstIndex(where: { $0.id == id }) else { return }
    let labels = rows[index].section.labels
    let current = labels.firstIndex { $0.lowercased() == rows[index].label.text.lowercased() }
    rows[index].label.replace(with: labels[current.map { ($0 + 1) % labels.count } ?? 0])
  }
}

/// What the form asks of the browser.
package enum FormOutcome: Equatable, Sendable {
  /// Save this contact (the original with the form's changes).
  case save(Contact)
  /// Close the form: nothing was changed, or the user chose to discard.
  case close
  /// The form was changed and Esc was pressed: ask "Discard changes?".
  case confirmDiscard
}
