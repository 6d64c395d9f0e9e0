import Authorization
import TerminalUI

/// Keeps one modal dialog up on the terminal until it is answered, dismissed or timed out.
/// The state is plain `DialogState`; this type only feeds it events and draws it.
@MainActor
struct DialogRunner {
  /// How a dialog ended.
  enum Result: Equatable {
    /// A button was pressed, by index.
    case pressed(Int)
    /// Closed with no answer, and why.
    case dismissed(DismissReason)
  }

  /// The terminal to draw on.
  let terminal: Terminal
  /// When the whole request times out, on `MonotonicClock`.
  let deadline: Double?
  /// Draws what sits behind the dialog.
  let background: (any Surface) -> Void

  /// Runs `state` to an outcome. Typeahead is flushed and the arming delay starts on entry.
  func run(_ initial: DialogState) async -> Result {
    var state = initial
    terminal.flushTypeahead()
    state.disarm(at: MonotonicClock.now)
    var layout = draw(state)
    while true {
      let now = MonotonicClock.now
      if let deadline, now >= deadline { return .dismissed(.timedOut) }
      let event = terminal.nextEvent(timeout: waitTime(state, now: now))
      let at = MonotonicClock.now
      switch event {
      case nil:
        break
      case .key(let key):
        if !state.isArmed(at: at) {
          state.disarm(at: at)  // any key inside the delay restarts it
        } else if let command = KeyTable.command(for: key, in: .dialog),
          let outcome = state.handle(command, at: at)
        {
          return Self.result(outcome)
        }
      case .mouse(let mouse):
        if let button = layout.buttonRects.firstIndex(where: { $0.contains(row: mouse.row, col: mouse.col) }),
          let outcome = state.click(button: button, at: at)
        {
          return Self.result(outcome)
        }
      case .resize:
        state.disarm(at: at)
      case .resumed:
        terminal.flushTypeahead()  // keys typed while stopped were typed blind
        state.disarm(at: at)
      case .interrupted(let signal):
        return .dismissed(.interrupted(signal))
      case .endOfInput:
        return .dismissed(.endOfInput)
      }
      layout = draw(state)
      await Task.yield()
    }
  }

  private func draw(_ state: DialogState) -> DialogLayout {
    let surface = terminal.surface
    surface.erase()
    background(surface)
    let layout = DialogView.draw(state, armed: state.isArmed(at: MonotonicClock.now), on: surface)
    surface.present()
    return layout
  }

  /// Sleeps until the next thing that can change the screen: arming, the deadline, or input.
  private func waitTime(_ state: DialogState, now: Double) -> Double {
    var wait = 0.25
    if !state.isArmed(at: now) { wait = min(wait, 0.05) }
    if let deadline { wait = min(wait, max(0, deadline - now)) }
    return wait
  }

  private static func result(_ outcome: DialogOutcome) -> Result {
    switch outcome {
    case .pressed(let index): .pressed(index)
    case .dismissed: .dismissed(.cancelled)
    }
  }
}

extension Rect {
  /// Whether a screen cell lies inside.
  func contains(row: Int, col: Int) -> Bool {
    row >= self.row && row < self.row + height && col >= self.col && col < self.col + width
  }
}
