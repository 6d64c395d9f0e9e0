/// A problem found while loading contacts, reported as `file:line: reason` and never fatal.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The source the problem is in: a file path, or the name given to the reader.
  public var file: String
  /// The 1-based physical line where the problem starts.
  public var line: Int
  /// What was wrong and what was done about it.
  public var reason: String

  /// A diagnostic.
  public init(file: String, line: Int, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// Whether a whole card was left out (its reason ends in "; skipped"), rather than one line
  /// of a card that was otherwise read.
  public var skipsCard: Bool { reason.hasSuffix("; skipped") }

  /// `file:line: reason`, the way compilers report.
  public var description: String { "\(file):\(line): \(reason)" }
}
