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
  /// The confirmation shown for a selection: the prompt's, unless the caller words its own.
  package let confirmation: (ShareSummary) -> DialogState

  /// A picker on `terminal` over `directory`, framed by `chrome`, that gives up at `deadline`;
  /// `confirmation` words the question after a selection (nil: the prompt's own).
  package init(
    terminal: Terminal, directory: ContactDirectory, chrome: ScreenChrome, deadline: Double?,
    confirmation: ((ShareSummary) -> DialogState)? = nil
  ) {
    self.terminal = terminal
    self.directory = directory
    self.chrome = chrome
    self.deadline = deadline
    self.confirmation =
      confirmation ?? { [appName = chrome.appName] in PromptText.shareConfirmation(appName: appName, summary: $0) }
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
        switch await runner.run(confirmation(summary)) {
        case .pressed(PromptText.shareButton): return .confirmed(identifiers)
        case .pressed, .dismissed(.cancelled): continue
        case .dismissed(let reason): return .dismissed(reason)
        }
      case let other: return other
      }
    }
  }
}
