import Authorization
import ContactStore
import Foundation
import TerminalUI

/// After a grant: loads the contacts (only now are sources opened) and shows them.
@MainActor
struct Browse {
  /// The run's options.
  let options: RunOptions
  /// The store, which refuses reads without access.
  let store: ContactStore
  /// The terminal.
  let session: TerminalSession
  /// The frame.
  let chrome: ScreenChrome

  /// Loads and shows the contacts; returns the exit code of the browser.
  func run() async throws(ContactsAppError) -> ExitCode {
    let mode = try session.open()
    if case .full(let terminal) = mode {
      terminal.surface.erase()
      chrome.drawTitle(chrome.appName, right: chrome.apiLabel, on: terminal.surface)
      chrome.drawStatus("Loading contacts…", on: terminal.surface)
      terminal.surface.present()
    }
    let contacts = try ContactsAppError.wrap { () throws(ContactsError) in
      try store.unifiedContacts(matching: nil, keysToFetch: ContactKey.allCases)
    }
    let diagnostics = store.diagnostics
    let directory = ContactDirectory(
      contacts: contacts, sortOrder: options.sort == .given ? .givenName : .familyName,
      displayOrder: options.display == .givenFirst ? .givenFirst : .familyFirst)
    let code: ExitCode
    switch mode {
    case .full(let terminal):
      code = BrowserScreen(
        directory: directory, chrome: chrome, sourceName: sourceName, skippedCards: diagnostics.count
      ).run(on: terminal)
    case .line:
      session.close()
      Console.output(
        bytes: Array(ContactExport.render(directory.contacts, format: .text, formatter: directory.formatter).utf8))
      code = .success
    }
    session.close()
    for diagnostic in diagnostics { Console.diagnostic(diagnostic.description) }
    return code
  }

  /// The sources' names, for the title bar.
  private var sourceName: String {
    options.common.contacts.isEmpty
      ? "Sample address book"
      : options.common.contacts.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
  }
}
