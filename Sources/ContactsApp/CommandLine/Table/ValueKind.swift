/// What an option takes after its name, and how it is read and checked: one declaration gives
/// the parser's check and what a shell completes there.
///
/// Each kind reads through `ArgumentScanner` exactly as the hand-written parser does, so the
/// messages are the same (docs/plans/command-table.md, section 2). The kinds the commands not
/// yet moved need (choices, numbers, regions, group names) come with them.
enum ValueKind: Equatable, Sendable {
  /// No value: `--json`. `--json=x` fails with "takes no value", unless the option is
  /// `legacyGlued`.
  case flag
  /// A path, never empty (`--app`, `--home`, `--contacts`, `--config`); completed as `completion`.
  case path(CompletionValue)
  /// An `[account NAME]` of the configuration file: something besides spaces and tabs.
  case accountName

  /// Reads the value of `option`, just handed out by `scanner.next()`; nil for a flag.
  func read(
    for option: String, legacyGlued: Bool, _ scanner: inout ArgumentScanner
  ) throws(UsageError) -> String? {
    switch self {
    case .flag:
      if !legacyGlued { try scanner.rejectGluedValue(for: option) }
      return nil
    case .path: return try scanner.path(for: option)
    case .accountName:
      let name = try scanner.value(for: option)
      guard name.contains(where: { $0 != " " && $0 != "\t" }) else {
        throw UsageError("\(option) needs an account name, not an empty word")
      }
      return name
    }
  }

  /// What a shell completes after the option; nil for a flag.
  var completion: CompletionValue? {
    switch self {
    case .flag: nil
    case .path(let completion): completion
    case .accountName: .accountName
    }
  }
}
