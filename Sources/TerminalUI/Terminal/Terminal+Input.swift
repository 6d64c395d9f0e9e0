import CNcurses
import ContactsSupport

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
  /// Bytes are read from the tty here and decoded by `KeyDecoder` (ncurses only draws). Waits in
  /// slices of at most 50 ms, so a signal is reported within one slice. The size is looked at
  /// after every read and reported before the keys read with it, so a key that arrived with a
  /// resize never counts as typed on the old screen. A negative or zero timeout only looks at
  /// what is already there. After `.endOfInput`, every call returns it again at once.
  public func nextEvent(timeout: Double) -> InputEvent? {
    guard !isClosed else { return .endOfInput }
    let deadline = MonotonicClock.now() + (timeout.isNaN ? 0 : max(0, timeout))
    while true {
      if let event = signalEvent() { return event }
      if let size = takeResize() { return .resize(size) }
      if let event = reader.next() { return scripted(real: event) }
      if inputEnded { return .endOfInput }
      if readAvailable() { continue }
      let now = MonotonicClock.now()
      reader.take([], at: now)
      if !reader.isEmpty { continue }
      if let key = script?.take(at: now) { return .key(key) }
      if let end = script?.runOutTime(), now >= end {
        inputEnded = true
        return .endOfInput
      }
      var remaining = deadline - now
      if let due = script?.dueTime(at: now) ?? script?.runOutTime() { remaining = min(remaining, due - now) }
      if remaining <= 0 { return nil }
      if let decision = reader.decoder.decisionTime { remaining = min(remaining, max(0.001, decision - now)) }
      waitForInput(seconds: min(Self.pollSlice, remaining))
    }
  }

  /// A real event while a script plays: a key or click stops the script and ends input, so it
  /// never reaches a screen; anything else (a resize, a signal) passes.
  private func scripted(real event: InputEvent) -> InputEvent {
    guard let script else { return event }
    switch event {
    case .key, .mouse:
      script.stopByUser()
      inputEnded = true
      reader.flush()
      return .endOfInput
    default: return event
    }
  }

  /// Whether events already read wait to be handed out (a burst or a paste in progress), so a
  /// screen can handle them all before drawing once.
  public var hasQueuedInput: Bool { !reader.isEmpty }

  /// Whether bytes were read that are not a whole key yet (an escape sequence or a character
  /// still arriving). They are input: a prompt must not take an answer as if all were quiet.
  public var isHoldingInput: Bool { reader.decoder.isWaiting }

  /// Switches bracketed paste on or off, so that pasted text arrives between markers and can be
  /// dropped. The emergency restore sequence switches it off too, and a stop (Ctrl-Z) until
  /// `fg`.
  public func setBracketedPaste(_ on: Bool) {
    guard !isClosed else { return }
    bracketedPaste = on
    Self.writeAll(fd, on ? "\u{1B}[?2004h" : "\u{1B}[?2004l")
  }

  /// Whether an Alt chord (Esc followed at once by a key) is one key, as the prompt requires;
  /// off, it is Esc and then the key, as the browser has always taken it.
  public var altChordsAsKeys: Bool {
    get { reader.altChordsAsKeys }
    set { reader.altChordsAsKeys = newValue }
  }

  /// Writes `text` straight to the tty (between ncurses refreshes, which flush their own output).
  static func writeAll(_ fd: Int32, _ text: String) {
    DescriptorWriter.writeAll(Array(text.utf8), to: fd)
  }

  /// The new size when the tty's size changed since last reported; ncurses is told of it.
  private func takeResize() -> Size? {
    var rows: Int32 = 0
    var cols: Int32 = 0
    guard cn_winsize(fd, &rows, &cols) == 0 else { return nil }
    let now = Size(rows: Int(rows), cols: Int(cols))
    guard let known = reader.knownSize else {
      reader.knownSize = now
      return nil
    }
    guard known != now else { return nil }
    reader.knownSize = now
    resizeterm(rows, cols)
    return size
  }

  /// Reads what the tty has now, without waiting, into the decoder; false when it had nothing.
  private func readAvailable() -> Bool {
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0 else { return false }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress, raw.count) }
    if count > 0 {
      reader.take(Array(chunk.prefix(count)), at: MonotonicClock.now())
      return true
    }
    // Readable with nothing to read is end of file, or a hang-up.
    if count == 0 || (errno != EINTR && errno != EAGAIN) {
      inputEnded = true
      // The other end closed (a terminal window or tmux pane gone): that is a SIGHUP, not a quit.
      let hangUp = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
      if descriptor.revents & hangUp != 0 || (count < 0 && errno == EIO) { SignalMonitor.noteHangUp() }
    }
    return count == 0
  }

  /// Sleeps until the tty has input, a signal lands, or `seconds` pass.
  private func waitForInput(seconds: Double) {
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, Int32((seconds * 1000).rounded(.up)))
  }
}
