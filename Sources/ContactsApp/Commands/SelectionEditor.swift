import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import TerminalUI

/// `contacts-tui permissions edit BUNDLE_ID`: the picker on an app's current limited selection,
/// as iOS Settings › Privacy › Contacts › App › Edit Selected Contacts.
@MainActor
struct SelectionEditor {
  /// The command's app, data directory and sources.
  let setup: AppSetup

  /// Shows the picker; on Share, stores the new selection as `limited` (set from the command line).
  /// Backing out changes nothing and exits 4.
  func edit(_ bundleID: String) async throws(ContactsAppError) -> ExitCode {
    let store = try setup.permissionStore()
    let current = try ContactsAppError.wrap { () throws(ContactsError) in try store.sharedIdentifiers(for: bundleID) }
    let directory = try ContactDirectory.load(from: try setup.contactSources(), sort: .family, display: .givenFirst)
      .get()
    let session = TerminalSession(options: TerminalOptions(theme: setup.common.theme), plain: false)
    defer { session.close() }
    guard case .full(let terminal) = try session.open() else {
      throw ContactsAppError(.noTerminal, "editing a selection needs a full-screen terminal (TERM=\(terminalName)).")
    }
    let chrome = ScreenChrome(appName: appName(for: bundleID), api: .contacts)
    let picker = SelectionPicker(terminal: terminal, directory: directory, chrome: chrome, deadline: nil)
    switch await picker.run(chosen: current) {
    case .confirmed(let chosen):
      session.close()
      try ContactsAppError.wrap { () throws(ContactsError) in
        try store.save(.limited, reason: .userSet, for: bundleID, sharedIdentifiers: chosen)
      }
      ContactStore.postDidChange(bundleIdentifier: bundleID)
      Console.output("\(bundleID): limited (\(chosen.count) contacts)")
      return .success
    case .back, .dismissed(.cancelled), .dismissed(.endOfInput), .dismissed(.timedOut):
      session.close()
      Console.error("nothing changed for \(bundleID).")
      return .noDecision
    case .dismissed(.interrupted(let signal)):
      return .signal(signal)
    case .dismissed(.noTerminal(let message)):
      throw ContactsAppError(.noTerminal, message)
    case .dismissed(.failed(let message)):
      throw ContactsAppError(.dataError, message)
    }
  }

  /// The app's display name when `--app` describes it, else its bundle id.
  private func appName(for bundleID: String) -> String {
    guard let manifest = try? setup.manifest(), manifest.bundleIdentifier == bundleID else { return bundleID }
    return manifest.promptName
  }

  private var terminalName: String { setup.environment["TERM"] ?? "unset" }
}
