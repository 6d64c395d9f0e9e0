import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import TerminalUI

/// Consent for a command whose standard output is data for another program: `query` (the mail
/// client reads it) and `request` (a script reads the exit code). When the app has not been
/// asked, the prompt is drawn on `/dev/tty`, as pinentry does, and the answer is stored as the
/// main flow stores it; standard output is never written here, and the terminal is restored
/// before this returns, because the program that called us is still using it.
@MainActor
struct PipedConsent {
  /// Where the command stands after asking, or not needing to ask.
  struct Outcome {
    /// The asking app.
    let manifest: AppManifest
    /// The app's permission center, to read through on a grant.
    let center: AuthorizationCenter
    /// The status after the request: authorized or limited on a grant; what is stored otherwise.
    let status: AuthorizationStatus
    /// The command's exit code: success on a grant, else why not.
    let exitCode: ExitCode
  }

  /// The app and its data directory.
  let setup: AppSetup
  /// How to ask.
  let options: ConsentOptions
  /// The sources, read only by the limited-access picker (the system's, not the app's).
  let sources: [any ContactSource]

  /// Asks if the app has not been asked; a decided status is reported without a prompt. With no
  /// terminal to ask on, nothing is stored and the code is `noDecision` (4): for a caller
  /// reading the code, no terminal is one more way of getting no answer.
  func run() async throws(ContactsAppError) -> Outcome {
    let (manifest, center, status) = try setup.appState()
    guard status == .notDetermined else {
      return Outcome(manifest: manifest, center: center, status: status, exitCode: ExitCode(status))
    }
    let session = TerminalSession(
      options: TerminalOptions(colorMode: .auto, mouse: true, theme: setup.common.theme),
      plain: options.plain || setup.environment["TERM"] == "dumb")
    defer { session.close() }
    let chrome = ScreenChrome(appName: manifest.promptName, api: .contacts)
    let prompt = TerminalPrompt(session: session, timeout: options.timeout, chrome: chrome) { [sources] in
      ContactDirectory.load(from: sources, sort: .family, display: .givenFirst)
    }
    let broker = AccessBroker(
      center: center, prompt: prompt, limitedAccess: options.limitedAccess || manifest.prefersLimitedAccess)
    let error: ContactsError?
    do {
      _ = try await broker.requestAccess(for: .contacts)
      error = nil
    } catch let failure as ContactsError {
      error = failure
    } catch {
      throw ContactsAppError(.dataError, "\(error)")
    }
    session.close()
    let code = try exitCode(for: error, answer: broker.lastAnswer)
    let after = try ContactsAppError.wrap { () throws(ContactsError) in try center.status(for: .contacts) }
    return Outcome(manifest: manifest, center: center, status: after, exitCode: code)
  }

  /// The exit code of a request that ended with `error` (nil: granted), saying why on stderr
  /// when nothing was decided.
  private func exitCode(for error: ContactsError?, answer: PromptAnswer?) throws(ContactsAppError) -> ExitCode {
    guard let error else { return .success }
    switch error.code {
    case .authorizationDenied:
      return .denied
    case .promptDismissed:
      switch answer {
      case .dismissed(.interrupted(let signal)): return .signal(signal)
      case .dismissed(.failed(let message)): throw ContactsAppError(.dataError, message)
      case .dismissed(.noTerminal):
        Console.error("no terminal to ask on; nothing was stored. Run '\(requestHint)' in a terminal to be asked.")
      case .dismissed(.timedOut): Console.error("no answer within the timeout; nothing was stored.")
      default: Console.error("the prompt was dismissed; nothing was stored.")
      }
      return .noDecision
    case .usageDescriptionMissing:
      Console.error(AppManifest.usageDescriptionMissingMessage)
      Console.error(
        "\(setup.common.app ?? "the bundled demo app's Info.plist") has no NSContactsUsageDescription string; "
          + "nothing was stored.")
      return .configuration
    default:
      throw ContactsAppError(error)
    }
  }

  /// `contacts-tui request --app PLIST`, pointed at this run's app and data directory.
  private var requestHint: String { CommandHint(common: setup.common).command("request", namingApp: true) }
}
