import CNcurses

/// Maps colour roles to ncurses attributes: colour pairs when colours are on, else bold/reverse/dim.
///
/// Without colours every role still looks distinct where it matters: the focused button and the
/// selection are reversed, the title bar is reversed and bold, a disabled button is dim.
struct Palette {
  /// Whether colour pairs are used.
  let usesColor: Bool

  private let pairs: [ColorRole: Int16]

  /// Sets up a palette; with colours, allocates one ncurses colour pair per role.
  init(usesColor: Bool) {
    self.usesColor = usesColor
    guard usesColor else {
      pairs = [:]
      return
    }
    var pairs: [ColorRole: Int16] = [:]
    let gray: Int16 = cn_COLORS() >= 16 ? 8 : cn_COLOR_BLACK()
    for (offset, role) in ColorRole.allCases.enumerated() {
      let pair = Int16(offset + 1)
      let (fg, bg) = Palette.colors(for: role, gray: gray)
      init_pair(pair, fg, bg)
      pairs[role] = pair
    }
    self.pairs = pairs
  }

  /// The attributes and colour pair to draw `role` with `style`.
  func attributes(for role: ColorRole, style: TextStyle) -> (attrs: attr_t, pair: Int16) {
    var attrs = usesColor ? Palette.colorAttributes(role) : Palette.monoAttributes(role)
    if style.contains(.bold) { attrs |= cn_A_BOLD() }
    if style.contains(.dim) { attrs |= cn_A_DIM() }
    if style.contains(.reverse) { attrs |= cn_A_REVERSE() }
    if style.contains(.underline) { attrs |= cn_A_UNDERLINE() }
    return (attrs, pairs[role] ?? 0)
  }

  /// Foreground and background of each role; -1 is the terminal's own colour.
  private static func colors(for role: ColorRole, gray: Int16) -> (Int16, Int16) {
    switch role {
    case .normal: return (-1, -1)
    case .titleBar: return (cn_COLOR_WHITE(), cn_COLOR_BLUE())
    case .statusBar: return (cn_COLOR_BLACK(), cn_COLOR_CYAN())
    case .dialog: return (cn_COLOR_BLACK(), cn_COLOR_WHITE())
    case .dialogTitle: return (cn_COLOR_BLACK(), cn_COLOR_WHITE())
    case .button: return (cn_COLOR_BLUE(), cn_COLOR_WHITE())
    case .focusedButton: return (cn_COLOR_WHITE(), cn_COLOR_BLUE())
    case .disabledButton: return (gray, cn_COLOR_WHITE())
    case .selection: return (cn_COLOR_WHITE(), cn_COLOR_BLUE())
    case .sectionHeader: return (cn_COLOR_CYAN(), -1)
    case .warning: return (cn_COLOR_YELLOW(), -1)
    case .dim: return (gray == cn_COLOR_BLACK() ? -1 : gray, -1)
    case .accent: return (cn_COLOR_MAGENTA(), -1)
    case .shadow: return (cn_COLOR_BLACK(), cn_COLOR_BLACK())
    }
  }

  private static func colorAttributes(_ role: ColorRole) -> attr_t {
    switch role {
    case .titleBar, .dialogTitle, .focusedButton, .sectionHeader, .warning: return cn_A_BOLD()
    case .disabledButton, .dim: return cn_A_DIM()
    default: return cn_A_NORMAL()
    }
  }

  private static func monoAttributes(_ role: ColorRole) -> attr_t {
    switch role {
    case .normal, .dialog, .button, .shadow: return cn_A_NORMAL()
    case .titleBar, .focusedButton: return cn_A_REVERSE() | cn_A_BOLD()
    case .statusBar, .selection: return cn_A_REVERSE()
    case .dialogTitle, .warning: return cn_A_BOLD()
    case .sectionHeader: return cn_A_BOLD() | cn_A_UNDERLINE()
    case .disabledButton, .dim: return cn_A_DIM()
    case .accent: return cn_A_UNDERLINE()
    }
  }
}
