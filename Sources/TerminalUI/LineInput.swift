/// What `LineTerminal.readLine(timeout:)` got.
public enum LineInput: Equatable, Hashable, Sendable {
  /// A line the user entered, without its newline.
  case line(String)
  /// The timeout passed with no complete line.
  case timedOut
  /// The terminal went away or sent end of file (Ctrl-D).
  case endOfInput
  /// SIGINT, SIGTERM or SIGHUP arrived.
  case interrupted(Int32)
}
