/// Something that happened at the terminal, as `Terminal.nextEvent(timeout:)` reports it.
public enum InputEvent: Equatable, Hashable, Sendable {
  /// A key press.
  case key(KeyPress)
  /// A mouse click or wheel turn.
  case mouse(MouseEvent)
  /// The terminal changed size; redraw for the new size.
  case resize(Size)
  /// The process came back to the foreground after Ctrl-Z and `fg`; redraw everything.
  case resumed
  /// SIGINT, SIGTERM or SIGHUP arrived. Close the terminal and exit with `128 + signal`.
  case interrupted(Int32)
  /// The terminal went away or its input ended; nothing more will come.
  case endOfInput
}
