import Testing

@testable import TerminalUI

@Suite("The in-memory surface")
struct MemorySurfaceTests {
  @Test("puts text with its role and style, and reads it back trimmed")
  func put() {
    let surface = MemorySurface(size: Size(rows: 2, cols: 10))
    surface.put("Hi", row: 0, col: 3, role: .accent, style: .bold)
    #expect(surface.text() == "   Hi\n")
    #expect(surface.role(atRow: 0, col: 3) == .accent)
    #expect(surface.style(atRow: 0, col: 4) == .bold)
    #expect(surface.role(atRow: 0, col: 5) == .normal)
  }

  @Test("a wide character takes two cells")
  func wide() {
    let surface = MemorySurface(size: Size(rows: 1, cols: 10))
    surface.put("李小", row: 0, col: 0, role: .normal, style: [])
    surface.put("x", row: 0, col: 4, role: .normal, style: [])
    #expect(surface.row(0) == "李小x")
    #expect(surface.cell(atRow: 0, col: 1).character == "")
  }

  @Test("drawing over half of a wide character blanks the other half")
  func overwriteHalf() {
    let surface = MemorySurface(size: Size(rows: 1, cols: 6))
    surface.put("李小龙", row: 0, col: 0, role: .normal, style: [])
    surface.put("a", row: 0, col: 1, role: .normal, style: [])
    surface.put("b", row: 0, col: 4, role: .normal, style: [])
    #expect(surface.row(0) == " a小b")
  }

  @Test("clips at every edge by display width, never wrapping")
  func clipping() {
    let surface = MemorySurface(size: Size(rows: 2, cols: 5))
    surface.put("abcdefgh", row: 0, col: 2, role: .normal, style: [])
    surface.put("李小龙", row: 1, col: 0, role: .normal, style: [])
    surface.put("zzz", row: 2, col: 0, role: .normal, style: [])
    surface.put("zzz", row: -1, col: 0, role: .normal, style: [])
    #expect(surface.text() == "  abc\n李小")
    surface.erase()
    surface.put("李xy", row: 0, col: -1, role: .normal, style: [])
    #expect(surface.row(0) == " xy", "a wide character cut by the left edge leaves a blank")
  }

  @Test("combining marks stay with their letter; a control is drawn as U+FFFD in one cell")
  func zeroWidth() {
    let surface = MemorySurface(size: Size(rows: 1, cols: 10))
    surface.put("Rene\u{301}e\u{7}!", row: 0, col: 0, role: .normal, style: [])
    #expect(surface.row(0) == "Rene\u{301}e\u{FFFD}!")
  }

  @Test("fill and box stay inside the surface")
  func fillAndBox() {
    let surface = MemorySurface(size: Size(rows: 4, cols: 6))
    surface.fill(Rect(row: -2, col: 3, height: 10, width: 10), role: .selection)
    #expect(surface.role(atRow: 3, col: 5) == .selection)
    #expect(surface.role(atRow: 0, col: 2) == .normal)
    surface.erase()
    surface.box(Rect(row: 0, col: 0, height: 4, width: 6), role: .dialog)
    #expect(surface.text() == "┌────┐\n│    │\n│    │\n└────┘")
    surface.box(Rect(row: 0, col: 0, height: 1, width: 1), role: .dialog)
    surface.box(Rect(row: 2, col: 3, height: 9, width: 9), role: .dialog)
  }

  @Test("resizing keeps what still fits; sizes of zero and below are empty")
  func resize() {
    let surface = MemorySurface(size: Size(rows: 2, cols: 4))
    surface.put("abcd", row: 0, col: 0, role: .normal, style: [])
    surface.size = Size(rows: 3, cols: 2)
    #expect(surface.text() == "ab\n\n")
    surface.size = Size(rows: -1, cols: -1)
    surface.put("x", row: 0, col: 0, role: .normal, style: [])
    #expect(surface.text() == "")
    #expect(surface.row(0) == "")
  }

  @Test("present counts frames")
  func present() {
    let surface = MemorySurface(size: Size(rows: 1, cols: 1))
    surface.present()
    surface.present()
    #expect(surface.presentCount == 2)
  }
}
