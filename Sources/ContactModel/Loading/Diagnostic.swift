/// A problem found while loading contacts, reported as `file:line: reason` and never fatal.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The source the problem is in: a file path, or the name given to the reader.
  public var file: String
  /// The 1-based physical line where the problem starts; 0 when it concerns the whole file
  /// (a file that could not be read, or the summary of problems not listed).
  public var line: Int
  /// What was wrong and what was done about it.
  public var reason: String
  /// Cards skipped without a diagnostic of their own: a source reports at most
  /// `VCardLimits.maxDiagnostics` problems, and one summary counts the rest.
  public var unlistedCards = 0
  /// Lines ignored without a diagnostic of their own (see `unlistedCards`).
  public var unlistedLines = 0
  /// Whether the card was still read, repaired as other readers repair it (a 2.1 line continued
  /// with `\`, a card nested in a card or cut off at the end, a value in a charset it does not
  /// declare): listed, but nothing was left out.
  public var isRepair = false

  /// A diagnostic.
  public init(file: String, line: Int, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// The summary of the problems after the first `listed` in `file`.
  package init(file: String, unlistedCards: Int, unlistedLines: Int, listed: Int) {
    let count = unlistedCards + unlistedLines
    self.init(
      file: file, line: 0,
      reason: "\(count) more \(count == 1 ? "problem" : "problems") after the first \(listed) not listed "
        + "(\(unlistedCards) more cards skipped, \(unlistedLines) more lines ignored)")
    self.unlistedCards = unlistedCards
    self.unlistedLines = unlistedLines
  }

  /// Whether a whole card was left out (its reason ends in "; skipped"), rather than one line
  /// of a card that was otherwise read.
  public var skipsCard: Bool { line > 0 && reason.hasSuffix("; skipped") }

  /// Whether a whole file was left out because it could not be read.
  public var skipsFile: Bool { line == 0 && unlistedCards == 0 && unlistedLines == 0 }

  /// `file:line: reason`, the way compilers report; `file: reason` for a whole file.
  public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }

  /// How many files, cards and lines `diagnostics` left out, counting the unlisted ones, and how
  /// many repairs they made (`isRepair`).
  public static func tally(_ diagnostics: [Diagnostic]) -> (files: Int, cards: Int, lines: Int, repairs: Int) {
    var files = 0
    var cards = 0
    var lines = 0
    var repairs = 0
    for diagnostic in diagnostics {
      if diagnostic.isRepair {
        repairs += 1
      } else if diagnostic.skipsFile {
        files += 1
      } else if diagnostic.line == 0 {
        cards += diagnostic.unlistedCards
        lines += diagnostic.unlistedLines
      } else if diagnostic.skipsCard {
        cards += 1
      } else {
        lines += 1
      }
    }
    return (files, cards, lines, repairs)
  }
}
