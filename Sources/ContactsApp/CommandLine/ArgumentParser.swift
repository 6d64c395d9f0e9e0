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
    case nil: return .run(try parseRun(&scanner))
    case "demo": return .demo(try parseDemo(&scanner))
    case "status": return try TableParser.parse(StatusDeclaration.command, &scanner)
    case "list": return try TableParser.parse(ListDeclaration.command, &scanner)
    case "duplicates": return try TableParser.parse(DuplicatesDeclaration.command, &scanner)
    case "permissions": return try TableParser.parse(PermissionsDeclaration.command, &scanner)
    case "settings": return try TableParser.parse(SettingsDeclaration.command, &scanner)
    case "edit": return try TableParser.parse(EditDeclaration.command, &scanner)
    case "add-email": return try TableParser.parse(AddEmailDeclaration.command, &scanner)
    case "add": return try TableParser.parse(AddDeclaration.command, &scanner)
    case "delete": return try TableParser.parse(DeleteDeclaration.command, &scanner)
    case "query": return try TableParser.parse(QueryDeclaration.command, &scanner)
    case "request": return try TableParser.parse(RequestDeclaration.command, &scanner)
    case "completions": return try TableParser.parse(CompletionsDeclaration.command, &scanner)
    case "sync": return try TableParser.parse(SyncDeclaration.command, &scanner)
    case "help": return .help
    case let word?: throw UsageError("unknown command '\(word)'; try 'contacts-tui --help'")
    }
  }

  private static func parseRun(_ scanner: inout ArgumentScanner) throws(UsageError) -> RunOptions {
    var demo: DemoOptions?
    return try parseRun(&scanner, demo: &demo)
  }

  /// The options of the main flow; with `demo` given, the demo's own options too. Without it the
  /// demo's options are usage errors: autoplay presses keys itself, which it may do only in the
  /// demo's throw-away data directory, never at a prompt whose answer is kept.
  private static func parseRun(
    _ scanner: inout ArgumentScanner, demo: inout DemoOptions?
  ) throws(UsageError) -> RunOptions {
    var options = RunOptions()
    while let word = scanner.next() {
      if try parseCommon(word, &scanner, into: &options.common) { continue }
      if DemoOptions.optionNames.contains(word) {
        guard var current = demo else {
          throw UsageError("\(word) works only with 'contacts-tui demo', whose data directory is thrown away")
        }
        try parseDemoOption(word, &scanner, into: &current)
        demo = current
        continue
      }
      switch word {
      case "--api": options.api = try scanner.choice(for: word, APIGeneration.self)
      case "--limited-access": options.limitedAccess = true
      case "--sort": options.sort = try scanner.choice(for: word, SortChoice.self)
      case "--display": options.display = try scanner.choice(for: word, DisplayChoice.self)
      case "--plain": options.plain = true
      case "--color", "--colour": options.color = try scanner.choice(for: word, ColorChoice.self)
      case "--group": options.group = try scanner.groupName(for: word)
      case "--secondary": options.secondary = try scanner.choice(for: word, SecondaryChoice.self)
      case "--timeout":
        let raw = try scanner.value(for: word)
        guard let seconds = Double(raw), seconds > 0, seconds.isFinite else {
          throw UsageError("--timeout takes a positive number of seconds, not '\(raw)'")
        }
        options.timeout = seconds
      default: throw unexpected(word)
      }
      if ["--limited-access", "--plain"].contains(word) { try scanner.rejectGluedValue(for: word) }
    }
    return options
  }

  private static func parseDemo(_ scanner: inout ArgumentScanner) throws(UsageError) -> DemoOptions {
    var demo: DemoOptions? = DemoOptions()
    let run = try parseRun(&scanner, demo: &demo)
    var options = demo ?? DemoOptions()
    options.run = run
    guard run.common.home == nil else {
      throw UsageError("demo always starts from a fresh, throw-away data directory; drop --home")
    }
    if !options.autoplay {
      if options.speed != 1 { throw UsageError("--speed goes with --autoplay") }
      if options.loop { throw UsageError("--loop goes with --autoplay") }
    }
    if options.autoplay
      && (run.common.app != nil || !run.common.contacts.isEmpty || !run.common.accounts.isEmpty || run.group != nil)
    {
      throw UsageError(
        "--autoplay plays the bundled app and sample address book; drop --app, --contacts, --account and --group")
    }
    if options.autoplay && run.plain {
      throw UsageError("--autoplay needs the full-screen terminal; drop --plain")
    }
    return options
  }

  private static func parseDemoOption(
    _ word: String, _ scanner: inout ArgumentScanner, into options: inout DemoOptions
  ) throws(UsageError) {
    switch word {
    case "--speed":
      let raw = try scanner.value(for: word)
      guard let speed = Double(raw), speed.isFinite, speed >= 0.1, speed <= 100 else {
        throw UsageError(
          "--speed takes a number from 0.1 to 100 (2 is twice as fast), not '\(TerminalText.printable(raw, keepingNewlines: false))'"
        )
      }
      options.speed = speed
    case "--step": options.captions = true
    case "--autoplay": options.autoplay = true
    default: options.loop = true
    }
    if word != "--speed" { try scanner.rejectGluedValue(for: word) }
  }

  /// Reads an option every command shares; false when `word` is not one.
  static func parseCommon(
    _ word: String, _ scanner: inout ArgumentScanner, into common: inout CommonOptions
  ) throws(UsageError) -> Bool {
    switch word {
    case "--app": common.app = try scanner.path(for: word)
    case "--home": common.home = try scanner.path(for: word)
    case "--contacts": common.contacts.append(try scanner.path(for: word))
    case "--account":
      let name = try scanner.value(for: word)
      guard name.contains(where: { $0 != " " && $0 != "\t" }) else {
        throw UsageError("--account needs an account name, not an empty word")
      }
      common.accounts.append(name)
    case "--offline":
      try scanner.rejectGluedValue(for: word)
      common.offline = true
    case "--config":
      guard common.configFile != .none else { throw UsageError("--config and --no-config go alone, not together") }
      common.configFile = .file(try scanner.path(for: word))
    case "--no-config":
      try scanner.rejectGluedValue(for: word)
      if case .file = common.configFile { throw UsageError("--config and --no-config go alone, not together") }
      common.configFile = .none
    default: return false
    }
    return true
  }

  static func unexpected(_ word: String) -> UsageError {
    word.hasPrefix("-")
      ? UsageError("unknown option '\(word)'; try 'contacts-tui --help'")
      : UsageError("unexpected argument '\(word)'; try 'contacts-tui --help'")
  }
}
