extension ArgumentParser {
  static func parseDelete(_ scanner: inout ArgumentScanner) throws(UsageError) -> DeleteOptions {
    var options = DeleteOptions()
    while let word = scanner.next() {
      if try parseCommon(word, &scanner, into: &options.common) { continue }
      switch word {
      case "--id": options.identifier = try scanner.value(for: word)
      case "--match": options.match = try scanner.value(for: word)
      case "--yes", "-y":
        options.yes = true
        try scanner.rejectGluedValue(for: word)
      default: throw unexpected(word)
      }
    }
    guard (options.identifier == nil) != (options.match == nil) else {
      throw UsageError("delete takes one of --id IDENTIFIER or --match WORDS")
    }
    return options
  }
}
