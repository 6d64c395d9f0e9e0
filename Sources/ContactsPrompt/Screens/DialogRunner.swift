package import Authorization
package import TerminalUI

/// Keeps one modal dialog up on the terminal until it is answered, dismissed or timed out.
/// The state is plain `DialogState`; this type only feeds it events and draws it.
@MainActor
package struct DialogRunner {
  /// How a dialog ended.
  package enum Result: Equatable {
    /// A button was pressed, by index.
    case pressed(Int)
    /// Closed with no answer, and why.
    case dismissed(DismissReason)
  }

  /// The terminal to draw on.
  package let terminal: Terminal
  /// When the whole request times out, on `MonotonicClock`.
  package let deadline: Double?
  /// Draws what sits behind the dialog.
  package let background: (any Surface) -> Void

  /// A runner on `terminal` that gives up at `deadline` and draws `background` under the box.
  package init(terminal: Terminal, deadline: Double?, background: @escaping (any Surface) -> Void) {
    self.terminal = terminal
    self.deadline = deadline
    self.background = background
  }

  /// Runs `state` to an outcome. Typeahead is flushed, bracketed paste is on while it runs,
  /// and every event becomes a `DialogInput` for `DialogState.handle`, which alone decides.
  package func run(_ initial: DialogState) async -> Result {
    var state = initial
    terminal.flushTypeahead()
    terminal.setBracketedPaste(true)
    terminal.altChordsAsKeys = true
    defer {
      terminal.setBracketedPaste(false)
      terminal.altChordsAsKeys = false
    }
    _ = state.handle(.appeared, at: MonotonicClock.now())
    var layout = draw(&state)
    while true {
      let now = MonotonicClock.now()
      let input: DialogInput
      if let deadline, now >= deadline {
        input = .timedOut
      } else if let event = terminal.nextEvent(timeout: waitTime(state, now: now)) {
        input = DialogInput(event, layout: layout)
      } else if terminal.isHoldingInput {
        continue  // not quiet: bytes of a key are still arriving, and decide within 50 ms
      } else {
        input = .idle
      }
      if input == .resumed { terminal.flushTypeahead() }  // keys typed while stopped were typed blind
      if let outcome = state.handle(input, at: MonotonicClock.now()) { return Self.result(outcome) }
      if input == .resized {
        // Mouse positions after a resize are matched against the new geometry, drawn or not yet.
        layout = DialogLayout.compute(for: state, in: terminal.size)
        state.setOnScreen(layout.showsQuestion)
      }
      if terminal.hasQueuedInput { continue }  // a burst or a paste: handle it all, then draw once
      layout = draw(&state)
      await Task.yield()
    }
  }

  /// Draws the dialog over its background and tells the state whether its question is visible.
  private func draw(_ state: inout DialogState) -> DialogLayout {
    let surface = terminal.surface
    surface.erase()
    background(surface)
    let now = MonotonicClock.now()
    let armed = state.isArmed(at: now) || state.pendingAnswer != nil
    let layout = DialogView.draw(state, armed: armed, on: surface)
    surface.present()
    state.setOnScreen(layout.showsQuestion)
    return layout
  }

  /// Sleeps until the next thing that can change the screen or the state: arming, a pending
  /// answer's quiet period, the deadline, or input.
  private func waitTime(_ state: DialogState, now: Double) -> Double {
    var wait = 0.25
    if let change = state.nextChange(after: now) { wait = min(wait, max(0, change - now)) }
    if let deadline { wait = min(wait, max(0, deadline - now)) }
    return wait
  }

  private static func result(_ outcome: DialogOutcome) -> Result {
    switch outcome {
    case .pressed(let index): .pressed(index)
    case .dismissed: .dismissed(.cancelled)
    case .timedOut: .dismissed(.timedOut)
    case .interrupted(let signal): .dismissed(.interrupted(signal))
    case .endOfInput: .dismissed(.endOfInput)
    }
  }
}
