/// The user's answer to the prompt.
public enum PromptAnswer: Equatable, Sendable {
  /// OK, or Allow Full Access.
  case allow
  /// Don't Allow.
  case deny
  /// Select Contacts…: only these identifiers are shared.
  case limited(Set<String>)
  /// No answer; nothing is stored.
  case dismissed(DismissReason)
}
