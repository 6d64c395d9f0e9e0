import Authorization
import ContactModel
package import ContactsPrompt
package import TerminalUI

/// The privacy screen's event loop: terminal events in, `AppKeyTable` commands to
/// `SettingsState`, frames out through `SettingsView`; and what the state asks for: a
/// confirmation (`DialogRunner`, the prompt's dialog and rules), the picker for a limited
/// selection, a write through `SettingsWriter`, and the apps read again after it.
@MainActor
package struct SettingsScreen {
  /// How the screen ended.
  package enum Result: Equatable {
    /// The user left.
    case quit
    /// A signal ended it.
    case interrupted(Int32)
    /// The terminal went away.
    case endOfInput
    /// The database could not be read or written: the run fails closed with this error.
    case failed(ContactsAppError)
  }

  /// Reads the apps.
  let loader: SettingsLoader
  /// Writes the changes.
  let writer: SettingsWriter
  /// Reads the contacts for the picker, on the system's behalf, only when a selection is edited.
  let contacts: @MainActor () -> Swift.Result<ContactDirectory, ContactsAppError>
  /// Draws the state.
  package var view = SettingsView()

  /// The screen over `loader`'s rows, writing through `writer`; `contacts` reads the contacts
  /// for the picker.
  package init(
    loader: SettingsLoader, writer: SettingsWriter,
    contacts: @escaping @MainActor () -> Swift.Result<ContactDirectory, ContactsAppError>
  ) {
    self.loader = loader
    self.writer = writer
    self.contacts = contacts
  }

  /// Runs from `rows` until the user leaves, a signal arrives or input ends. Pasted text is
  /// dropped, as the picker and the merge view drop it: its Enter would choose an action.
  package func run(on terminal: Terminal, rows: [SettingsRow]) async -> Result {
    var state = SettingsState(rows: rows, size: terminal.size)
    terminal.flushTypeahead()
    terminal.setBracketedPaste(true)
    defer { terminal.setBracketedPaste(false) }
    var pasting = false
    var needsDrawing = true
    while true {
      if needsDrawing { view.draw(state, on: terminal.surface) }
      guard let event = terminal.nextEvent(timeout: 1) else {
        needsDrawing = false  // nothing changes on its own: the database is read again after a change
        continue
      }
      needsDrawing = true
      switch event {
      case .key(.special(let marker)) where marker == .pasteStart || marker == .pasteEnd:
        pasting = marker == .pasteStart
      case .key(let key):
        guard !pasting, let command = AppKeyTable.command(for: key, in: state.keyContext) else { continue }
        if state.handle(command) == .quit { return .quit }
      case .mouse(let mouse): state.handle(mouse)
      case .resize(let size): state.resize(to: size)
      case .resumed: terminal.flushTypeahead()
      case .interrupted(let signal): return .interrupted(signal)
      case .endOfInput: return .endOfInput
      }
      if case .confirm(let action, let row)? = state.takeRequest() {
        if let ended = await perform(action, on: row, state: &state, terminal: terminal) { return ended }
        // The dialog and the picker took any resize, and switched bracketed paste off as they ended.
        state.resize(to: terminal.size)
        terminal.setBracketedPaste(true)
      }
      await Task.yield()
    }
  }

  /// Asks about `action`, then carries it out and reads the apps again; a result when the
  /// screen must end.
  private func perform(
    _ action: SettingsAction, on row: SettingsRow, state: inout SettingsState, terminal: Terminal
  ) async -> Result? {
    let change: SettingsWriter.Change
    switch action {
    case .fullAccess, .noAccess, .reset:
      switch await ask(SettingsDialogs.confirmation(action, for: row), over: state, on: terminal) {
      case .pressed(SettingsDialogs.confirmButton): break
      case .dismissed(let reason): return ended(reason)
      case .pressed: return nil
      }
      change = action == .reset ? .reset : .access(action == .fullAccess ? .allowed : .denied, shared: [])
    case .limitedAccess, .editSelection:
      if action == .limitedAccess {
        switch await ask(SettingsDialogs.confirmation(action, for: row), over: state, on: terminal) {
        case .pressed(SettingsDialogs.confirmButton): break
        case .dismissed(let reason): return ended(reason)
        case .pressed: return nil
        }
      }
      switch await pick(for: row, state: &state, terminal: terminal) {
      case .chosen(let identifiers): change = .access(.limited, shared: identifiers)
      case .unchanged: return nil
      case .ended(let result): return result
      }
    }
    do {
      let message: String
      switch try writer.apply(change, to: row) {
      case .written(let text), .refused(let text): message = text
      }
      state.replaceRows(try loader.rows(), message: message)
    } catch {
      return .failed(ContactsAppError(error))
    }
    return nil
  }

  /// What picking contacts gave.
  private enum Pick {
    /// Share these.
    case chosen(Set<String>)
    /// Backed out, or the contacts could not be read: nothing changes.
    case unchanged
    /// The screen must end.
    case ended(Result)
  }

  /// The picker on the app's current selection, then the share confirmation (focus on Back);
  /// Back returns to the picker, Esc in the picker backs out.
  private func pick(for row: SettingsRow, state: inout SettingsState, terminal: Terminal) async -> Pick {
    var chrome = ScreenChrome(appName: row.name, api: .contacts)
    chrome.captions = view.captions
    chrome.drawLoading(on: terminal.surface)
    let directory: ContactDirectory
    switch contacts() {
    case .success(let loaded): directory = loaded
    case .failure(let error):
      state.replaceRows(state.rows, message: "Could not read the contacts: \(error.message)")
      return .unchanged
    }
    let chosen: Set<String>
    do {
      chosen = try writer.sharedIdentifiers(for: row.bundleIdentifier)
    } catch {
      return .ended(.failed(ContactsAppError(error)))
    }
    let picker = SelectionPicker(terminal: terminal, directory: directory, chrome: chrome, deadline: nil) {
      [name = row.name] in SettingsDialogs.shareConfirmation(appName: name, summary: $0)
    }
    switch await picker.run(chosen: chosen) {
    case .confirmed(let identifiers): return .chosen(identifiers)
    case .back: return .unchanged
    case .dismissed(let reason): return ended(reason).map(Pick.ended) ?? .unchanged
    }
  }

  /// Runs a confirmation over the screen as it is drawn now, fitted to the terminal's size at each
  /// frame: the dialog takes the resizes while it is up.
  private func ask(_ dialog: DialogState, over state: SettingsState, on terminal: Terminal) async -> DialogRunner.Result
  {
    let view = self.view
    let runner = DialogRunner(terminal: terminal, deadline: nil) { surface in
      var behind = state
      behind.resize(to: surface.size)
      view.draw(behind, on: surface, presenting: false)
    }
    return await runner.run(dialog)
  }

  /// The screen's end for a dismissed dialog or picker: nil when it only closes the dialog.
  private func ended(_ reason: DismissReason) -> Result? {
    switch reason {
    case .interrupted(let signal): .interrupted(signal)
    case .endOfInput: .endOfInput
    case .noTerminal(let message): .failed(ContactsAppError(.noTerminal, message))
    case .failed(let message): .failed(ContactsAppError(.dataError, message))
    case .cancelled, .timedOut: nil
    }
  }
}
