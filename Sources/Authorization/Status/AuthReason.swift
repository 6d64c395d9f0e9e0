/// Why a decision was stored, with TCC's numbers.
public enum AuthReason: Int, Sendable, CaseIterable {
  /// The user answered the prompt.
  case userConsent = 2
  /// The user set it from the command line (`contacts-tui permissions set`).
  case userSet = 3
}
