/// One of the eight ANSI colours, or the terminal's own.
public enum TerminalColor: String, Sendable, CaseIterable {
  /// The terminal's own foreground or background.
  case `default`
  /// ANSI colour 0.
  case black
  /// ANSI colour 1.
  case red
  /// ANSI colour 2.
  case green
  /// ANSI colour 3.
  case yellow
  /// ANSI colour 4.
  case blue
  /// ANSI colour 5.
  case magenta
  /// ANSI colour 6.
  case cyan
  /// ANSI colour 7.
  case white
}

/// How one colour role is drawn when colours are on: a foreground, a background and attributes.
/// Whatever it leaves out is the terminal's own (its colours, no attribute).
public struct RoleLook: Sendable, Equatable {
  /// The text colour; nil is the terminal's own.
  public var foreground: TerminalColor?
  /// The background colour; nil is the terminal's own.
  public var background: TerminalColor?
  /// Bold, underline, reverse or dim, drawn with the colours.
  public var style: TextStyle

  /// Creates a look.
  public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, style: TextStyle = []) {
    self.foreground = foreground
    self.background = background
    self.style = style
  }
}

/// Looks that replace the built-in palette's, role by role. It applies only when colours are in
/// use: without colours (`NO_COLOR`, `--color never`, a mono terminal) every role keeps its
/// built-in bold, reverse, dim or underline, so the screens stay legible whatever the theme says.
public struct Theme: Sendable, Equatable {
  /// The roles this theme changes; a role not here keeps the built-in look.
  public var looks: [ColorRole: RoleLook]

  /// Creates a theme; the empty theme is the built-in palette.
  public init(looks: [ColorRole: RoleLook] = [:]) { self.looks = looks }
}
