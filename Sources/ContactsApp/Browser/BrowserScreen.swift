import TerminalUI

/// The browser's event loop: terminal events in, `AppKeyTable` commands to `BrowserState`, frames
/// out through `BrowserView`. It holds no logic of its own beyond that.
@MainActor
struct BrowserScreen {
  /// What to show.
  let content: BrowserContent
  /// The contact to select when it opens (the one a merge kept); nil: the first.
  var selecting: String?
  /// Asked about once a second while idle: true when access changed and the contacts must reload.
  var accessChanged: @MainActor () -> Bool = { false }

  /// Events applied before a frame is drawn when they arrive faster than frames (a held key).
  static let eventsPerFrame = 32

  /// Runs until the user quits or asks to manage the selection, input ends, or a signal arrives.
  func run(on terminal: Terminal) -> BrowserOutcome {
    var state = BrowserState(content: content, size: terminal.size)
    if let selecting { state.select(identifier: selecting, content: content) }
    var needsDrawing = true
    var searchReady = content.search.isReady
    while true {
      if needsDrawing { BrowserView.draw(state, content: content, on: terminal.surface) }
      needsDrawing = false
      var event = terminal.nextEvent(timeout: searchReady ? 1 : 0.2)
      if event == nil {
        if accessChanged() { return .accessChanged }
        // The only other change without an event: the search index finished building.
        needsDrawing = !searchReady && content.search.isReady
        searchReady = content.search.isReady
        continue
      }
      // Apply what is already waiting too, then draw once: a held key never queues up frames.
      var applied = 0
      while let current = event, applied < Self.eventsPerFrame {
        switch apply(current, to: &state) {
        case .finished(let outcome): return outcome
        case .changed: needsDrawing = true
        case .unchanged: break
        }
        applied += 1
        event = applied < Self.eventsPerFrame ? terminal.nextEvent(timeout: 0) : nil
      }
    }
  }

  /// What one event did.
  private enum Step {
    case changed
    case unchanged
    case finished(BrowserOutcome)
  }

  /// Applies one event to `state`.
  private func apply(_ event: InputEvent, to state: inout BrowserState) -> Step {
    switch event {
    case .key(let key):
      guard let command = AppKeyTable.command(for: key, in: state.keyContext) else { return .unchanged }
      return state.handle(command, content: content).map(Step.finished) ?? .changed
    case .mouse(let mouse):
      return state.handle(mouse, content: content).map(Step.finished) ?? .changed
    case .resize(let size):
      state.resize(to: size, content: content)
      return .changed
    case .resumed: return .changed
    case .interrupted(let signal): return .finished(.interrupted(signal))
    case .endOfInput: return .finished(.endOfInput)
    }
  }
}
