import CNcurses

/// Maps colour roles to ncurses attributes: colour pairs when colours are on, else bold/reverse/dim.
///
/// Without colours every role still looks distinct where it matters: the focused button and the
/// selection are reversed, the title bar is reversed and bold, a disabled button is dim.
struct Palette {
  /// Whether colour pairs are used.
  let usesColor: Bool

  private let pairs: [ColorRole: Int16]
  /// The theme's looks; empty without colours, where a theme never applies.
  private let looks: [ColorRole: RoleLook]

  /// Sets up a palette; with colours, allocates one ncurses colour pair per role, the theme's
  /// look where it names one.
  init(usesColor: Bool, theme: Theme = Theme()) {
    self.usesColor = usesColor
    guard usesColor else {
      pairs = [:]
      looks = [:]
      return
    }
    looks = theme.looks
    var pairs: [ColorRole: Int16] = [:]
    let gray: Int16 = cn_COLORS() >= 16 ? 8 : cn_COLOR_BLACK()
    for (offset, role) in ColorRole.allCases.enumerated() {
      let pair = Int16(offset + 1)
      let (fg, bg) = theme.looks[role].map(Palette.colors(of:)) ?? Palette.colors(for: role, gray: gray)
      init_pair(pair, fg, bg)
      pairs[role] = pair
    }
    self.pairs = pairs
  }

  /// The attributes and colour pair to draw `role` with `style`.
  func attributes(for role: ColorRole, style: TextStyle) -> (attrs: attr_t, pair: Int16) {
    var attrs: attr_t
    if let look = looks[role] {
      attrs = Palette.attributes(of: look.style)
    } else {
      attrs = usesColor ? Palette.colorAttributes(role) : Palette.monoAttributes(role)
    }
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

  /// A theme's look as ncurses colours; what it leaves out is the terminal's own (-1).
  private static func colors(of look: RoleLook) -> (Int16, Int16) {
    (number(of: look.foreground), number(of: look.background))
  }

  private static func number(of color: TerminalColor?) -> Int16 {
    switch color {
    case nil, .default?: return -1
    case .black?: return cn_COLOR_BLACK()
    case .red?: return cn_COLOR_RED()
    case .green?: return cn_COLOR_GREEN()
    case .yellow?: return cn_COLOR_YELLOW()
    case .blue?: return cn_COLOR_BLUE()
    case .magenta?: return cn_COLOR_MAGENTA()
    case .cyan?: return cn_COLOR_CYAN()
    case .white?: return cn_COLOR_WHITE()
    }
  }

  private static func attributes(of style: TextStyle) -> attr_t {
    var attrs = cn_A_NORMAL()
    if style.contains(.bold) { attrs |= cn_A_BOLD() }
    if style.contains(.dim) { attrs |= cn_A_DIM() }
    if style.contains(.reverse) { attrs |= cn_A_REVERSE() }
    if style.contains(.underline) { attrs |= cn_A_UNDERLINE() }
    return attrs
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
