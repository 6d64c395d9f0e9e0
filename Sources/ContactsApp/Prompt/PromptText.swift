import Authorization
import TerminalUI

/// The words of the iOS prompts, in one place.
enum PromptText {
  /// Index of “Don’t Allow” in the classic prompt; focus starts here.
  static let dontAllowButton = 0
  /// Index of “OK” in the classic prompt.
  static let okButton = 1

  /// `“Contacts Demo” Would Like to Access Your Contacts`.
  static func title(for manifest: AppManifest) -> String {
    "“\(manifest.promptName)” Would Like to Access Your Contacts"
  }

  /// The question on one line, for a terminal too small for the box.
  static func compactTitle(for manifest: AppManifest) -> String {
    "Allow “\(manifest.promptName)” to access your contacts?"
  }

  /// The classic prompt: the usage description, `Don’t Allow` and `OK`, focus on `Don’t Allow`.
  static func classicDialog(for manifest: AppManifest) -> DialogState {
    var state = DialogState(
      title: title(for: manifest),
      body: manifest.contactsUsageDescription ?? "",
      buttons: ["Don’t Allow", "OK"],
      focus: dontAllowButton,
      acceptButton: okButton,
      refuseButton: dontAllowButton)
    state.compactTitle = compactTitle(for: manifest)
    return state
  }
}
