package import ContactModel

/// The limits a vCard source is read under, so that hostile input (a gigabyte of garbage, a
/// 100 MB line, a card with ten thousand phone numbers) costs bounded memory and time. What
/// a limit leaves out is named in a diagnostic; docs/DECISIONS.md says why these values.
public struct VCardLimits: Sendable, Equatable {
  /// The longest logical line (after unfolding), in bytes. A longer line is ignored, named with
  /// its property; the card keeps its other lines.
  public var maxLineBytes: Int
  /// The largest card, in bytes of the lines it keeps. A larger card is skipped to its END.
  public var maxCardBytes: Int
  /// The most values a card keeps of each of TEL, EMAIL, URL and ADR; further ones are ignored.
  public var maxValuesPerField: Int
  /// The most diagnostics a source lists; one more counts the cards and lines after them.
  public var maxDiagnostics: Int
  /// The largest UTF-16 file read (it is transcoded to UTF-8 in memory first); a larger one is
  /// skipped whole.
  public var maxUTF16Bytes: Int
  /// The most cards open at once when cards are nested in cards (each is read as a contact of
  /// its own); at this depth, the innermost card ends where the next one begins.
  public var maxCardNesting: Int

  /// Limits with these values.
  public init(
    maxLineBytes: Int, maxCardBytes: Int, maxValuesPerField: Int, maxDiagnostics: Int, maxUTF16Bytes: Int = 64 << 20,
    maxCardNesting: Int = 8
  ) {
    self.maxLineBytes = maxLineBytes
    self.maxCardBytes = maxCardBytes
    self.maxValuesPerField = maxValuesPerField
    self.maxDiagnostics = maxDiagnostics
    self.maxUTF16Bytes = maxUTF16Bytes
    self.maxCardNesting = maxCardNesting
  }

  /// The limits every source is read under: 4 MiB lines (a large photo), 16 MiB cards, 1,000
  /// values per field, 1,000 diagnostics per source, 64 MiB UTF-16 files, 8 cards nested.
  public static let standard = VCardLimits(
    maxLineBytes: 4 << 20, maxCardBytes: 16 << 20, maxValuesPerField: 1_000, maxDiagnostics: 1_000)

  /// `diagnostics` cut to `maxDiagnostics`, with one summary of what was cut (and of what a
  /// parser had already left unlisted) at the end.
  package func capped(
    _ diagnostics: [Diagnostic], source: String, unlistedCards: Int = 0, unlistedLines: Int = 0
  ) -> [Diagnostic] {
    guard diagnostics.count > maxDiagnostics || unlistedCards + unlistedLines > 0 else { return diagnostics }
    var cards = unlistedCards
    var lines = unlistedLines
    var kept: [Diagnostic] = []
    kept.reserveCapacity(min(diagnostics.count, maxDiagnostics) + 1)
    for diagnostic in diagnostics {
      if diagnostic.line == 0 && !diagnostic.skipsFile {
        cards += diagnostic.unlistedCards
        lines += diagnostic.unlistedLines
      } else if kept.count < maxDiagnostics {
        kept.append(diagnostic)
      } else if diagnostic.skipsCard || diagnostic.skipsFile {
        cards += 1
      } else {
        lines += 1
      }
    }
    if cards + lines > 0 {
      kept.append(Diagnostic(file: source, unlistedCards: cards, unlistedLines: lines, listed: kept.count))
    }
    return kept
  }

  /// A byte count in words: "4 MiB", "900 bytes".
  static func words(_ bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0
      ? "\(bytes >> 20) MiB" : bytes >= 1 << 10 && bytes % (1 << 10) == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
  }
}
