import CNcurses
import SafeText
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Line mode for TERM=dumb / --plain / screen readers: reads and writes /dev/tty with termios.
///
/// The tty is put in canonical mode with echo (the kernel edits the line), and put back as it
/// was on `close()`. Signals are handled as for `Terminal`: `readKey` reports `.interrupted`.
/// Not `Sendable`: use it from one thread.
public final class LineTerminal {
  private let fd: Int32
  private var original: termios
  private var buffered = LineBuffer()
  private var decoder = KeyDecoder()
  private var decodedKeys: [DecodedInput] = []
  private var decodedHead = 0  // handed out by index, so a large paste takes linear time
  private var knownSize: Size?
  private var ended = false
  private var closed = false
  /// Whether bracketed paste is on: off while stopped (Ctrl-Z), on again after `fg`.
  private var bracketedPaste = false
  /// This terminal's emergency restore, removed by `close()`.
  private let restore: EmergencyRestore.Token

  private init(fd: Int32, original: termios, restore: EmergencyRestore.Token) {
    self.fd = fd
    self.original = original
    self.restore = restore
  }

  deinit { close() }

  /// Opens /dev/tty; throws `.noTerminal` when there is none.
  public static func open() throws(TerminalError) -> LineTerminal {
    TerminalLocale.setUp()
    let fd = cn_open("/dev/tty", O_RDWR)
    guard fd >= 0 else { throw .noTerminal("no terminal: /dev/tty: \(TerminalLocale.describeErrno())") }
    var original = termios()
    guard tcgetattr(fd, &original) == 0 else {
      let message = "no terminal: /dev/tty: \(TerminalLocale.describeErrno())"
      cn_close_fd(fd)
      throw .noTerminal(message)
    }
    var cooked = original
    cooked.c_lflag |= tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(fd, TCSANOW, &cooked)
    SignalMonitor.install()
    let restore = EmergencyRestore.register(
      fd: fd, original: original, resetSequence: pasteCapable ? Array("\u{1B}[?2004l".utf8) : [])
    return LineTerminal(fd: fd, original: original, restore: restore)
  }

  /// The terminal's size, for wrapping text to its width; nil when the tty does not say.
  public var size: Size? {
    var rows: Int32 = 0
    var cols: Int32 = 0
    guard !closed, cn_winsize(fd, &rows, &cols) == 0, cols > 0 else { return nil }
    return Size(rows: Int(rows), cols: Int(cols))
  }

  /// Writes `s` to the terminal (add "\n" yourself). Every control character but the line
  /// breaks, and every bidi control, becomes U+FFFD (`SafeText`): the line prompt shows an
  /// Info.plist's names and description, which must not send escape sequences.
  public func write(_ s: String) {
    guard !closed else { return }
    Terminal.writeAll(fd, SafeText.neutralised(s, keepingLineBreaks: true))
  }

  /// Throws away input typed before now.
  public func flushTypeahead() {
    guard !closed else { return }
    buffered.removeAll()
    decoder.reset()
    decodedKeys.removeAll()
    decodedHead = 0
    tcflush(fd, TCIFLUSH)
  }

  /// Whether the terminal can take control sequences (bracketed paste): anything but `dumb`.
  private static var pasteCapable: Bool {
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    return !term.isEmpty && term != "dumb"
  }

  /// Switches bracketed paste on or off where the terminal understands it, so pasted text
  /// arrives between markers and can be dropped (a dumb terminal delivers a paste as a burst).
  public func setBracketedPaste(_ on: Bool) {
    guard Self.pasteCapable, !closed else { return }
    bracketedPaste = on
    // Our own control sequence, so not through `write`, which neutralises controls.
    Terminal.writeAll(fd, on ? "\u{1B}[?2004h" : "\u{1B}[?2004l")
  }

  /// Switches between line editing with echo (the default) and single unechoed keys, for
  /// questions answered with one key. Typeahead is dropped either way.
  public func setKeyMode(_ on: Bool) {
    guard !closed else { return }
    var mode = original
    mode.c_lflag |= tcflag_t(ISIG)
    if on {
      mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
      mode.c_iflag &= ~tcflag_t(IXON)  // Ctrl-S is a key (typing), not a freeze of the output
    } else {
      mode.c_lflag |= tcflag_t(ICANON | ECHO)
    }
    tcsetattr(fd, TCSAFLUSH, &mode)
    buffered.removeAll()
  }

  /// The next keystroke in key mode, waiting at most `timeout` seconds (nil waits for ever).
  /// Bytes are decoded by `KeyDecoder`, as in full-screen mode: an escape sequence is one key,
  /// and a lone Esc is Esc once nothing follows it at once. A change of size is reported first.
  public func readKey(timeout: Double?) -> LineKey {
    let deadline = Self.deadline(after: timeout)
    while true {
      SignalMonitor.settle()
      if let signal = SignalMonitor.takeSignal() { return .interrupted(signal) }
      if SignalMonitor.takeStopRequest() { suspend() }
      if SignalMonitor.takeResumed() { return .resumed }
      if sizeChanged() { return .resized }
      let now = MonotonicClock.now()
      let bytes = buffered.takeAll()
      decodedKeys += bytes.isEmpty ? decoder.flush(at: now) : decoder.feed(bytes, at: now)
      if decodedHead < decodedKeys.count {
        decodedHead += 1
        return .input(decodedKeys[decodedHead - 1])
      }
      decodedKeys.removeAll(keepingCapacity: true)
      decodedHead = 0
      if ended || closed { return .endOfInput }
      var until = deadline
      if let decision = decoder.decisionTime { until = min(until ?? decision, decision) }
      if !waitForInput(until: until) {
        if decoder.isWaiting { continue }
        return .timedOut
      }
    }
  }

  /// Whether the tty's size changed since the last look.
  private func sizeChanged() -> Bool {
    let now = size
    defer { knownSize = now }
    return knownSize != nil && now != knownSize
  }

  /// Puts the tty back as it was. Safe to call twice.
  public func close() {
    guard !closed else { return }
    closed = true
    EmergencyRestore.clear(restore)
    tcsetattr(fd, TCSANOW, &original)
    cn_close_fd(fd)
    SignalMonitor.uninstall()
  }

  /// When a wait of `timeout` seconds from now ends; nil waits for ever.
  private static func deadline(after timeout: Double?) -> Double? {
    timeout.map { MonotonicClock.now() + ($0.isNaN ? 0 : max(0, $0)) }
  }

  /// Waits one poll slice (at most until `deadline`) and reads what arrived; false once the
  /// deadline has passed. Slices keep the signal flags looked at every 50 ms.
  private func waitForInput(until deadline: Double?) -> Bool {
    var slice = Terminal.pollSlice
    if let deadline {
      let remaining = deadline - MonotonicClock.now()
      if remaining <= 0 { return false }
      slice = min(slice, remaining)
    }
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    if poll(&descriptor, 1, Int32((slice * 1000).rounded(.up))) > 0 {
      // The other end closed (a terminal window or tmux pane gone): that is a SIGHUP, not Ctrl-D.
      if descriptor.revents & (Int16(POLLHUP) | Int16(POLLERR)) != 0 { SignalMonitor.noteHangUp() }
      readAvailable()
    }
    return true
  }

  private func readAvailable() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress, raw.count) }
    if count > 0 {
      buffered.append(chunk.prefix(count))
    } else if count == 0 || errno != EINTR && errno != EAGAIN {
      ended = true
    }
  }

  /// Ctrl-Z: puts the tty back as it was, stops, and on `fg` takes up the mode it had,
  /// bracketed paste included (the shell switches it off before it runs `fg`).
  private func suspend() {
    var current = termios()
    let saved = tcgetattr(fd, &current) == 0
    tcsetattr(fd, TCSANOW, &original)
    if bracketedPaste { Terminal.writeAll(fd, "\u{1B}[?2004l") }
    SignalMonitor.stopProcess()
    if saved { tcsetattr(fd, TCSANOW, &current) }
    if bracketedPaste { Terminal.writeAll(fd, "\u{1B}[?2004h") }
    SignalMonitor.resumed.store(true, ordering: .releasing)  // whether or not the stop happened
  }
}
