import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import Foundation
import TerminalUI

/// `contacts-tui settings`: the privacy screen, as iOS Settings › Privacy › Contacts: every app
/// that asked, its access, and changes to it (each confirmed first).
struct SettingsCommand {
  /// The parsed options.
  let options: SettingsOptions
  /// The process environment.
  let environment: [String: String]
  /// How the demo shows the screen (captions, autoplay), when the demo opens it; nil otherwise.
  var demo: DemoPresentation?

  private var setup: AppSetup { AppSetup(common: options.common, environment: environment) }

  /// Shows the screen until the user leaves. The database is read before the terminal opens,
  /// so a damaged one is reported as `permissions` reports it.
  @MainActor
  func run() async throws(ContactsAppError) -> ExitCode {
    let setup = self.setup
    let store = try setup.permissionStore()
    let restrictions = try setup.restrictions()
    let loader = SettingsLoader(store: store, restrictions: restrictions)
    let rows = try setup.storeCall { () throws(ContactsError) in try loader.rows() }
    let session = TerminalSession(options: TerminalOptions(theme: setup.common.theme), plain: false)
    session.script = demo?.script
    defer { session.close() }
    guard case .full(let terminal) = try session.open() else {
      let name = environment["TERM"] ?? "unset"
      throw ContactsAppError(.noTerminal, "settings needs a full-screen terminal (TERM=\(name)).")
    }
    var screen = SettingsScreen(
      loader: loader, writer: SettingsWriter(store: store, restrictions: restrictions),
      contacts: {
        Result { () throws(ContactsAppError) in try setup.contactSources() }.flatMap { sources in
          ContactDirectory.load(from: sources, sort: .family, display: .givenFirst)
        }
      })
    screen.view.captions = demo?.captions ?? false
    switch await screen.run(on: terminal, rows: rows) {
    case .quit, .endOfInput: return .success
    case .interrupted(let signal): return .signal(signal)
    case .failed(var error):
      session.close()
      let reset = CommandHint(common: options.common).command("permissions reset --all")
      error.message = error.message.replacingOccurrences(of: SQLitePermissionStore.resetCommand, with: reset)
      throw error
    }
  }
}
