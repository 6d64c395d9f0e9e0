import ContactModel

/// A diagnostic whose line numbers are still relative to the piece of the file it came from.
struct PendingDiagnostic {
  var line: Int
  var reason: String
  /// A second line the reason mentions, between `reason` and `suffix`.
  var otherLine: Int?
  var suffix: String
  /// A warning about the whole file (text that is not UTF-8 and declares no charset): each piece
  /// parsed in parallel gives its first, and `VCardReader` keeps only the file's first.
  var oncePerFile = false
  /// The card was read all the same (`Diagnostic.isRepair`).
  var repaired = false

  /// The diagnostic for `source`, with `offset` lines before its piece.
  func resolved(source: String, offset: Int) -> Diagnostic {
    let text = reason + (otherLine.map { String($0 + offset) } ?? "") + suffix
    var diagnostic = Diagnostic(file: source, line: line + offset, reason: text)
    diagnostic.isRepair = repaired
    return diagnostic
  }
}
