import ContactsPrompt
import TerminalUI

/// The privacy screen's confirmations: each change is asked about first, with the focus on the
/// button that changes nothing, so an Enter typed ahead cannot change access.
enum SettingsDialogs {
  /// The button that confirms, in every confirmation here.
  static let confirmButton = 1
  /// The button that changes nothing, focused.
  static let cancelButton = 0

  /// The confirmation for `action` on `row`'s app.
  static func confirmation(_ action: SettingsAction, for row: SettingsRow) -> DialogState {
    let name = PromptText.shownName(row.name)
    let (title, body, button): (String, String, String)
    switch action {
    case .fullAccess:
      title = "Allow “\(name)” Full Access?"
      body = "“\(name)” will be able to read all of your contacts, now and in the future."
      button = "Allow Full Access"
    case .limitedAccess:
      title = "Limit “\(name)” to Selected Contacts?"
      body = "Choose the contacts “\(name)” may read next. Nothing changes until you share them."
      button = "Select Contacts…"
    case .editSelection:
      title = "Edit the Contacts “\(name)” May Read?"
      body = "Choose again which contacts “\(name)” may read. Nothing changes until you share them."
      button = "Select Contacts…"
    case .noAccess:
      title = "Remove “\(name)”’s Access?"
      body = "“\(name)” will no longer be able to read your contacts."
      button = "Remove Access"
    case .reset:
      title = "Reset “\(name)”?"
      body = "Its decision is forgotten: “\(name)” will be asked again the next time it wants your contacts."
      button = "Reset"
    }
    var state = DialogState(
      title: title, body: body, buttons: ["Cancel", button], focus: cancelButton, acceptButton: confirmButton,
      refuseButton: cancelButton)
    state.compactTitle = title
    return state
  }

  /// The picker's confirmation (how many contacts, and which), with the focus on Back: here it
  /// changes a decision already made, so the safe choice is the default.
  static func shareConfirmation(appName: String, summary: ShareSummary) -> DialogState {
    let shared = PromptText.shareConfirmation(appName: appName, summary: summary)
    var state = DialogState(
      title: shared.title, body: shared.body, buttons: shared.buttons, focus: cancelButton,
      acceptButton: PromptText.shareButton, refuseButton: cancelButton)
    state.compactTitle = shared.compactTitle
    return state
  }
}
