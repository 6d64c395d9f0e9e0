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
  /// The prompt could not do its work (the picker could not read the contacts); the message says why.
  case failed(String)
}
