/// What the app asks the user: which app, and whether to offer limited access.
public struct PromptRequest: Equatable, Sendable {
  /// The app asking; the prompt shows its `promptName` and usage description.
  public var manifest: AppManifest
  /// Offer the iOS 18 two-stage prompt, whose answer may be `.limited`.
  public var limitedAccess: Bool

  /// A request for `manifest`'s app.
  public init(manifest: AppManifest, limitedAccess: Bool = false) {
    self.manifest = manifest
    self.limitedAccess = limitedAccess
  }
}

/// Why a prompt closed without an answer.
public enum DismissReason: Equatable, Sendable {
  /// Esc or `q`.
  case cancelled
  /// The input ended (Ctrl-D, closed tty).
  case endOfInput
  /// `--timeout` passed.
  case timedOut
  /// A signal (SIGINT, SIGTERM, SIGHUP) ended the prompt.
  case interrupted(Int32)
  /// There was no terminal to ask on.
  case noTerminal(String)
}

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
