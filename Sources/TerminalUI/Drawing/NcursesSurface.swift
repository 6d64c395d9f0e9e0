import CNcurses

/// The ncurses surface: draws wide text into a window, clipped by display width.
///
/// Frames are built with `werase` and flushed with `wnoutrefresh` + `doupdate`, so only changed
/// cells reach the terminal and nothing flickers. Owned by `Terminal`; not `Sendable`.
public final class NcursesSurface: Surface {
  private let window: UnsafeMutablePointer<WINDOW>
  private let palette: Palette
  /// Where this frame shows the cursor; nil hides it.
  private var cursor: (row: Int32, col: Int32)?
  /// Whether the cursor is shown now, so `curs_set` is called only when that changes.
  private var cursorShown = false
  /// False once the terminal is closed: from then on drawing does nothing and the size is 0x0.
  var isLive = true

  init(window: UnsafeMutablePointer<WINDOW>, palette: Palette) {
    self.window = window
    self.palette = palette
  }

  /// The window's size in cells.
  public var size: Size {
    guard isLive else { return Size(rows: 0, cols: 0) }
    var rows: Int32 = 0
    var cols: Int32 = 0
    cn_getmaxyx(window, &rows, &cols)
    return Size(rows: Int(rows), cols: Int(cols))
  }

  /// Blanks the window (`werase`: no full-screen clear, so no flicker).
  public func erase() {
    guard isLive else { return }
    wattr_set(window, cn_A_NORMAL(), 0, nil)
    wbkgdset(window, chtype(0x20))
    werase(window)
    cursor = nil
  }

  /// Places the cursor for this frame; off the window it stays hidden.
  public func showCursor(row: Int, col: Int) {
    let bounds = size
    guard row >= 0, col >= 0, row < bounds.rows, col < bounds.cols else { return }
    cursor = (Int32(row), Int32(col))
  }

  /// Draws `text` at (`row`, `col`) by display width, clipped to the window.
  public func put(_ text: String, row: Int, col: Int, role: ColorRole, style: TextStyle) {
    let bounds = size
    guard row >= 0, row < bounds.rows, col < bounds.cols else { return }
    var wide: [wchar_t] = []
    var x = col
    var startCol: Int?
    for character in drawable(text) {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      if x + width > bounds.cols { break }
      if x >= 0 {
        if startCol == nil { startCol = x }
        Self.append(character, width: width, to: &wide)
      } else if x + width > 0 {
        startCol = 0
        wide.append(0x20)
      }
      x += width
    }
    guard let start = startCol, !wide.isEmpty else { return }
    let (attrs, pair) = palette.attributes(for: role, style: style)
    wattr_set(window, attrs, pair, nil)
    wmove(window, Int32(row), Int32(start))
    waddnwstr(window, wide, Int32(wide.count))
    wattr_set(window, cn_A_NORMAL(), 0, nil)
  }

  /// Fills `rect` (clipped) with spaces in the role's background.
  public func fill(_ rect: Rect, role: ColorRole) {
    let area = rect.intersection(size.bounds)
    guard !area.isEmpty else { return }
    let blank = String(repeating: " ", count: area.width)
    for r in area.row..<area.bottom { put(blank, row: r, col: area.col, role: role, style: []) }
  }

  /// Draws a border just inside `rect` with the terminal's line-drawing characters.
  public func box(_ rect: Rect, role: ColorRole) {
    guard isLive, rect.height >= 2, rect.width >= 2 else { return }
    let (attrs, pair) = palette.attributes(for: role, style: [])
    wattr_set(window, attrs, pair, nil)
    let last = Rect(row: 0, col: 0, height: size.rows, width: size.cols)
    func line(_ which: Int32, _ row: Int, _ col: Int) {
      guard last.contains(row: row, col: col), var glyph = cn_wacs_box(which)?.pointee else { return }
      glyph.attr = attrs
      glyph.ext_color = Int32(pair)
      mvwadd_wch(window, Int32(row), Int32(col), &glyph)
    }
    line(0, rect.row, rect.col)
    line(1, rect.row, rect.right - 1)
    line(2, rect.bottom - 1, rect.col)
    line(3, rect.bottom - 1, rect.right - 1)
    for c in (rect.col + 1)..<(rect.right - 1) {
      line(4, rect.row, c)
      line(4, rect.bottom - 1, c)
    }
    for r in (rect.row + 1)..<(rect.bottom - 1) {
      line(5, r, rect.col)
      line(5, r, rect.right - 1)
    }
    wattr_set(window, cn_A_NORMAL(), 0, nil)
  }

  /// Sends the frame's changes to the terminal.
  public func present() {
    guard isLive else { return }
    if let cursor {
      // leaveok off, so the refresh leaves the terminal's cursor where the window's is.
      leaveok(window, false)
      wmove(window, cursor.row, cursor.col)
    } else {
      leaveok(window, true)
    }
    if (cursor != nil) != cursorShown {
      cursorShown = cursor != nil
      curs_set(cursorShown ? 1 : 0)
    }
    wnoutrefresh(window)
    doupdate()
  }

  /// Appends one cluster, falling back when ncurses would count its width differently than we do.
  ///
  /// ncurses sums `wcwidth` over the code points, so an emoji ZWJ sequence would be 4+ columns to
  /// it but 2 on screen, and every later cell would be misplaced. Such a cluster is drawn as its
  /// first code point padded with spaces to our width, keeping ncurses' grid and the screen in step.
  private static func append(_ character: Character, width: Int, to wide: inout [wchar_t]) {
    let scalars = character.unicodeScalars
    let cursesWidth = scalars.reduce(0) { $0 + max(0, CharacterWidth.wcwidth($1)) }
    if cursesWidth == width {
      wide.append(contentsOf: scalars.map { wchar_t($0.value) })
      return
    }
    if let base = scalars.first, case let baseWidth = CharacterWidth.wcwidth(base), baseWidth > 0, baseWidth <= width {
      wide.append(wchar_t(base.value))
      wide.append(contentsOf: repeatElement(0x20, count: width - baseWidth))
    } else {
      wide.append(contentsOf: repeatElement(0x3F, count: 1))
      wide.append(contentsOf: repeatElement(0x20, count: width - 1))
    }
  }
}
