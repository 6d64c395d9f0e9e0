package import ContactModel

/// What the browser's status line, its warning list and `list` say about cards a load skipped.
extension Diagnostic {
  /// "3 cards could not be read", then how many lines of read cards were ignored, and how many
  /// problems were repaired (and first how many files could not be read at all).
  package static func summary(of diagnostics: [Diagnostic]) -> String {
    let (files, cards, lines, repairs) = Diagnostic.tally(diagnostics)
    var parts: [String] = []
    if files > 0 { parts.append(files == 1 ? "1 file could not be read" : "\(files) files could not be read") }
    if cards > 0 { parts.append(cards == 1 ? "1 card could not be read" : "\(cards) cards could not be read") }
    if lines > 0 { parts.append(lines == 1 ? "1 line was ignored" : "\(lines) lines were ignored") }
    if repairs > 0 {
      parts.append(repairs == 1 ? "1 problem was repaired" : "\(repairs) problems were repaired")
    }
    return parts.joined(separator: ", ")
  }
}
