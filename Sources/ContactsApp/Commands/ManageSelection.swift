import Authorization
import ContactStore
import ContactsPrompt
import ContactsScreens
import TerminalUI

/// The browser's Manage Selection (`m` under limited access): the system picker on the current
/// selection, as iOS offers from the app's limited-access banner. A shared change is stored as
/// the user's consent and announced with `ContactStoreDidChange`, so the browser reloads.
@MainActor
struct ManageSelection {
  /// The app's permission center.
  let center: AuthorizationCenter
  /// Every source, read by the picker on the system's behalf.
  let sources: [any ContactSource]
  /// The run's options, for sorting the picker like the browser.
  let options: RunOptions
  /// The frame.
  let chrome: ScreenChrome

  /// Shows the picker; stores and announces the new selection if the user shares it.
  func run(on terminal: Terminal) async {
    let client = center.manifest.bundleIdentifier
    chrome.drawLoading(on: terminal.surface)
    guard
      case .success(let directory) = ContactDirectory.load(from: sources, sort: options.sort, display: options.display)
    else { return }
    let current = (try? center.store.sharedIdentifiers(for: client)) ?? []
    let picker = SelectionPicker(terminal: terminal, directory: directory, chrome: chrome, deadline: nil)
    guard case .confirmed(let chosen) = await picker.run(chosen: current) else { return }
    // A failed write is announced too: the reload then meets the database error and fails closed.
    try? center.record(.limited(chosen))
    ContactStore.postDidChange(bundleIdentifier: client)
  }
}
