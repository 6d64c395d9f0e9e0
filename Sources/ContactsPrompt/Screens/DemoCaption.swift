import TerminalUI

/// The captions of `demo --step`: one line per stage of the flow saying what iOS does there, for
/// an audience that has not seen the iOS screens. The one table of their words; each screen's view
/// picks its stage from its own state and draws the caption on the status line
/// (`ScreenChrome.drawCaption`), where no dialog's buttons ever are.
package enum DemoCaption: CaseIterable, Equatable, Sendable {
  /// The classic prompt.
  case prompt
  /// The first stage of the iOS 18 limited-access prompt.
  case limitedPrompt
  /// Its second stage: select contacts or share all.
  case limitedChoice
  /// The limited-access picker.
  case picker
  /// The contact list after a grant.
  case browser
  /// A search in the list.
  case search
  /// A contact's card.
  case card
  /// The contact form.
  case editor
  /// The privacy screen's list of apps.
  case settings
  /// One app's page on the privacy screen.
  case settingsApp
  /// The screen after a denial.
  case denied

  /// The caption's words.
  package var text: String {
    switch self {
    case .prompt: "The app asked for access; iOS shows this alert once and remembers the answer."
    case .limitedPrompt: "iOS 18 asks in two steps: first whether the app may see any contacts at all."
    case .limitedChoice: "Then: share only the contacts you pick, or all of them."
    case .picker: "Limited access: the app sees only the contacts ticked here, never the others."
    case .browser: "Access granted: the app reads the contacts, and every read is logged."
    case .search: "The app searches only what it was given; iOS never shows it the rest."
    case .card: "A contact's card: every field the app was given, and nothing more."
    case .editor: "An edit is saved through the same access check as every read."
    case .settings: "Settings › Privacy › Contacts: every app that asked, and its access."
    case .settingsApp: "Access can be changed here at any time; the app is told at once."
    case .denied: "Denied: iOS never asks again; only Settings can change the answer."
    }
  }

  /// The caption fitted to `width` columns (truncated with "…"), with a margin each side.
  package func fitted(to width: Int) -> String {
    DisplayWidth.truncate(text, to: max(0, width - 2))
  }
}
