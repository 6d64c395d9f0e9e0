import Foundation
import Testing

@testable import TerminalUI

/// Sample rows as the browser shows them: section headers and people in several scripts.
let sampleRows: [ListRow] = {
  func person(_ name: String, bold: String, _ secondary: String) -> ListRow {
    ListRow(text: name, boldRange: name.range(of: bold), secondary: secondary)
  }
  return [
    ListRow(text: "A", isHeader: true),
    person("Anna Müller", bold: "Müller", "anna@example.com"),
    person("José Álvarez", bold: "Álvarez", "+34 600 123 456"),
    ListRow(text: "L", isHeader: true),
    person("李小龙", bold: "李", "+86 10 1234 5678"),
    person("Ελένη Λάμπρου", bold: "Λάμπρου", "eleni@example.gr"),
    ListRow(text: "S", isHeader: true),
    person("Bartholomew Aloysius Smithington-Featherstonehaugh", bold: "Smithington", "bart@example.co.uk"),
    person("Søren Sørensen 👩‍💻", bold: "Sørensen", ""),
  ]
}()

@Suite("Drawn screens")
struct SnapshotTests {
  @Test("the privacy prompt at 80x24")
  func dialog80x24() {
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    DialogView.draw(shownPrompt(), armed: true, on: surface)
    #expect(surface.text() == Snapshots.dialog80x24)
  }

  @Test("the focused button is highlighted, the other plain, the title bold")
  func dialogRoles() {
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    let layout = DialogView.draw(shownPrompt(), armed: true, on: surface)
    let deny = layout.buttonRects[0]
    let ok = layout.buttonRects[1]
    #expect(surface.role(atRow: deny.row, col: deny.col + 2) == .focusedButton)
    #expect(surface.role(atRow: ok.row, col: ok.col + 2) == .button)
    let title = layout.titleLines[0]
    #expect(surface.role(atRow: title.row, col: title.col) == .dialogTitle)
    #expect(surface.style(atRow: title.row, col: title.col).contains(.bold))
    let box = layout.box ?? Rect(row: 0, col: 0, height: 0, width: 0)
    #expect(surface.role(atRow: box.row, col: box.col) == .dialog)
    #expect(surface.role(atRow: box.bottom, col: box.right) == .shadow)
  }

  @Test("while arming, both buttons are dimmed and the focused one is still marked")
  func dialogUnarmed() {
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    let layout = DialogView.draw(shownPrompt(), armed: false, on: surface)
    let deny = layout.buttonRects[0]
    let ok = layout.buttonRects[1]
    #expect(surface.role(atRow: deny.row, col: deny.col + 2) == .disabledButton)
    #expect(surface.role(atRow: ok.row, col: ok.col + 2) == .disabledButton)
    #expect(surface.style(atRow: deny.row, col: deny.col + 2).contains(.underline))
    #expect(!surface.style(atRow: ok.row, col: ok.col + 2).contains(.underline))
    #expect(surface.text() == Snapshots.dialog80x24, "same text, only the look changes")
  }

  @Test("the one-line prompt on a tiny terminal")
  func compactPrompt() {
    let surface = MemorySurface(size: Size(rows: 3, cols: 60))
    DialogView.draw(shownPrompt(), armed: true, on: surface)
    #expect(surface.text() == Snapshots.compact60x3)
    let narrow = MemorySurface(size: Size(rows: 1, cols: 20))
    DialogView.draw(shownPrompt(), armed: true, on: narrow)
    #expect(narrow.text() == Snapshots.compact20x1)
  }

  @Test("drawing the prompt at every small size never crashes and stays on screen")
  func everySmallSize() {
    for rows in -1...12 {
      for cols in -1...45 {
        let surface = MemorySurface(size: Size(rows: rows, cols: cols))
        DialogView.draw(shownPrompt(), armed: rows % 2 == 0, on: surface)
        let lines = surface.text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= max(0, cols) })
      }
    }
  }

  @Test("a list with headers, bold sort keys, secondary fields and a selection")
  func list() {
    let surface = MemorySurface(size: Size(rows: 12, cols: 44))
    var state = ListState(count: sampleRows.count, pageHeight: 10)
    state.select(4)
    ListView.draw(state, in: Rect(row: 1, col: 0, height: 10, width: 44), on: surface) { sampleRows[$0] }
    #expect(surface.text() == Snapshots.list44x12)
    #expect(surface.role(atRow: 1, col: 0) == .sectionHeader)
    #expect(surface.role(atRow: 5, col: 0) == .selection, "selection spans the full width")
    #expect(surface.role(atRow: 5, col: 43) == .selection)
    #expect(surface.style(atRow: 2, col: 6).contains(.bold), "Müller is the sort key")
    #expect(!surface.style(atRow: 2, col: 1).contains(.bold), "Anna is not")
    #expect(surface.role(atRow: 2, col: 40) == .dim, "secondary field")
    #expect(surface.style(atRow: 8, col: 22).contains(.bold), "what survives of a cut sort key stays bold")
    #expect(surface.cell(atRow: 8, col: 25).character == "…")
    #expect(!surface.style(atRow: 8, col: 25).contains(.bold))
  }

  @Test("a scrolled list draws only the visible rows, asking for nothing else")
  func listDrawsOnlyVisibleRows() {
    let surface = MemorySurface(size: Size(rows: 5, cols: 30))
    var state = ListState(count: 1_000_000, pageHeight: 5)
    state.select(765_432)
    var asked: [Int] = []
    ListView.draw(state, in: Rect(row: 0, col: 0, height: 5, width: 30), on: surface) { index in
      asked.append(index)
      return ListRow(text: "Row \(index)", secondary: "#\(index)")
    }
    #expect(asked == Array(765_428...765_432))
    #expect(surface.row(4) == " Row 765432           #765432")
  }

  @Test("rows below a short list are blanked")
  func listBlanksTheRest() {
    let surface = MemorySurface(size: Size(rows: 4, cols: 20))
    surface.put("old old old", row: 3, col: 0, role: .normal, style: [])
    ListView.draw(ListState(count: 1, pageHeight: 4), in: surface.size.bounds, on: surface) { _ in ListRow(text: "x") }
    #expect(surface.text() == " x\n\n\n")
  }
}
