package import Authorization
import ContactModel
import ContactSearch
package import TerminalUI

/// Runs the picker on the terminal until the user confirms a selection or backs out. Like the
/// prompt, it ignores every key for half a second after it appears, is resized, or resumes, and
/// drops pasted text. Its Enter only leads to the confirmation, a `DialogRunner` dialog with
/// every rule of the prompt.
@MainActor
package struct PickerScreen {
  /// How the picker ended.
  package enum Result: Equatable {
    /// Enter: share these identifiers.
    case confirmed(Set<String>)
    /// Esc: back to the previous stage.
    case back
    /// Ended with no answer.
    case dismissed(DismissReason)
  }

  /// The contacts in display order.
  package let directory: ContactDirectory
  /// The frame.
  package let chrome: ScreenChrome
  /// When the request times out, if it does.
  package let deadline: Double?
  /// Seconds of ignored input after the picker appears.
  package var armingDelay = 0.5

  /// A picker over `directory`, framed by `chrome`, that gives up at `deadline`.
  package init(directory: ContactDirectory, chrome: ScreenChrome, deadline: Double?, armingDelay: Double = 0.5) {
    self.directory = directory
    self.chrome = chrome
    self.deadline = deadline
    self.armingDelay = armingDelay
  }

  /// Shows the picker with `chosen` ticked.
  package func run(on terminal: Terminal, chosen: Set<String>) async -> Result {
    let view = PickerView(directory: directory, chrome: chrome)
    let index = SearchIndex(directory.contacts)
    var state = PickerState(
      identifiers: directory.contacts.map(\.sharingKey), chosen: chosen,
      pageHeight: PickerView.listHeight(terminal.size))
    terminal.flushTypeahead()
    terminal.setBracketedPaste(true)
    defer { terminal.setBracketedPaste(false) }
    var armedAt = MonotonicClock.now() + armingDelay
    var pasting = false
    while true {
      let now = MonotonicClock.now()
      if let deadline, now >= deadline { return .dismissed(.timedOut) }
      view.draw(state, armed: now >= armedAt, on: terminal.surface)
      let event = terminal.nextEvent(timeout: now < armedAt ? 0.05 : 0.25)
      let at = MonotonicClock.now()
      switch event {
      case .key(.special(let marker)) where marker == .pasteStart || marker == .pasteEnd:
        pasting = marker == .pasteStart  // pasted text is dropped: it could confirm a selection
        armedAt = at + armingDelay
      case .key(let key):
        guard at >= armedAt, !pasting else {
          armedAt = at + armingDelay
          continue
        }
        guard let command = PickerKeyTable.command(for: key, in: state.keyContext) else { continue }
        switch state.apply(command, index: index) {
        case .confirm?: return .confirmed(state.chosen)
        case .back?: return .back
        case nil: break
        }
      case .mouse(let mouse) where at >= armedAt:
        switch mouse.kind {
        case .wheelUp: state.scroll(by: -3)
        case .wheelDown: state.scroll(by: 3)
        case .click, .doubleClick:
          _ = state.click(row: mouse.row - PickerView.headerRows)
        case .press, .release, .other: break
        }
      case .resize(let size):
        state.resize(pageHeight: PickerView.listHeight(size))
        armedAt = at + armingDelay
      case .resumed:
        terminal.flushTypeahead()
        armedAt = at + armingDelay
      case .interrupted(let signal): return .dismissed(.interrupted(signal))
      case .endOfInput: return .dismissed(.endOfInput)
      case nil, .mouse: break
      }
      await Task.yield()
    }
  }
}
