import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import TerminalUI

/// A parsed command line: what it asks for, and the options it names (`--sort`, `--color`, …).
package struct ParsedCommandLine: Equatable, Sendable {
  /// The command and its options.
  package var invocation: Invocation
  /// Every option word given, as written before any `=value` (`--sort`, `--colour`).
  package var givenOptions: Set<String>
}

/// Turns the words after the program name into an `Invocation`, or a `UsageError`.
package enum ArgumentParser {
  /// Parses `arguments` (without the program name).
  package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try parseCommandLine(arguments).invocation
  }

  /// Parses `arguments` (without the program name), and says which options were given, so the
  /// configuration file fills in only the others.
  package static func parseCommandLine(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
    var scanner = ArgumentScanner(arguments)
    let invocation = try parse(arguments, &scanner)
    return ParsedCommandLine(invocation: invocation, givenOptions: scanner.givenOptions)
  }

  private static func parse(_ arguments: [String], _ scanner: inout ArgumentScanner) throws(UsageError) -> Invocation {
    var first = arguments.first
    if arguments.contains("--help") || arguments.contains("-h") {
      return arguments.first.flatMap(CommandHelp.init(rawValue:)).map(Invocation.commandHelp) ?? .help
    }
    if first == "--version" { return .version }
    if let word = first, !word.hasPrefix("-") {
      _ = scanner.next()
    } else {
      first = nil
    }
    switch first {
    case nil: return try CommandTable.mainFlow.parse(&scanner)
    case "help": return .help
    case let word?:
      guard let command = CommandTable.declaration(word) else {
        throw UsageError("unknown command '\(word)'; try 'contacts-tui --help'")
      }
      return try command.parse(&scanner)
    }
  }

  static func unexpected(_ word: String) -> UsageError {
    word.hasPrefix("-")
      ? UsageError("unknown option '\(word)'; try 'contacts-tui --help'")
      : UsageError("unexpected argument '\(word)'; try 'contacts-tui --help'")
  }
}
