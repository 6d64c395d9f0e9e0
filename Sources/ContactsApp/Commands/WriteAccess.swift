import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import TerminalUI

/// How `add` and `delete` get a store they may write through: the same grant as the browser's.
/// An app that has not been asked is asked (the prompt on `/dev/tty`, as the main flow asks);
/// a denied or restricted one gets the message `list` gives, and its exit code.
@MainActor
struct WriteAccess {
  let common: CommonOptions
  let environment: [String: String]
  /// The command, as the access log names its reads (`add`, `edit`, `delete`, `add-email`).
  let readPurpose: String

  /// The store, or the exit code to end with (the reason already printed).
  func store() async throws(ContactsAppError) -> Result<ContactStore, ExitCodeResult> {
    let setup = AppSetup(common: common, environment: environment)
    let (manifest, center, status) = try setup.appState()
    let sources = try setup.contactSources()
    switch status {
    case .authorized, .limited:
      return .success(ContactStore(center: center, sources: sources, readPurpose: readPurpose))
    case .denied, .restricted:
      Console.error(ListCommand.refusal(status, manifest: manifest, hint: CommandHint(common: common)))
      return .failure(ExitCodeResult(ExitCode(status)))
    case .notDetermined:
      let session = TerminalSession(
        options: TerminalOptions(colorMode: .auto, mouse: false, theme: common.theme), plain: false)
      defer { session.close() }
      let chrome = ScreenChrome(appName: manifest.promptName, api: .contacts)
      let prompt = TerminalPrompt(session: session, timeout: nil, chrome: chrome) {
        ContactDirectory.load(from: sources, sort: .family, display: .givenFirst)
      }
      let broker = AccessBroker(center: center, prompt: prompt, limitedAccess: manifest.prefersLimitedAccess)
      let answer = await AccessRequest(api: .contacts, broker: broker, sources: sources, readPurpose: readPurpose).run()
      session.close()
      if broker.lastAnswer != nil && (answer.error == nil || answer.error?.code == .authorizationDenied) {
        ContactStore.postDidChange(bundleIdentifier: manifest.bundleIdentifier)
      }
      if answer.granted { return .success(answer.store) }
      let error = answer.error ?? ContactsError(.authorizationDenied)
      Console.error(error.message)
      if case .dismissed(.noTerminal) = broker.lastAnswer { return .failure(ExitCodeResult(.noTerminal)) }
      return .failure(ExitCodeResult(ExitCode(error.code)))
    }
  }
}

/// An exit code carried as a `Result`'s failure.
struct ExitCodeResult: Error {
  let code: ExitCode
  init(_ code: ExitCode) { self.code = code }
}
