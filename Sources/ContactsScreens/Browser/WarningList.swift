import ContactModel
import TerminalUI

/// The lines of the warning list: the cards that could not be read, one `file:line: reason` each,
/// wrapped to the screen with continuation lines indented.
enum WarningList {
  /// How far continuation lines are indented.
  static let indent = "    "

  /// The lines for `diagnostics` at `width` columns.
  static func lines(_ diagnostics: [Diagnostic], width: Int) -> [String] {
    guard !diagnostics.isEmpty else { return ["Every card was read."] }
    let room = max(1, width - 2)
    var lines = [Diagnostic.summary(of: diagnostics) + ":", ""]
    for diagnostic in diagnostics {
      let first = DisplayWidth.wrap(diagnostic.description, width: room).first ?? ""
      lines.append(first)
      let rest = diagnostic.description.dropFirst(first.count).drop { $0 == " " }
      let continuation = DisplayWidth.wrap(String(rest), width: max(1, room - indent.count))
      lines += continuation.map { indent + $0 }
    }
    return lines
  }
}
