package import TerminalUI

/// The terminal this run draws on, opened on first need and closed once: a full-screen ncurses
/// terminal, or line mode on a dumb terminal or with `--plain`.
@MainActor
package final class TerminalSession {
  /// How the session talks to the user.
  package enum Mode {
    /// Full-screen ncurses.
    case full(Terminal)
    /// One line at a time on the tty (TERM=dumb, --plain, screen readers).
    case line(LineTerminal)
  }

  private let options: TerminalOptions
  private let plain: Bool
  private var opened: Result<Mode, ContactsAppError>?
  /// Keys the demo presses itself (`demo --autoplay`), given to the full-screen terminal when it
  /// opens; nil: only the keyboard.
  package var script: ScriptedKeys?

  /// A session that will open the terminal with `options`, or line mode when `plain`.
  package init(options: TerminalOptions, plain: Bool) {
    self.options = options
    self.plain = plain
  }

  /// The open terminal; the first call opens it. Fails with exit code 6 when there is no tty.
  package func open() throws(ContactsAppError) -> Mode {
    if let opened { return try opened.get() }
    let result = Self.connect(options: options, plain: plain)
    if case .success(.full(let terminal)) = result { terminal.script = script }
    opened = result
    return try result.get()
  }

  /// The full-screen terminal, if one is open.
  package var terminal: Terminal? {
    if case .success(.full(let terminal)) = opened { return terminal }
    return nil
  }

  /// Restores the terminal. Safe to call more than once.
  package func close() {
    switch opened {
    case .success(.full(let terminal)): terminal.close()
    case .success(.line(let line)): line.close()
    default: break
    }
  }

  private static func connect(options: TerminalOptions, plain: Bool) -> Result<Mode, ContactsAppError> {
    if !plain {
      do {
        return .success(.full(try Terminal.open(options)))
      } catch {
        // A terminal that cannot address the cursor (TERM=dumb) still gets the line prompt.
        if case .noTerminal(let reason) = error { return .failure(noTerminal(reason)) }
      }
    }
    do {
      return .success(.line(try LineTerminal.open()))
    } catch {
      if case .noTerminal(let reason) = error { return .failure(noTerminal(reason)) }
      return .failure(noTerminal("\(error)"))
    }
  }

  private static func noTerminal(_ reason: String) -> ContactsAppError {
    ContactsAppError(
      .noTerminal,
      "no usable terminal (\(reason)); nothing was stored. Run it from a terminal to be asked; once access is "
        + "granted, 'contacts-tui list' prints the contacts without one.")
  }
}
