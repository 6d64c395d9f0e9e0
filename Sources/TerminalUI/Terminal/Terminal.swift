import CNcurses
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one owner of the terminal. newterm on /dev/tty (stdin/stdout may be pipes), setlocale
/// (fallback C.UTF-8), cbreak/noecho/keypad, set_escdelay(25), cursor hidden, colours.
/// Installs handling of every signal that ends a run (see `SignalMonitor`) that restores the tty;
/// Ctrl-Z/fg redraw.
/// close() is idempotent and also runs from an atexit hook.
///
/// Not `Sendable`: use it from the thread that opened it (the main actor).
public final class Terminal {
  /// The surface to draw frames on.
  public var surface: any Surface { ncursesSurface }
  /// Whether colours are in use (false under `NO_COLOR`, `--color never`, or a mono terminal).
  public let hasColors: Bool

  let fd: Int32
  let window: UnsafeMutablePointer<WINDOW>
  var reader = InputReader()
  var inputEnded = false
  /// Keys the program presses itself (the demo's autoplay); nil: only the keyboard. While one is
  /// attached, a real key or click ends input (`ScriptedKeys`).
  public var script: ScriptedKeys?
  private let ncursesSurface: NcursesSurface
  private let screen: OpaquePointer
  private let file: UnsafeMutablePointer<FILE>
  /// This terminal's emergency restore, removed by `close()`.
  private let restore: EmergencyRestore.Token
  private var closed = false
  /// Whether bracketed paste is on, so a stop (Ctrl-Z) can switch it off for the shell and a
  /// resume switch it on again: the shell leaves it off when it runs `fg`.
  var bracketedPaste = false

  private init(
    fd: Int32, file: UnsafeMutablePointer<FILE>, screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>,
    hasColors: Bool, theme: Theme, restore: EmergencyRestore.Token
  ) {
    self.fd = fd
    self.restore = restore
    self.file = file
    self.screen = screen
    self.window = window
    self.hasColors = hasColors
    ncursesSurface = NcursesSurface(window: window, palette: Palette(usesColor: hasColors, theme: theme))
  }

  deinit { close() }

  /// The current size in cells.
  public var size: Size { ncursesSurface.size }

  /// Opens the terminal for full-screen drawing.
  ///
  /// Throws `.noTerminal` when /dev/tty cannot be opened (no controlling terminal), and
  /// `.notCapable` when `TERM` is unknown or cannot move the cursor (`dumb`): use `LineTerminal`.
  public static func open(_ options: TerminalOptions) throws(TerminalError) -> Terminal {
    TerminalLocale.setUp()
    let fd = cn_open("/dev/tty", O_RDWR)
    guard fd >= 0 else { throw .noTerminal("no terminal: /dev/tty: \(TerminalLocale.describeErrno())") }
    var original = termios()
    guard tcgetattr(fd, &original) == 0, let file = fdopen(fd, "r+") else {
      let message = "no terminal: /dev/tty: \(TerminalLocale.describeErrno())"
      cn_close_fd(fd)
      throw .noTerminal(message)
    }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    SignalMonitor.install()
    _ = SignalMonitor.takeResumed()  // a stop and continue from before this terminal is no news to it
    guard !term.isEmpty, let screen = newterm(nil, file, file) else {
      SignalMonitor.uninstall()
      fclose(file)
      throw .notCapable(term: term)
    }
    set_term(screen)
    guard cn_has_string_cap("cup") != 0, let window = cn_stdscr() else {
      endwin()
      delscreen(screen)
      SignalMonitor.uninstall()
      fclose(file)
      throw .notCapable(term: term)
    }
    let restore = EmergencyRestore.register(
      fd: fd, original: original, resetSequence: EmergencyRestore.resetSequence(mouse: options.mouse))
    let colors = options.colorMode.usesColor(
      terminalHasColors: has_colors(), noColor: getenv("NO_COLOR").map { String(cString: $0) })
    configure(window: window, colors: colors, mouse: options.mouse)
    disableFlowControl(fd)
    TerminalLifetime.opened()
    return Terminal(
      fd: fd, file: file, screen: screen, window: window, hasColors: colors, theme: options.theme, restore: restore)
  }

  /// Ctrl-S would freeze every frame while keys are still read, so a click could land on a
  /// layout not yet drawn: flow control is off while the terminal is ours (Ctrl-S is a key, which
  /// a prompt takes as typing). ncurses keeps the mode for after Ctrl-Z; closing restores the
  /// original.
  private static func disableFlowControl(_ fd: Int32) {
    var mode = termios()
    guard tcgetattr(fd, &mode) == 0 else { return }
    mode.c_iflag &= ~tcflag_t(IXON)
    tcsetattr(fd, TCSANOW, &mode)
    def_prog_mode()
  }

  private static func configure(window: UnsafeMutablePointer<WINDOW>, colors: Bool, mouse: Bool) {
    cbreak()
    noecho()
    nonl()
    intrflush(window, false)
    keypad(window, true)
    meta(window, true)
    leaveok(window, true)
    cn_set_escdelay(25)
    typeahead(-1)  // keys are read by Terminal+Input.swift, never by ncurses: no peeking either
    curs_set(0)
    if colors {
      start_color()
      if use_default_colors() == ERR { assume_default_colors(Int32(cn_COLOR_WHITE()), Int32(cn_COLOR_BLACK())) }
    }
    if mouse {
      let mask = cn_BUTTON1_PRESSED() | cn_BUTTON1_RELEASED() | cn_BUTTON4_PRESSED() | cn_BUTTON5_PRESSED()
      mousemask(mask, nil)
      // Clicks and double-clicks are timed by MouseTracker, so a single click answers at once.
      mouseinterval(0)
    }
  }

  /// Throws away keys typed before now (so nothing typed ahead can answer a prompt). Screens call
  /// it as they appear, so a script's next pause starts here too (`ScriptedKeys`).
  public func flushTypeahead() {
    guard !closed else { return }
    script?.screenAppeared(at: MonotonicClock.now())
    // Under a script, keys typed ahead are not thrown away but stop it: they were a real key press.
    var pending = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    if let script, !reader.isEmpty || poll(&pending, 1, 0) > 0 {
      script.stopByUser()
      inputEnded = true
    }
    flushinp()
    tcflush(fd, TCIFLUSH)
    reader.flush()
  }

  /// Gives the terminal back: leaves full-screen mode and restores the tty. Safe to call twice.
  public func close() {
    guard !closed else { return }
    closed = true
    ncursesSurface.isLive = false
    EmergencyRestore.clear(restore)
    mousemask(0, nil)
    curs_set(1)
    endwin()
    delscreen(screen)
    fclose(file)
    TerminalLifetime.closed()
    SignalMonitor.uninstall()
  }

  /// Whether `close()` has run.
  public var isClosed: Bool { closed }
}

/// Tracks whether a terminal is open, for the `atexit` hook that restores it on `exit()`.
enum TerminalLifetime {
  private static let openCount = Atomic<Int>(0)
  private static let hookRegistered = Atomic<Bool>(false)

  static func opened() {
    openCount.add(1, ordering: .relaxed)
    if !hookRegistered.exchange(true, ordering: .relaxed) { atexit(atExitHook) }
  }

  static func closed() {
    openCount.subtract(1, ordering: .relaxed)
  }

  /// Runs at `exit()`: a terminal still open is put back as `close()` would.
  static func restoreAtExit() {
    guard openCount.load(ordering: .relaxed) > 0 else { return }
    endwin()
    EmergencyRestore.run()
  }
}

private let atExitHook: @convention(c) () -> Void = { TerminalLifetime.restoreAtExit() }
