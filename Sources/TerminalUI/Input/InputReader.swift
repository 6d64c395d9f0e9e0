/// What `Terminal` keeps between reads: the key decoder, the mouse tracker, inputs decoded but
/// not yet handed out, and the size last reported. Plain data; the terminal does the I/O.
package struct InputReader {
  /// Bytes to keys, mouse reports and paste markers.
  package var decoder = KeyDecoder()
  /// Mouse reports to clicks.
  var mouse = MouseTracker()
  /// Decoded events, oldest first; those before `head` were already handed out.
  package private(set) var queue: [InputEvent] = []
  private var head = 0
  /// The size last reported (or seen at the first look), to notice a resize.
  var knownSize: Size?
  /// Whether an Alt chord is reported as one key (the prompt's rule); otherwise it is Esc and
  /// then the key, as screens that bind Esc expect when both arrive together.
  package var altChordsAsKeys = false

  /// An empty reader.
  package init() {}

  /// Decodes bytes that arrived at `now` (or, with none, decides a sequence that waited long
  /// enough) and queues the events.
  package mutating func take(_ bytes: [UInt8], at now: Double) {
    let decoded = bytes.isEmpty ? decoder.flush(at: now) : decoder.feed(bytes, at: now)
    for input in decoded {
      switch input {
      case .key(.alt(let character)) where !altChordsAsKeys:
        queue += [.key(.special(.escape)), .key(.char(character))]
      case .key(let key): queue.append(.key(key))
      case .mouse(let report): queue.append(.mouse(mouse.event(for: report, at: now)))
      }
    }
  }

  /// Whether no event waits to be handed out.
  package var isEmpty: Bool { head >= queue.count }

  /// The oldest queued event, removed. Taken by index, so a large paste read in one go is
  /// handed out in linear time.
  package mutating func next() -> InputEvent? {
    guard head < queue.count else { return nil }
    defer {
      head += 1
      if head == queue.count { reset() }
    }
    return queue[head]
  }

  /// Forgets the queued events (all handed out, or dropped).
  package mutating func reset() {
    queue.removeAll(keepingCapacity: true)
    head = 0
  }

  /// Forgets typeahead: queued events and any unfinished sequence.
  package mutating func flush() {
    reset()
    decoder.reset()
  }
}
