import ContactsApp

/// The command-line parser on arbitrary argument vectors (the bytes split at NUL, as `argv`).
///
/// Oracle: parsing never crashes; it gives the same answer twice; it fails only with a
/// `UsageError` (the typed throw) whose message is not empty; `--help` or `-h` anywhere asks
/// for help (the general usage, or a subcommand's own); and every path given to an accepted
/// `--contacts` before a `--` is kept (after it, `query` takes every word as a search word).
public enum CLIFuzz {
  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    let arguments = data.isEmpty ? [] : FuzzBytes.pieces(data, separator: 0).map(FuzzBytes.text)
    let first = Result { () throws(UsageError) in try ArgumentParser.parse(arguments) }
    let second = Result { () throws(UsageError) in try ArgumentParser.parse(arguments) }
    guard first == second else { fatalError("two parses of one command line differ") }
    switch first {
    case .failure(let error):
      guard !error.message.isEmpty else { fatalError("a usage error with no message") }
      guard !arguments.contains("--help"), !arguments.contains("-h") else {
        fatalError("--help was refused: \(error.message)")
      }
    case .success(let invocation):
      if arguments.contains("--help") || arguments.contains("-h") {
        switch invocation {
        case .help, .commandHelp: break
        default: fatalError("--help did not ask for help")
        }
      }
      if let common = invocation.common {
        let options = Array(arguments.prefix { $0 != "--" })
        let given = zip(options, options.dropFirst()).filter { $0.0 == "--contacts" }.map(\.1)
        guard given.allSatisfy(common.contacts.contains) else {
          fatalError("a --contacts path was dropped: \(given) became \(common.contacts)")
        }
      }
    }
  }
}

extension Invocation {
  /// The options every command shares, when this invocation has them.
  fileprivate var common: CommonOptions? {
    switch self {
    case .run(let options): options.common
    case .demo(let options): options.run.common
    case .status(let options): options.common
    case .list(let options): options.common
    case .permissions(let options): options.common
    case .edit(let options): options.common
    case .addEmail(let options): options.common
    case .query(let options): options.common
    case .request(let options): options.common
    default: nil
    }
  }
}
