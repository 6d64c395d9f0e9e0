package import Authorization
package import TerminalUI

/// The words of the iOS prompts, in one place.
package enum PromptText {
  /// Index of “Don’t Allow” in the classic prompt; focus starts here.
  package static let dontAllowButton = 0
  /// Index of “OK” in the classic prompt.
  package static let okButton = 1

  /// The most columns of an app's name the prompts show.
  package static let maxNameWidth = 32

  /// The app's name as the prompts show it: on one line (every run of white space, line breaks
  /// included, is one space) and at most `maxNameWidth` columns. The name is the app's to choose,
  /// and a long one must not push the question itself out of the box.
  package static func shownName(_ name: String) -> String {
    let words = name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    return DisplayWidth.truncate(TerminalText.printable(words), to: maxNameWidth)
  }

  /// `“Contacts Demo” Would Like to Access Your Contacts`.
  package static func title(for manifest: AppManifest) -> String {
    "“\(shownName(manifest.promptName))” Would Like to Access Your Contacts"
  }

  /// The question on one line, for a terminal too small for the box.
  package static func compactTitle(for manifest: AppManifest) -> String {
    "Allow “\(shownName(manifest.promptName))” to access your contacts?"
  }

  /// The line above the usage description when the app changed since its stored decision: the
  /// decision was made for another Info.plist or program, so the app asks again.
  package static func changedNotice(for manifest: AppManifest) -> String {
    "“\(shownName(manifest.promptName))” has changed since you last answered it: its Info.plist or its program "
      + "is not the one you allowed or denied."
  }

  /// The usage description, after the changed-app notice when there is one.
  private static func body(for manifest: AppManifest, appChanged: Bool) -> String {
    let description = manifest.contactsUsageDescription ?? ""
    guard appChanged else { return description }
    return changedNotice(for: manifest) + (description.isEmpty ? "" : "\n\n" + description)
  }

  /// The classic prompt: the usage description, `Don’t Allow` and `OK`, focus on `Don’t Allow`.
  package static func classicDialog(for manifest: AppManifest, appChanged: Bool = false) -> DialogState {
    var state = DialogState(
      title: title(for: manifest),
      body: body(for: manifest, appChanged: appChanged),
      buttons: ["Don’t Allow", "OK"],
      focus: dontAllowButton,
      acceptButton: okButton,
      refuseButton: dontAllowButton)
    state.compactTitle = compactTitle(for: manifest)
    return state
  }

  /// Index of “Don’t Allow” in the first limited-access stage; focus starts here.
  package static let limitedDontAllowButton = 0
  /// Index of “Continue” in the first limited-access stage.
  package static let continueButton = 1
  /// Index of “Select Contacts…” in the second stage; focus starts here, the less permissive choice.
  package static let selectContactsButton = 0
  /// Index of “Allow Full Access” in the second stage.
  package static let fullAccessButton = 1
  /// Index of “Share” in the share confirmation; focus starts here, so Enter shares.
  package static let shareButton = 1

  /// iOS 18's first stage: the usage description, `Don’t Allow` and `Continue`.
  package static func limitedFirstStage(for manifest: AppManifest, appChanged: Bool = false) -> DialogState {
    var state = DialogState(
      title: title(for: manifest), body: body(for: manifest, appChanged: appChanged),
      buttons: ["Don’t Allow", "Continue"], focus: limitedDontAllowButton, acceptButton: continueButton,
      refuseButton: limitedDontAllowButton)
    state.compactTitle = compactTitle(for: manifest)
    return state
  }

  /// iOS 18's second stage: share some contacts, or all of them.
  package static func limitedSecondStage(for manifest: AppManifest) -> DialogState {
    var state = DialogState(
      title: "Allow “\(shownName(manifest.promptName))” to Access Your Contacts?",
      body: "You can share only the contacts you select, or all of your contacts, now and in the future.",
      buttons: ["Select Contacts…", "Allow Full Access"], focus: selectContactsButton, acceptButton: nil,
      refuseButton: nil)
    state.compactTitle = "Share selected or all contacts with “\(shownName(manifest.promptName))”?"
    return state
  }

  /// The confirmation after the picker: how many contacts, and which.
  package static func shareConfirmation(appName fullName: String, summary: ShareSummary?) -> DialogState {
    let appName = shownName(fullName)
    let count = summary?.count ?? 0
    let noun = count == 1 ? "Contact" : "Contacts"
    var body = "Only \(count == 1 ? "this contact" : "these \(count) contacts") will be shared with “\(appName)”."
    if count == 0 { body = "No contacts will be shared with “\(appName)”. You can select some later." }
    if let summary, !summary.names.isEmpty {
      body += "\n\n" + summary.names.joined(separator: "\n")
      if summary.count > summary.names.count { body += "\n…and \(summary.count - summary.names.count) more" }
    }
    var state = DialogState(
      title: "Share \(count) \(noun)?", body: body, buttons: ["Back", "Share \(count) \(noun)"], focus: shareButton,
      acceptButton: shareButton, refuseButton: nil)
    state.compactTitle = "Share \(count) \(noun) with “\(appName)”?"
    return state
  }
}
