import Foundation

/// Raw bytes into the pane (paste markers, mouse reports) and where text sits on its screen.
extension TmuxSession {
  /// Sends `text`'s bytes exactly as given (`send-keys -H`), as a terminal would: escape
  /// sequences included, nothing interpreted by tmux.
  func sendBytes(_ text: String) throws {
    let hex = text.utf8.map { String(format: "%02x", $0) }
    try Shell.run("/usr/bin/tmux", ["-L", socket, "-f", "/dev/null", "send-keys", "-H"] + hex)
  }

  /// Pastes `text` the way a terminal with bracketed paste on does: between the paste markers.
  func paste(_ text: String) throws {
    try sendBytes("\u{1B}[200~" + text + "\u{1B}[201~")
  }

  /// The cell (0-based row and column) where `text` starts on screen.
  func cell(of text: String) throws -> (row: Int, col: Int) {
    let lines = try screen().split(separator: "\n", omittingEmptySubsequences: false)
    for (row, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return (row, line.distance(from: line.startIndex, to: range.lowerBound))
      }
    }
    throw E2EFailure("\(text.debugDescription) is not on screen:\n\(try screen())")
  }

  /// An SGR mouse report (`ESC [ < b ; x ; y M/m`) at a 0-based cell.
  static func sgrMouse(_ code: Int, row: Int, col: Int, released: Bool = false) -> String {
    "\u{1B}[<\(code);\(col + 1);\(row + 1)\(released ? "m" : "M")"
  }

  /// Turns the wheel over the middle of `label`, both ways, a few times.
  func wheel(over label: String) throws {
    let at = try cell(of: label)
    for code in [64, 65, 64, 65] {
      try sendBytes(Self.sgrMouse(code, row: at.row, col: at.col + label.count / 2))
    }
  }

  /// Presses the left button over the middle of `label` and never releases it.
  func pressOnly(over label: String) throws {
    let at = try cell(of: label)
    try sendBytes(Self.sgrMouse(0, row: at.row, col: at.col + label.count / 2))
  }

  /// A click: press and release on the middle of `label`.
  func click(_ label: String) throws {
    let at = try cell(of: label)
    let col = at.col + label.count / 2
    try sendBytes(Self.sgrMouse(0, row: at.row, col: col) + Self.sgrMouse(0, row: at.row, col: col, released: true))
  }
}
