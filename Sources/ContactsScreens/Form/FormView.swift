package import TerminalUI

/// Draws a `ContactForm` into an area: a caption column, editable values beside it, section
/// headings, the Save and Cancel buttons, and the form's message at the bottom. Draws from the
/// state only; every value goes through the surface, which neutralises it (`SafeText`), and a
/// line break in a value shows as "↵".
///
/// When the form is taller than the area it scrolls so the focused line is in view (near the
/// middle); the terminal's cursor is put at the focused field's insertion point. Any size works:
/// below a few columns the captions go, and a 1x1 area shows one cell of the focused line.
package enum FormView {
  /// One line of the drawn form.
  package struct Line: Equatable, Sendable {
    /// What the caption column shows: fixed text, or a row's editable label.
    package var caption: Caption
    /// What the value column shows.
    package var value: Value
  }

  /// The caption column of a line.
  package enum Caption: Equatable, Sendable {
    /// Fixed words (a field's name, or an address part's), dimmed when `dim`.
    case text(String, dim: Bool)
    /// A row's label, editable at this stop.
    case label(FormStop, TextEntry)
  }

  /// The value column of a line.
  package enum Value: Equatable, Sendable {
    /// Nothing (a heading's line).
    case none
    /// A section heading, across the line.
    case heading(String)
    /// An editable value at this stop; `hint` is shown dimmed while it is empty and unfocused.
    case entry(FormStop, TextEntry, hint: String)
    /// An "add a row" line.
    case add(FormStop, String)
    /// The buttons.
    case buttons
  }

  /// The width of the caption column.
  static let captionWidth = 11

  /// The form's lines, top to bottom, for any width.
  package static func lines(_ form: ContactForm) -> [Line] {
    var lines: [Line] = []
    func field(_ field: FormField, hint: String = "") {
      let entry = form.fields[field] ?? TextEntry()
      lines.append(Line(caption: .text(field.caption, dim: false), value: .entry(.field(field), entry, hint: hint)))
    }
    for name in FormField.top { field(name, hint: name == .birthday ? "YYYY-MM-DD or --MM-DD" : "") }
    for section in FormSection.allCases {
      lines.append(Line(caption: .text("", dim: false), value: .heading(section.title)))
      for row in form.rows where row.section == section {
        for (part, entry) in row.parts.enumerated() {
          let caption: Caption =
            part == 0 ? .label(.rowLabel(row: row.id), row.label) : .text(section.parts[part], dim: true)
          let hint = section.parts.count > 1 && part == 0 ? section.parts[0] : ""
          lines.append(Line(caption: caption, value: .entry(.rowPart(row: row.id, part: part), entry, hint: hint)))
        }
      }
      lines.append(Line(caption: .text("", dim: false), value: .add(.addRow(section), section.addCaption)))
    }
    lines.append(Line(caption: .text("", dim: false), value: .none))
    for name in FormField.bottom { field(name) }
    lines.append(Line(caption: .text("", dim: false), value: .none))
    lines.append(Line(caption: .text("", dim: false), value: .buttons))
    return lines
  }

  /// The index of the line that holds `stop`.
  package static func line(of stop: FormStop, in lines: [Line]) -> Int? {
    lines.firstIndex { line in
      if case .label(let labelStop, _) = line.caption, labelStop == stop { return true }
      switch line.value {
      case .entry(let entryStop, _, _), .add(let entryStop, _): return entryStop == stop
      case .buttons: return stop == .save || stop == .cancel
      case .none, .heading: return false
      }
    }
  }

  /// The first line shown in an area `height` lines tall: the focused line near the middle.
  package static func top(focusLine: Int, count: Int, height: Int) -> Int {
    guard height > 0, count > height else { return 0 }
    return min(max(0, focusLine - height / 2), count - height)
  }

  /// Draws `form` in `area`: a title line, the lines that fit, and the message at the bottom.
  /// Without `cursor`, the terminal's cursor is not placed (a dialog is drawn over the form).
  package static func draw(_ form: ContactForm, in area: Rect, on surface: any Surface, cursor: Bool = true) {
    guard !area.isEmpty else { return }
    var body = area
    if body.height >= 6 {
      let title = form.isNew ? "New contact" : "Edit contact"
      surface.put(
        DisplayWidth.truncate(title, to: max(0, area.width - 2)), row: area.row, col: area.col + 1, role: .normal,
        style: .bold)
      body = Rect(row: area.row + 1, col: area.col, height: area.height - 1, width: area.width)
    }
    if let message = form.message, body.height >= 3 {
      let text = DisplayWidth.truncate(message, to: max(0, body.width - 2))
      surface.put(text, row: body.bottom - 1, col: body.col + 1, role: .warning, style: .bold)
      body.height -= 1
    }
    let lines = Self.lines(form)
    let focusLine = line(of: form.focus, in: lines) ?? 0
    let top = Self.top(focusLine: focusLine, count: lines.count, height: body.height)
    let margin = body.width >= 30 ? 1 : 0
    let captionWidth = body.width >= 30 ? captionWidth : 0
    let valueCol = body.col + margin + (captionWidth > 0 ? captionWidth + 1 : 0)
    let valueWidth = max(0, body.right - valueCol - margin)
    for offset in 0..<min(body.height, lines.count - top) {
      let line = lines[top + offset]
      let row = body.row + offset
      if captionWidth > 0 {
        drawCaption(
          line.caption, focus: form.focus, row: row, col: body.col + margin, width: captionWidth, on: surface)
      }
      drawValue(line.value, focus: form.focus, row: row, col: valueCol, width: valueWidth, on: surface)
    }
    if cursor,
      let at = cursorPosition(
        form, lines: lines, top: top, body: body, valueCol: valueCol,
        valueWidth: valueWidth, captionWidth: captionWidth, margin: margin)
    {
      surface.showCursor(row: at.row, col: at.col)
    }
  }

  private static func drawCaption(
    _ caption: Caption, focus: FormStop, row: Int, col: Int, width: Int, on surface: any Surface
  ) {
    switch caption {
    case .text(let text, let dim):
      surface.put(DisplayWidth.truncate(text, to: width), row: row, col: col, role: dim ? .dim : .normal, style: [])
    case .label(let stop, let entry):
      drawEntry(entry, focused: stop == focus, hint: "label", row: row, col: col, width: width, on: surface)
    }
  }

  private static func drawValue(
    _ value: Value, focus: FormStop, row: Int, col: Int, width: Int, on surface: any Surface
  ) {
    guard width > 0 else { return }
    switch value {
    case .none: break
    case .heading(let title):
      surface.put(DisplayWidth.truncate(title, to: width), row: row, col: col, role: .sectionHeader, style: .bold)
    case .entry(let stop, let entry, let hint):
      drawEntry(entry, focused: stop == focus, hint: hint, row: row, col: col, width: width, on: surface)
    case .add(let stop, let words):
      let focused = stop == focus
      surface.put(
        DisplayWidth.truncate(words, to: width), row: row, col: col, role: focused ? .selection : .accent,
        style: focused ? .bold : [])
    case .buttons:
      var x = col
      for (stop, label) in [(FormStop.save, "[ Save ]"), (.cancel, "[ Cancel ]")] {
        let focused = stop == focus
        let shown = DisplayWidth.truncate(label, to: max(0, col + width - x))
        surface.put(shown, row: row, col: x, role: focused ? .focusedButton : .button, style: focused ? .bold : [])
        x += DisplayWidth.of(label) + 2
      }
    }
  }

  /// Where the terminal's cursor goes: in the focused entry, at its insertion point; nil when the
  /// focus is on no text entry or its line is not shown.
  private static func cursorPosition(
    _ form: ContactForm, lines: [Line], top: Int, body: Rect, valueCol: Int, valueWidth: Int, captionWidth: Int,
    margin: Int
  ) -> (row: Int, col: Int)? {
    guard let entry = form.focusedEntry, let index = line(of: form.focus, in: lines), index >= top,
      index - top < body.height
    else { return nil }
    let row = body.row + index - top
    if case .rowLabel = form.focus {
      guard captionWidth > 0 else { return nil }
      return (row, body.col + margin + entry.visible(width: captionWidth).cursorColumn)
    }
    guard valueWidth > 0 else { return nil }
    return (row, valueCol + entry.visible(width: valueWidth).cursorColumn)
  }

  /// A text field: its visible window, the focused one highlighted with the cursor in it.
  private static func drawEntry(
    _ entry: TextEntry, focused: Bool, hint: String, row: Int, col: Int, width: Int, on surface: any Surface
  ) {
    guard width > 0 else { return }
    if focused {
      surface.fill(Rect(row: row, col: col, height: 1, width: width), role: .selection)
      surface.put(entry.visible(width: width).text, row: row, col: col, role: .selection, style: [])
    } else if entry.characters.isEmpty {
      surface.put(DisplayWidth.truncate(hint, to: width), row: row, col: col, role: .dim, style: [])
    } else {
      let window = TextEntry.shownText(entry.text)
      surface.put(DisplayWidth.truncate(window, to: width), row: row, col: col, role: .normal, style: .underline)
    }
  }
}
