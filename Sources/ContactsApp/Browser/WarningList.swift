import ContactStore
import TerminalUI

/// The lines of the warning list: the cards that could not be read, one `file:line: reason` each,
/// wrapped to the screen with continuation lines indented.
enum WarningList {
  /// The lines for `diagnostics` at `width` columns.
  static func lines(_ diagnostics: [Diagnostic], width: Int) -> [String] {
    guard !diagnostics.isEmpty else { return ["Every card was read."] }
    let room = max(1, width - 2)
    var lines = [BrowserView.skippedMessage(diagnostics.count) + ":", ""]
    for diagnostic in diagnostics {
      let wrapped = DisplayWidth.wrap(diagnostic.description, width: room)
      lines += wrapped.prefix(1) + wrapped.dropFirst().flatMap { DisplayWidth.wrap($0, width: max(1, room - 4)) }
        .map { "    " + $0 }
    }
    return lines
  }
}
