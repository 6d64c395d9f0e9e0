/// A mouse report exactly as the terminal sent it, before any meaning is given to it.
///
/// Both encodings are read: xterm's SGR form (`ESC [ < b ; x ; y M` or `m`) and the old X10
/// form (`ESC [ M` and three bytes). `MouseTracker` turns reports into `MouseEvent`s.
public struct MouseReport: Equatable, Hashable, Sendable {
  /// The button code: 0–2 buttons, +4 Shift, +8 Alt, +16 Ctrl, +32 motion, +64 wheel.
  public var code: Int
  /// The row of the pointer, from 0.
  public var row: Int
  /// The column of the pointer, from 0.
  public var col: Int
  /// Whether a button came up (SGR's final `m`, or X10's button code 3, reported as code 0).
  public var released: Bool

  /// Creates a report.
  public init(code: Int, row: Int, col: Int, released: Bool) {
    self.code = code
    self.row = row
    self.col = col
    self.released = released
  }
}

/// One thing the key decoder found in the terminal's bytes.
public enum DecodedInput: Equatable, Hashable, Sendable {
  /// A key, including the paste markers and keys with no name (`SpecialKey.unrecognized`).
  case key(KeyPress)
  /// A mouse report.
  case mouse(MouseReport)
}
