import TerminalUI

/// The browser's event loop: terminal events in, `KeyTable` commands to `BrowserState`, frames
/// out through `BrowserView`. It holds no logic of its own beyond that.
@MainActor
struct BrowserScreen {
  /// What to show.
  let content: BrowserContent

  /// Runs until the user quits or asks to manage the selection, input ends, or a signal arrives.
  func run(on terminal: Terminal) -> BrowserOutcome {
    var state = BrowserState(content: content, size: terminal.size)
    var needsDrawing = true
    var searchReady = content.search.isReady
    while true {
      if needsDrawing { BrowserView.draw(state, content: content, on: terminal.surface) }
      needsDrawing = true
      switch terminal.nextEvent(timeout: searchReady ? 1 : 0.2) {
      case .key(let key):
        guard let command = KeyTable.command(for: key, in: state.keyContext) else {
          needsDrawing = false
          continue
        }
        if let outcome = state.handle(command, content: content) { return outcome }
      case .mouse(let mouse):
        if let outcome = state.handle(mouse, content: content) { return outcome }
      case .resize(let size): state.resize(to: size, content: content)
      case .resumed: break
      case .interrupted(let signal): return .interrupted(signal)
      case .endOfInput: return .endOfInput
      case nil:
        // The only change without an event: the search index finished building (the status said so).
        needsDrawing = !searchReady && content.search.isReady
        searchReady = content.search.isReady
      }
    }
  }
}
