import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Terminal {
  /// Longest wait between looks at the signal flags, in seconds.
  static let pollSlice = 0.05

  /// The next key, mouse action, resize, resume, signal or end of input; nil after `timeout` seconds.
  ///
  /// Waits in slices of at most 50 ms, so a signal is reported within one slice. A negative or
  /// zero timeout only looks at what is already there. After `.endOfInput`, every call returns it
  /// again at once, so a loop never spins waiting on a dead terminal.
  public func nextEvent(timeout: Double) -> InputEvent? {
    guard !isClosed else { return .endOfInput }
    let deadline = MonotonicClock.now() + (timeout.isNaN ? 0 : max(0, timeout))
    while true {
      if let event = signalEvent() { return event }
      if inputEnded { return .endOfInput }
      switch readBuffered() {
      case .event(let event): return event
      case .skipped: continue
      case .nothing: break
      }
      let remaining = deadline - MonotonicClock.now()
      if remaining <= 0 { return nil }
      waitForInput(seconds: min(Self.pollSlice, remaining))
    }
  }

  private enum Read {
    case event(InputEvent)
    case skipped
    case nothing
  }

  /// Takes one key that ncurses has or can read at once, without waiting (but for ESCDELAY).
  private func readBuffered() -> Read {
    wtimeout(window, 0)
    var value: wint_t = 0
    let result = wget_wch(window, &value)
    if result == ERR { return .nothing }
    if result == cn_KEY_CODE_YES() { return keyCode(Int32(bitPattern: value)) }
    if value == 27 { return escape() }
    guard let key = KeyDecoder.decode(character: UInt32(value)) else { return .skipped }
    return .event(.key(key))
  }

  /// An Esc that ncurses could not match to a key. `ESC O x` and `ESC [ …` are sequences the
  /// terminfo entry lacks (keypad Enter is `ESC O M` under tmux-256color): they must never count
  /// as Esc, which dismisses the prompt. Anything else after it is the next key, typed quickly
  /// (or sent together, as tmux send-keys does), so it is pushed back and Esc is the key.
  private func escape() -> Read {
    var next: wint_t = 0
    guard wget_wch(window, &next) != ERR else { return .event(.key(.special(.escape))) }
    switch next {
    case wint_t(UInt8(ascii: "O")):
      var final: wint_t = 0
      guard wget_wch(window, &final) != ERR else { return .skipped }
      return final == wint_t(UInt8(ascii: "M")) ? .event(.key(.special(.enter))) : .skipped
    case wint_t(UInt8(ascii: "[")):
      var byte: wint_t = 0
      // Parameters, then one final byte in @…~.
      while wget_wch(window, &byte) != ERR, !(0x40...0x7E).contains(byte) {}
      return .skipped
    default:
      unget_wch(wchar_t(next))
      return .event(.key(.special(.escape)))
    }
  }

  private func keyCode(_ code: Int32) -> Read {
    if code == cn_KEY_RESIZE() { return .event(.resize(size)) }
    if code == cn_KEY_MOUSE() { return mouseEvent().map { .event(.mouse($0)) } ?? .skipped }
    return KeyDecoder.decode(keyCode: code).map { .event(.key($0)) } ?? .skipped
  }

  private func mouseEvent() -> MouseEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let row = Int(event.y)
    let col = Int(event.x)
    let state = event.bstate
    if state & cn_BUTTON4_PRESSED() != 0 { return MouseEvent(kind: .wheelUp, row: row, col: col) }
    if state & cn_BUTTON5_PRESSED() != 0 { return MouseEvent(kind: .wheelDown, row: row, col: col) }
    if state & cn_BUTTON1_PRESSED() != 0 { return mouse.press(row: row, col: col) }
    if state & cn_BUTTON1_RELEASED() != 0 { return mouse.release(row: row, col: col, at: MonotonicClock.now()) }
    if state & cn_BUTTON1_CLICKED() != 0 { return MouseEvent(kind: .click, row: row, col: col) }
    return nil
  }

  /// Sleeps until the tty has input, a signal lands, or `seconds` pass; notices a dead tty.
  private func waitForInput(seconds: Double) {
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32((seconds * 1000).rounded(.up)))
    guard ready > 0 else { return }
    let hangUp = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
    // Readable with nothing to read is end of file; a hang-up with nothing left is the same.
    let available = cn_bytes_available(fd)
    if available <= 0 && (descriptor.revents & hangUp != 0 || descriptor.revents & Int16(POLLIN) != 0) {
      inputEnded = true
      // The other end closed (a terminal window or tmux pane gone): that is a SIGHUP, not a quit.
      if descriptor.revents & hangUp != 0 { SignalMonitor.noteHangUp() }
    }
  }
}
