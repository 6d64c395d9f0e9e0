import Foundation
import Testing

@testable import TerminalUI

@Suite("List rows: bold sort key and underlined matches")
struct ListViewHighlightTests {
  /// Draws one row of `text` at 30 columns and returns the surface.
  func draw(_ text: String, bold: String?, highlights: [String], width: Int = 30) -> MemorySurface {
    let surface = MemorySurface(size: Size(rows: 1, cols: width))
    let row = ListRow(
      text: text, boldRange: bold.flatMap { text.range(of: $0) },
      highlights: highlights.compactMap { text.range(of: $0) })
    ListView.draw(ListState(count: 1, pageHeight: 1), in: surface.size.bounds, on: surface) { _ in row }
    return surface
  }

  @Test("styles combine where the bold part and a match overlap")
  func overlap() {
    let surface = draw("Anna Maria Smith", bold: "Smith", highlights: ["ria Sm"])
    #expect(surface.row(0) == " Anna Maria Smith")
    #expect(surface.style(atRow: 0, col: 7) == [])
    #expect(surface.style(atRow: 0, col: 8) == .underline)
    #expect(surface.style(atRow: 0, col: 12) == [.bold, .underline])
    #expect(surface.style(atRow: 0, col: 14) == .bold)
  }

  @Test("wide characters keep their styles and columns")
  func wide() {
    let surface = draw("山田太郎 🍕", bold: "山田", highlights: ["太郎"])
    #expect(surface.style(atRow: 0, col: 1) == .bold)
    #expect(surface.style(atRow: 0, col: 5) == .underline)
    #expect(surface.style(atRow: 0, col: 9) == [])
    #expect(surface.row(0) == " 山田太郎 🍕")
  }

  @Test("a match cut by the ellipsis keeps its visible part underlined")
  func cut() {
    let surface = draw("Bartholomew Featherstonehaugh", bold: nil, highlights: ["haugh"], width: 20)
    #expect(surface.row(0).hasSuffix("…"))
    #expect(surface.cell(atRow: 0, col: 18).character == "…")
    #expect(!(1..<18).contains { surface.style(atRow: 0, col: $0).contains(.underline) })
  }
}
