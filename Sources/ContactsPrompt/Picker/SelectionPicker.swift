import Authorization
package import TerminalUI

/// The picker and its confirmation, as one step: pick contacts, see how many and which will be
/// shared, then share them or go back to the picker. Used by the prompt, by `permissions edit`
/// and by the browser's Manage Selection.
@MainActor
package struct SelectionPicker {
  /// The terminal.
  package let terminal: Terminal
  /// Every contact, in display order.
  package let directory: ContactDirectory
  /// The frame (its app name is the app the contacts are shared with).
  package let chrome: ScreenChrome
  /// When the request times out, if it does.
  package let deadline: Double?

  /// A picker on `terminal` over `directory`, framed by `chrome`, that gives up at `deadline`.
  package init(terminal: Terminal, directory: ContactDirectory, chrome: ScreenChrome, deadline: Double?) {
    self.terminal = terminal
    self.directory = directory
    self.chrome = chrome
    self.deadline = deadline
  }

  /// Runs the picker from `chosen` until the user shares a selection, backs out, or leaves.
  package func run(chosen: Set<String>) async -> PickerScreen.Result {
    let runner = DialogRunner(terminal: terminal, deadline: deadline) { [chrome] in
      chrome.drawBackdrop(on: $0, caption: .picker)
    }
    let picker = PickerScreen(directory: directory, chrome: chrome, deadline: deadline)
    var chosen = chosen
    while true {
      switch await picker.run(on: terminal, chosen: chosen) {
      case .confirmed(let identifiers):
        chosen = identifiers
        let summary = ShareSummary(directory: directory, chosen: identifiers)
        switch await runner.run(PromptText.shareConfirmation(appName: chrome.appName, summary: summary)) {
        case .pressed(PromptText.shareButton): return .confirmed(identifiers)
        case .pressed, .dismissed(.cancelled): continue
        case .dismissed(let reason): return .dismissed(reason)
        }
      case let other: return other
      }
    }
  }
}
