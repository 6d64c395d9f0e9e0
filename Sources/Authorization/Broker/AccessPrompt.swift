/// Asks the user whether an app may read contacts. The app layer implements it with TerminalUI.
///
/// `present` returns when the user answers or the prompt is dismissed; it is called at most once at
/// a time per broker. `Sendable`, as every main-actor class is, so that a broker can be made off
/// the main actor (`AccessBroker.init`).
@MainActor
public protocol AccessPrompt: AnyObject, Sendable {
  /// Shows the prompt for `request` and returns the user's answer.
  func present(_ request: PromptRequest) async -> PromptAnswer
}
