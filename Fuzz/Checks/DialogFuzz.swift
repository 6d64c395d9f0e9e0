import TerminalUI

/// The key decoder and the dialog state machine together, fed random bytes at random times,
/// exactly as `Terminal` and the prompt's `DialogRunner` feed them (docs/FUZZING.md).
///
/// Input layout: byte 0 picks the screen size, byte 1 the dialog (the box, or the line
/// prompt's question); then pairs of (timing, byte). A timing byte of 0xFF is a resize to the
/// size its partner byte picks; any other is the delay before the byte (`delay(_:)`). After the
/// last byte, time runs on with no input until the prompt has settled.
///
/// The promise checked, by `DialogOracle` from the raw timeline and not from the state machine:
/// the prompt ends in a pressed button only through a deliberate press of that button — `y`,
/// `n`, Enter or Space on the focused button, or a click (press and release) on it — that came
/// after the arming delay with no input, with the question on screen and no paste open, and was
/// followed by the quiet period with no input. Any other ending stores nothing.
public enum DialogFuzz {
  /// Runs one input; traps when a decision was reached that the oracle cannot justify.
  public static func check(_ data: [UInt8]) {
    guard data.count >= 2 else { return }
    var run = DialogSimulation(size: DialogOracle.size(data[0]), lineQuestion: data[1] & 1 == 1)
    var index = 2
    while index + 1 < data.count, run.outcome == nil {
      let (timing, byte) = (data[index], data[index + 1])
      index += 2
      if timing == 0xFF {
        run.resize(to: DialogOracle.size(byte))
      } else {
        run.byte(byte, after: delay(timing))
      }
    }
    run.finish()
    DialogOracle(run: run).verify()
  }

  /// The delay a timing byte stands for, in milliseconds: none (a burst, as one read), short
  /// gaps around the escape delay and the quiet period, and long ones past the arming delay.
  static func delay(_ timing: UInt8) -> Int {
    switch timing {
    case 0..<96: 0
    case 96..<160: Int(timing) - 96  // 0–63 ms
    case 160..<224: (Int(timing) - 160) * 10  // 0–630 ms
    default: (Int(timing) - 224) * 50  // 0–1.5 s
    }
  }
}

/// One run of the prompt as `DialogRunner` drives it, with a log of what happened when.
struct DialogSimulation {
  /// Something that reached the terminal, at a time in milliseconds.
  enum Event: Equatable {
    case byte(UInt8)
    case resize(Size)
  }

  let lineQuestion: Bool
  let initialSize: Size
  var state: DialogState
  var reader = InputReader()
  var size: Size
  var layout: DialogLayout
  /// Every event, in order, with its time in milliseconds.
  var events: [(ms: Int, event: Event)] = []
  /// The focus just before each event was handled.
  var focusBefore: [Int] = []
  var now = 0
  /// How the prompt ended, when it did, and how many events had been handled by then.
  var outcome: DialogOutcome?
  var outcomeMs = 0
  var eventsBeforeOutcome = 0

  init(size: Size, lineQuestion: Bool) {
    self.lineQuestion = lineQuestion
    state = DialogOracle.dialog(lineQuestion: lineQuestion)
    self.size = size
    initialSize = size
    layout = DialogLayout.compute(for: state, in: size)
    reader.altChordsAsKeys = true
    apply(.appeared)
  }

  static func seconds(_ ms: Int) -> Double { Double(ms) / 1000 }

  /// One byte from the terminal, `delay` ms after the previous event.
  mutating func byte(_ byte: UInt8, after delay: Int) {
    advance(to: now + delay)
    guard outcome == nil else { return }
    record(.byte(byte))
    reader.take([byte], at: Self.seconds(now))
    drainQueue()
  }

  /// The terminal changes size now.
  mutating func resize(to newSize: Size) {
    guard outcome == nil else { return }
    record(.resize(newSize))
    size = newSize
    layout = DialogLayout.compute(for: state, in: size)  // geometry depends on the size and texts only
    apply(.resized)
  }

  /// Lets time run on with no input until nothing more can happen.
  mutating func finish() {
    advance(to: now + 5000)
  }

  private mutating func record(_ event: Event) {
    events.append((now, event))
    focusBefore.append(state.focus)
  }

  /// Time passes with no input: the decoder decides a waiting sequence and the prompt takes a
  /// pending answer, each at the moment it would.
  private mutating func advance(to target: Int) {
    while outcome == nil {
      reader.take([], at: Self.seconds(now))
      drainQueue()
      // As `DialogRunner`: bytes of a key still arriving are not quiet, so no idle then.
      if !reader.decoder.isWaiting { apply(.idle) }
      guard now < target else { return }
      var wake = target
      if let decision = reader.decoder.decisionTime { wake = min(wake, Int((decision * 1000).rounded(.up))) }
      if let change = state.nextChange(after: Self.seconds(now)) { wake = min(wake, Int((change * 1000).rounded(.up))) }
      now = max(now + 1, wake)
    }
  }

  private mutating func drainQueue() {
    while outcome == nil, let event = reader.next() {
      if lineQuestion, case .mouse = event {
        apply(.mouseOther)  // as `LinePrompt` maps it: the line question has nothing to click
      } else {
        apply(DialogInput(event, layout: layout))
      }
    }
    reader.reset()
  }

  /// Hands one input to the state and redraws, as the runner does.
  private mutating func apply(_ input: DialogInput) {
    guard outcome == nil else { return }
    if let ended = state.handle(input, at: Self.seconds(now)) {
      outcome = ended
      outcomeMs = now
      eventsBeforeOutcome = events.count
      return
    }
    state.setOnScreen(lineQuestion || layout.showsQuestion)
  }
}
