/// The in-memory twin of the ncurses surface: a grid of cells that tests read back as text.
///
/// A wide character takes two cells, the second a continuation; drawing over either half of one
/// blanks the other half, as a terminal does. Not `Sendable`: one test owns one surface.
public final class MemorySurface: Surface {
  /// One character cell.
  public struct Cell: Equatable, Sendable {
    /// The grapheme cluster shown, " " when blank, "" for the right half of a wide character.
    public var character: String
    /// The colour role.
    public var role: ColorRole
    /// The extra style.
    public var style: TextStyle

    /// A blank cell in the normal role.
    public static let blank = Cell(character: " ", role: .normal, style: [])
  }

  /// The drawable size; set it to simulate a resize (the contents are kept where they fit).
  public var size: Size {
    didSet { reshape(from: oldValue) }
  }

  /// How many frames were presented.
  public private(set) var presentCount = 0

  private var cells: [Cell]

  /// Where the frame shows the terminal's cursor, or nil when it is hidden.
  public private(set) var cursor: (row: Int, col: Int)?

  /// Creates a blank surface of `size` (negative dimensions count as 0).
  public init(size: Size) {
    self.size = size
    cells = Array(repeating: .blank, count: size.clamped.rows * size.clamped.cols)
  }

  /// The cell at (`row`, `col`); blank outside the surface.
  public func cell(atRow row: Int, col: Int) -> Cell {
    index(row, col).map { cells[$0] } ?? .blank
  }

  /// Every row joined by "\n", trailing spaces trimmed per row.
  public func text() -> String {
    (0..<size.clamped.rows).map(row).joined(separator: "\n")
  }

  /// Row `r` as text, trailing spaces trimmed; "" outside the surface.
  public func row(_ r: Int) -> String {
    guard r >= 0, r < size.clamped.rows else { return "" }
    var line = ""
    for col in 0..<size.clamped.cols { line += cells[r * size.clamped.cols + col].character }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// The colour role of the cell at (`atRow`, `col`).
  public func role(atRow row: Int, col: Int) -> ColorRole { cell(atRow: row, col: col).role }

  /// The extra style of the cell at (`atRow`, `col`).
  public func style(atRow row: Int, col: Int) -> TextStyle { cell(atRow: row, col: col).style }

  /// Blanks every cell.
  public func erase() {
    cells = Array(repeating: .blank, count: cells.count)
    cursor = nil
  }

  /// Places the cursor for this frame (hidden when off the surface).
  public func showCursor(row: Int, col: Int) {
    cursor = index(row, col) == nil ? nil : (row, col)
  }

  /// Writes `text` from (`row`, `col`), a cluster per one or two cells, clipped to the surface.
  public func put(_ text: String, row: Int, col: Int, role: ColorRole, style: TextStyle) {
    guard row >= 0, row < size.clamped.rows else { return }
    var x = col
    for character in drawable(text) {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      if x + width > size.clamped.cols { break }
      if x >= 0 {
        set(row, x, Cell(character: String(character), role: role, style: style))
        if width == 2 { set(row, x + 1, Cell(character: "", role: role, style: style)) }
      } else if x + width > 0 {
        set(row, 0, Cell(character: " ", role: role, style: style))
      }
      x += width
    }
  }

  /// Fills the part of `rect` on the surface with blanks in `role`.
  public func fill(_ rect: Rect, role: ColorRole) {
    let area = rect.intersection(size.clamped.bounds)
    guard !area.isEmpty else { return }
    for r in area.row..<area.bottom {
      for c in area.col..<area.right { set(r, c, Cell(character: " ", role: role, style: [])) }
    }
  }

  /// Draws a border of box-drawing characters just inside `rect`.
  public func box(_ rect: Rect, role: ColorRole) {
    guard rect.height >= 2, rect.width >= 2 else { return }
    let horizontal = String(repeating: "─", count: rect.width - 2)
    put("┌" + horizontal + "┐", row: rect.row, col: rect.col, role: role, style: [])
    put("└" + horizontal + "┘", row: rect.bottom - 1, col: rect.col, role: role, style: [])
    for r in (rect.row + 1)..<(rect.bottom - 1) {
      put("│", row: r, col: rect.col, role: role, style: [])
      put("│", row: r, col: rect.right - 1, role: role, style: [])
    }
  }

  /// Counts the frame; there is nothing to flush.
  public func present() {
    presentCount += 1
  }

  private func index(_ row: Int, _ col: Int) -> Int? {
    let bounds = size.clamped
    guard row >= 0, row < bounds.rows, col >= 0, col < bounds.cols else { return nil }
    return row * bounds.cols + col
  }

  /// Sets one cell, blanking the other half of any wide character it cuts through.
  private func set(_ row: Int, _ col: Int, _ cell: Cell) {
    guard let i = index(row, col) else { return }
    if cells[i].character.isEmpty, !cell.character.isEmpty, col > 0 { cells[i - 1].character = " " }
    if DisplayWidth.of(cells[i].character) == 2, let next = index(row, col + 1) {
      cells[next].character = " "
    }
    cells[i] = cell
  }

  private func reshape(from old: Size) {
    let oldSize = old.clamped
    let newSize = size.clamped
    var fresh = Array(repeating: Cell.blank, count: newSize.rows * newSize.cols)
    for r in 0..<min(oldSize.rows, newSize.rows) {
      for c in 0..<min(oldSize.cols, newSize.cols) { fresh[r * newSize.cols + c] = cells[r * oldSize.cols + c] }
    }
    cells = fresh
  }
}
