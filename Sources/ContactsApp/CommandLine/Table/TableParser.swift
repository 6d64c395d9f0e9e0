/// The one parsing loop: reads a command's options by its declaration, not by a hand-written
/// switch (docs/plans/command-table.md, section 2).
///
/// `ArgumentParser` handles `--help`, `--version` and the command word, and dispatches every
/// command to it.
enum TableParser {
  /// Parses the words after the command's own word: each option is looked up by spelling, its
  /// `check` runs, its value is read by its `ValueKind` and `set` stores it; any other word
  /// goes to `positional`. Then `finish` runs, and `make` gives the invocation.
  static func parse<Options>(
    _ command: CommandDeclaration<Options>, _ scanner: inout ArgumentScanner
  ) throws(UsageError) -> Invocation {
    var options = command.initial
    while let word = scanner.next() {
      if let option = command.option(word) {
        try option.check?(options)
        let value = try option.value.read(for: word, legacyGlued: option.legacyGlued, &scanner)
        try option.set(&options, value)
      } else if let positional = command.positional {
        try positional(&options, word, &scanner)
      } else {
        throw ArgumentParser.unexpected(word)
      }
    }
    try command.finish(&options)
    return try command.make(options)
  }

  /// Parses the words after the command's own word as `ArgumentParser.parseCommandLine` parses
  /// the whole line: `--help` or `-h` anywhere wins, and the options given are kept.
  static func parseCommandLine<Options>(
    _ command: CommandDeclaration<Options>, _ words: [String]
  ) throws(UsageError) -> ParsedCommandLine {
    if words.contains("--help") || words.contains("-h") {
      let help = CommandHelp(rawValue: command.name).map(Invocation.commandHelp) ?? .help
      return ParsedCommandLine(invocation: help, givenOptions: [])
    }
    var scanner = ArgumentScanner(words)
    let invocation = try parse(command, &scanner)
    return ParsedCommandLine(invocation: invocation, givenOptions: scanner.givenOptions)
  }
}
