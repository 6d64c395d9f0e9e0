extension ArgumentParser {
  /// `query [WORDS…]`: every word that is not an option is a search word; after `--`, every word is.
  static func parseQuery(_ scanner: inout ArgumentScanner) throws(UsageError) -> QueryOptions {
    var options = QueryOptions()
    while let word = scanner.next() {
      if try parseCommon(word, &scanner, into: &options.common) { continue }
      if try parseConsent(word, &scanner, into: &options.consent) { continue }
      switch word {
      case "--format": options.format = try scanner.choice(for: word, QueryFormat.self)
      case "--": options.words += scanner.remainingWords()
      case let word where word.hasPrefix("-") && word != "-": throw unexpected(word)
      default: options.words.append(word)
      }
    }
    return options
  }

  /// Reads `--limited-access`, `--plain` or `--timeout S`; false when `word` is none of them.
  private static func parseConsent(
    _ word: String, _ scanner: inout ArgumentScanner, into consent: inout ConsentOptions
  ) throws(UsageError) -> Bool {
    switch word {
    case "--limited-access":
      try scanner.rejectGluedValue(for: word)
      consent.limitedAccess = true
    case "--plain":
      try scanner.rejectGluedValue(for: word)
      consent.plain = true
    case "--timeout":
      let raw = try scanner.value(for: word)
      guard let seconds = Double(raw), seconds > 0, seconds.isFinite else {
        throw UsageError("--timeout takes a positive number of seconds, not '\(raw)'")
      }
      consent.timeout = seconds
    default: return false
    }
    return true
  }
}
