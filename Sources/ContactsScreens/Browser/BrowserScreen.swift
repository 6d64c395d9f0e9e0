import Authorization
import ContactModel
import ContactsPrompt
package import TerminalUI

/// The browser's event loop: terminal events in, `AppKeyTable` commands to `BrowserState`, frames
/// out through `BrowserView`; and the effects the state asks for (`BrowserRequest`): the delete
/// and discard dialogs, and writes through `ContactEditing`, recorded in the undo history.
///
/// Bracketed paste is on while it runs: pasted text goes into the search field or a form field
/// as text, and is dropped everywhere else, as the settings screen and the picker drop it, so a
/// paste is never read as commands (its `d` would ask to delete, its Enter open a card).
@MainActor
package struct BrowserScreen {
  /// What is shown, where changes are written, and the undo history.
  package var changes: BrowserChanges
  /// Asked about once a second while idle: true when access changed and the contacts must reload.
  package var accessChanged: @MainActor () -> Bool = { false }
  /// The background sync, asked as often: its status and the messages it has (conflicts).
  package var syncNews: @MainActor () -> (status: SyncStatus?, messages: [String]) = { (nil, []) }
  /// The contact selected when a change ended the run (`.accessChanged`), to select again after
  /// the contacts are read again.
  package private(set) var selectionAtExit: String?
  /// What to show; replaced after each change the browser writes.
  var content: BrowserContent { changes.content }
  /// The contact to select when the screen starts (after a reload), and whether to open its card.
  package var initialSelection: String?
  package var showsInitialCard = false
  /// A status-line message to start with (after a reload: why it reloaded).
  package var initialMessage: String?

  /// Events applied before a frame is drawn when they arrive faster than frames (a held key).
  static let eventsPerFrame = 32

  /// A browser over `changes`, starting at the top with no card open.
  package init(changes: BrowserChanges) {
    self.changes = changes
  }

  /// Runs until the user quits or asks to manage the selection, input ends, a signal arrives, or
  /// a write found its card changed on disk (`.reload`).
  package mutating func run(on terminal: Terminal) async -> BrowserOutcome {
    var state = BrowserState(content: content, size: terminal.size)
    if initialSelection != nil {
      state.replaceContent(content, selecting: initialSelection, showCard: showsInitialCard)
    }
    if let initialMessage { state.show(message: initialMessage) }
    let news = syncNews()
    state.syncChanged(news.status, message: news.messages.last)
    var needsDrawing = true
    var searchReady = content.search.isReady
    terminal.setBracketedPaste(true)
    defer { terminal.setBracketedPaste(false) }
    var pasting = false
    while true {
      if needsDrawing { BrowserView.draw(state, content: content, on: terminal.surface) }
      needsDrawing = false
      var event = terminal.nextEvent(timeout: searchReady ? 1 : 0.2)
      if event == nil {
        // A form with typing in it is never closed under the user: a change on disk waits until
        // the form closes, and a save meanwhile is checked against the card as it was read (a
        // conflict keeps what was typed, `StoreWrites`).
        if state.form?.isChanged != true, accessChanged() {
          selectionAtExit = state.selectedContact.map { content.directory.contacts[$0].identifier }
          return .accessChanged
        }
        let news = syncNews()
        if news.status != state.sync || !news.messages.isEmpty {
          state.syncChanged(news.status, message: news.messages.last)
          needsDrawing = true
        }
        // The only other change without an event: the search index finished building.
        needsDrawing = needsDrawing || !searchReady && content.search.isReady
        searchReady = content.search.isReady
        continue
      }
      // Apply what is already waiting too, then draw once: a held key never queues up frames.
      var applied = 0
      while let current = event, applied < Self.eventsPerFrame {
        switch apply(current, to: &state, pasting: &pasting) {
        case .finished(let outcome): return outcome
        case .changed: needsDrawing = true
        case .unchanged: break
        }
        if let request = state.takeRequest() {
          if let outcome = await perform(request, state: &state, terminal: terminal) { return outcome }
          // A dialog takes the resizes while it is up, and switches bracketed paste off as it
          // ends: the browser is fitted to the size it left, and paste is on again.
          if state.size != terminal.size { state.resize(to: terminal.size, content: content) }
          terminal.setBracketedPaste(true)
          searchReady = content.search.isReady
          needsDrawing = true
          break  // a dialog or a write happened: draw before taking more input
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

  /// Applies one event to `state`; `pasting` is whether the keys are inside a bracketed paste.
  private func apply(_ event: InputEvent, to state: inout BrowserState, pasting: inout Bool) -> Step {
    switch event {
    case .key(.special(let marker)) where marker == .pasteStart || marker == .pasteEnd:
      pasting = marker == .pasteStart
      return .unchanged
    case .key(let key):
      guard let command = AppKeyTable.command(for: key, in: state.keyContext) else { return .unchanged }
      if pasting, !Self.takesPasted(command) { return .unchanged }
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

  /// Whether a pasted key's command is kept: text typed into the search or a form field is; a
  /// command (Enter, Esc, Tab, a letter in the list) never is.
  static func takesPasted(_ command: AppCommand) -> Bool {
    if case .widget(.insert) = command { return true }
    return false
  }

  /// Carries out what the state asked; returns an outcome when the browser must end (a signal in
  /// a dialog, or a conflict that needs the contacts read again).
  private mutating func perform(
    _ request: BrowserRequest, state: inout BrowserState, terminal: Terminal
  ) async -> BrowserOutcome? {
    switch request {
    case .confirmDelete(let index):
      let contact = content.directory.contacts[index]
      let name = content.directory.name(index)
      let dialog = DialogState(
        title: "Delete \(name)?",
        body: "The card is removed from its address book. u undoes it while the browser is open.",
        buttons: ["Cancel", "Delete"], focus: 0, acceptButton: 1, refuseButton: 0)
      switch await ask(dialog, state: state, terminal: terminal) {
      case .pressed(1): return changes.write(.delete(contact), before: contact, state: &state)
      case .dismissed(.interrupted(let signal)): return .interrupted(signal)
      case .dismissed(.endOfInput): return .endOfInput
      default: return nil
      }
    case .confirmDiscard:
      let dialog = DialogState(
        title: "Discard changes?", body: "The changes made in this form are lost.",
        buttons: ["Keep Editing", "Discard"], focus: 0, acceptButton: 1, refuseButton: 0)
      switch await ask(dialog, state: state, terminal: terminal) {
      case .pressed(1): state.answerDiscard(true)
      case .dismissed(.interrupted(let signal)): return .interrupted(signal)
      case .dismissed(.endOfInput): return .endOfInput
      default: state.answerDiscard(false)
      }
      return nil
    case .write(let change, let before):
      return changes.write(change, before: before, state: &state)
    case .undo:
      return changes.undo(state: &state)
    }
  }

  /// Runs a dialog over the browser as it is drawn now, fitted to the terminal's size at each
  /// frame: the dialog takes the resizes while it is up.
  private func ask(_ dialog: DialogState, state: BrowserState, terminal: Terminal) async -> DialogRunner.Result {
    let content = self.content
    let runner = DialogRunner(terminal: terminal, deadline: nil) { surface in
      var behind = state
      if behind.size != surface.size { behind.resize(to: surface.size, content: content) }
      BrowserView.draw(behind, content: content, on: surface, presenting: false)
    }
    return await runner.run(dialog)
  }
}
