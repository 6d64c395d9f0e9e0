/// What `LineTerminal.readKey` returns: one keystroke of a yes/no question, or why there is none.
public enum LineKey: Equatable, Hashable, Sendable {
  /// A key or mouse report, decoded by the same `KeyDecoder` as the full-screen terminal.
  case input(DecodedInput)
  /// The wait ended with no key.
  case timedOut
  /// The process was stopped and continued (Ctrl-Z and `fg`, or SIGSTOP and SIGCONT).
  case resumed
  /// The terminal changed size.
  case resized
  /// The terminal reached end of file or hung up.
  case endOfInput
  /// SIGINT, SIGTERM or SIGHUP arrived; the caller restores the terminal and exits 128 + N.
  case interrupted(Int32)
}
