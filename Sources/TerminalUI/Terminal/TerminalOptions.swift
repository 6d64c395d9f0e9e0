/// How the terminal is set up by `Terminal.open(_:)`.
public struct TerminalOptions: Sendable, Equatable {
  /// Whether to use colours.
  public var colorMode: ColorMode = .auto
  /// Whether to ask for mouse clicks and wheel turns.
  public var mouse = true
  /// Colours per role, replacing the built-in ones; used only when colours are on.
  public var theme = Theme()

  /// Creates options; the defaults suit an interactive session.
  public init(colorMode: ColorMode = .auto, mouse: Bool = true, theme: Theme = Theme()) {
    self.colorMode = colorMode
    self.mouse = mouse
    self.theme = theme
  }
}

/// Whether to draw in colour (`--color auto|always|never`).
public enum ColorMode: String, Sendable, CaseIterable {
  /// Colours when the terminal has them and `NO_COLOR` is unset or empty.
  case auto
  /// Colours whenever the terminal has them, even with `NO_COLOR`.
  case always
  /// Never colours: bold, reverse, dim and underline instead.
  case never

  /// Whether to use colours, given the terminal's ability and the environment's `NO_COLOR`.
  public func usesColor(terminalHasColors: Bool, noColor: String?) -> Bool {
    switch self {
    case .never: return false
    case .always: return terminalHasColors
    case .auto: return terminalHasColors && (noColor ?? "").isEmpty
    }
  }
}

/// Why a terminal could not be opened.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// There is no terminal to talk to; the message says why (`no terminal: /dev/tty: …`).
  case noTerminal(String)
  /// The terminal cannot address the cursor (`TERM=dumb`, unknown `TERM`): use line mode.
  case notCapable(term: String)

  /// A message for the user.
  public var description: String {
    switch self {
    case .noTerminal(let message): return message
    case .notCapable(let term) where term.isEmpty: return "TERM is not set, so the terminal cannot draw full-screen"
    case .notCapable(let term): return "terminal type \"\(term)\" cannot draw full-screen"
    }
  }
}
