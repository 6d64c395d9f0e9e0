import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import Foundation
import TerminalUI

/// The main flow: ask for access if the user has not decided, store the answer, then show the
/// contacts on grant, or the denied screen.
@MainActor
struct RunCommand {
  /// The parsed options.
  let options: RunOptions
  /// The process environment.
  let environment: [String: String]
  /// How `demo` shows the flow (captions, autoplay); nil outside the demo.
  var demo: DemoPresentation?

  /// Runs the flow to its exit code. The terminal is restored before this returns or throws.
  func run() async throws(ContactsAppError) -> ExitCode {
    let setup = AppSetup(common: options.common, environment: environment)
    let (manifest, center, status) = try setup.appState()
    if status == .restricted {
      Console.error(
        "“\(manifest.promptName)” (\(manifest.bundleIdentifier)) is restricted from accessing contacts by "
          + "\(setup.restrictionsFile.path). Ask the administrator to lift it.")
      return .restricted
    }
    let sources = try setup.contactSources()
    var chrome = ScreenChrome(appName: manifest.promptName, api: options.api)
    chrome.captions = demo?.captions ?? false
    let session = TerminalSession(
      options: TerminalOptions(
        colorMode: ColorMode(rawValue: options.color.rawValue) ?? .auto, mouse: true, theme: options.common.theme),
      plain: options.plain || environment["TERM"] == "dumb")
    session.script = demo?.script
    defer { session.close() }

    let prompt = TerminalPrompt(session: session, timeout: options.timeout, chrome: chrome) {
      [options] in ContactDirectory.load(from: sources, sort: options.sort, display: options.display)
    }
    let broker = AccessBroker(
      center: center, prompt: prompt, limitedAccess: options.limitedAccess || manifest.prefersLimitedAccess)
    let answer = await AccessRequest(api: options.api, broker: broker, sources: sources).run()
    // Only a stored answer is news; a dismissal or a failed write changed nothing.
    if broker.lastAnswer != nil && (answer.error == nil || answer.error?.code == .authorizationDenied) {
      ContactStore.postDidChange(bundleIdentifier: manifest.bundleIdentifier)
    }
    if answer.granted {
      var browse = Browse(options: options, store: answer.store, session: session, chrome: chrome)
      browse.sourceTitle = demo?.sourceTitle
      let watch = AccessChangeWatch(center: center)
      watch.sources = SourceChangeMonitor(sources: sources)
      let accounts = try setup.accounts()
      if !accounts.isEmpty {
        let cache = setup.accountSources
        let background = BackgroundSync(launcher: SyncAgentLauncher.locate(environment: environment), cache: cache)
        browse.sync = BrowserSync(
          sync: background, accounts: accounts, offline: options.common.offline, cache: cache,
          passwords: PasswordKeeper())
        watch.sync = background
      }
      browse.changes = watch
      let writes = StoreWrites(store: answer.store, kept: KeptEdits(dataDirectory: setup.dataDirectory.path))
      browse.editing = writes.editing
      browse.editAsText = BrowserCardEdit(
        store: answer.store, environment: environment, saver: writes.saver, chrome: chrome)
      if options.api == .contacts {  // legacy callers never see limited access: no selection to manage
        let manage = ManageSelection(center: center, sources: sources, options: options, chrome: chrome)
        browse.manageSelection = { await manage.run(on: $0) }
      }
      var merge = MergeDuplicates(
        center: center, sources: sources, region: PhoneRegion.fromLocale(environment), chrome: chrome)
      merge.save = { result, contacts throws(ContactsAppError) in try writes.merge(result, of: contacts) }
      browse.mergeDuplicates = { await merge.run(on: $0, identifier: $1) }
      return try await browse.run()
    }
    return try outcome(of: answer.error, broker: broker, manifest: manifest, session: session, chrome: chrome)
  }

  /// The manifest's file, for messages.
  private var manifestPath: String { options.common.app ?? "the bundled demo app's Info.plist" }

  /// What the denied screen advises: the command that allows the app afterwards, pointed at this
  /// run's data directory; in the demo, whose directory is removed when it exits, that the demo
  /// forgets the answer.
  private func advice(_ manifest: AppManifest) -> DeniedScreen.Advice {
    if demo != nil { return .demo }
    return .command(CommandHint(common: options.common).command("permissions set \(manifest.bundleIdentifier) allow"))
  }

  /// Turns a refusal into its screen and exit code.
  private func outcome(
    of error: ContactsError?, broker: AccessBroker, manifest: AppManifest, session: TerminalSession,
    chrome: ScreenChrome
  ) throws(ContactsAppError) -> ExitCode {
    // A fresh denial through the AddressBook API has no error: `granted` alone says no.
    guard let error else {
      return DeniedScreen(manifest: manifest, chrome: chrome, advice: advice(manifest)).show(in: session)
    }
    switch error.code {
    case .authorizationDenied:
      return DeniedScreen(manifest: manifest, chrome: chrome, advice: advice(manifest)).show(in: session)
    case .promptDismissed:
      session.close()
      switch broker.lastAnswer {
      case .dismissed(.interrupted(let signal)): return .signal(signal)
      case .dismissed(.noTerminal(let message)): throw ContactsAppError(.noTerminal, message)
      case .dismissed(.failed(let message)): throw ContactsAppError(.dataError, message)
      case .dismissed(.timedOut):
        Console.error("no answer within the timeout; nothing was stored.")
      default: break
      }
      return .noDecision
    case .usageDescriptionMissing:
      session.close()
      Console.error(AppManifest.usageDescriptionMissingMessage)
      Console.error("\(manifestPath) has no NSContactsUsageDescription string; nothing was stored.")
      return .configuration
    default:
      session.close()
      throw ContactsAppError(error)
    }
  }
}
