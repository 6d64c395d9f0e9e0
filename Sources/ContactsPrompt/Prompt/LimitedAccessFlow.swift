import Authorization
import ContactModel
import TerminalUI

/// The iOS 18 two-stage prompt: `Continue` / `Don’t Allow`, then `Select Contacts…` /
/// `Allow Full Access`, then the picker and a confirmation. Every stage has the classic prompt's
/// input protections, because each one runs through `DialogRunner` or `PickerScreen`.
@MainActor
struct LimitedAccessFlow {
  /// The terminal.
  let terminal: Terminal
  /// The asking app.
  let manifest: AppManifest
  /// Whether the app changed since its stored decision (the first stage says so).
  var appChanged = false
  /// The frame.
  let chrome: ScreenChrome
  /// When the request times out, if it does.
  let deadline: Double?
  /// Loads every contact for the picker. The picker is the system's, not the app's, so it may
  /// read the sources before the app is granted anything, as iOS's out-of-process picker does.
  let loadDirectory: () -> Result<ContactDirectory, ContactsAppError>

  private enum Stage {
    case first, second, picker
  }

  /// Runs the stages to an answer.
  func run() async -> PromptAnswer {
    let first = DialogRunner(terminal: terminal, deadline: deadline) { [chrome] in
      chrome.drawBackdrop(on: $0, caption: .limitedPrompt)
    }
    let second = DialogRunner(terminal: terminal, deadline: deadline) { [chrome] in
      chrome.drawBackdrop(on: $0, caption: .limitedChoice)
    }
    var stage = Stage.first
    var directory: ContactDirectory?
    while true {
      switch stage {
      case .first:
        switch await first.run(PromptText.limitedFirstStage(for: manifest, appChanged: appChanged)) {
        case .pressed(PromptText.continueButton): stage = .second
        case .pressed: return .deny
        case .dismissed(let reason): return .dismissed(reason)
        }
      case .second:
        switch await second.run(PromptText.limitedSecondStage(for: manifest)) {
        case .pressed(PromptText.fullAccessButton): return .allow
        case .pressed: stage = .picker
        case .dismissed(.cancelled): stage = .first
        case .dismissed(let reason): return .dismissed(reason)
        }
      case .picker:
        if directory == nil {
          chrome.drawLoading(on: terminal.surface)
          switch loadDirectory() {
          case .success(let loaded): directory = loaded
          case .failure(let error): return .dismissed(.failed(error.message))
          }
        }
        guard let directory else { return .dismissed(.cancelled) }
        let picker = SelectionPicker(terminal: terminal, directory: directory, chrome: chrome, deadline: deadline)
        switch await picker.run(chosen: []) {
        case .confirmed(let identifiers): return .limited(identifiers)
        case .back: stage = .second
        case .dismissed(let reason): return .dismissed(reason)
        }
      }
    }
  }
}
