package import Authorization
import ContactModel
import TerminalUI

/// The access prompt on the terminal: the iOS “Allow / Don’t Allow” box in full-screen mode, or
/// the `Allow? [y/N]` line on a dumb terminal. It keeps the request alive until it is answered.
@MainActor
package final class TerminalPrompt: AccessPrompt {
  private let session: TerminalSession
  private let timeout: Double?
  private let chrome: ScreenChrome
  private let loadDirectory: () -> Result<ContactDirectory, ContactsAppError>

  /// A prompt on `session` that gives up after `timeout` seconds, if set. `loadDirectory` reads
  /// the contacts for the limited-access picker, only if the user asks to select contacts.
  package init(
    session: TerminalSession, timeout: Double?, chrome: ScreenChrome,
    loadDirectory: @escaping () -> Result<ContactDirectory, ContactsAppError>
  ) {
    self.session = session
    self.timeout = timeout
    self.chrome = chrome
    self.loadDirectory = loadDirectory
  }

  /// Shows the prompt and waits for the answer.
  package func present(_ request: PromptRequest) async -> PromptAnswer {
    let mode: TerminalSession.Mode
    do {
      mode = try session.open()
    } catch {
      return .dismissed(.noTerminal(error.message))
    }
    let deadline = timeout.map { MonotonicClock.now() + $0 }
    switch mode {
    case .full(let terminal) where request.limitedAccess:
      return await LimitedAccessFlow(
        terminal: terminal, manifest: request.manifest, appChanged: request.appChanged, chrome: chrome,
        deadline: deadline,
        loadDirectory: loadDirectory
      ).run()
    case .full(let terminal):
      let runner = DialogRunner(terminal: terminal, deadline: deadline) { [chrome] in chrome.drawBackdrop(on: $0) }
      switch await runner.run(PromptText.classicDialog(for: request.manifest, appChanged: request.appChanged)) {
      case .pressed(PromptText.okButton): return .allow
      case .pressed: return .deny
      case .dismissed(let reason): return .dismissed(reason)
      }
    case .line(let line):
      return LinePrompt(line: line, deadline: deadline).ask(
        request.manifest, limitedAccess: request.limitedAccess, appChanged: request.appChanged)
    }
  }
}
