import TerminalUI

extension ArgumentParser {
  /// `completions bash|zsh|fish`, `completions --bundle-ids [--home DIR]`, or
  /// `completions --account-names`.
  static func parseCompletions(_ scanner: inout ArgumentScanner) throws(UsageError) -> CompletionsOptions {
    var common = CommonOptions()
    var shells: [String] = []
    var bundleIDs = false
    var accountNames = false
    while let word = scanner.next() {
      if word == "--home" {
        common.home = try scanner.path(for: word)
        continue
      }
      switch word {
      case "--bundle-ids":
        try scanner.rejectGluedValue(for: word)
        bundleIDs = true
      case "--account-names":
        try scanner.rejectGluedValue(for: word)
        accountNames = true
      case let word where word.hasPrefix("-"): throw unexpected(word)
      default: shells.append(word)
      }
    }
    if accountNames {
      guard shells.isEmpty, !bundleIDs else {
        throw UsageError("--account-names goes alone: completions --account-names")
      }
      return CompletionsOptions(common: common, output: .accountNames)
    }
    switch (shells.first, shells.count, bundleIDs) {
    case (nil, _, true): return CompletionsOptions(common: common, output: .bundleIDs)
    case (let shell?, 1, false):
      guard let kind = CompletionShell(rawValue: shell) else {
        throw UsageError(
          "completions takes bash|zsh|fish, not '\(TerminalText.printable(shell, keepingNewlines: false))'")
      }
      return CompletionsOptions(common: common, output: .script(kind))
    default:
      throw UsageError(
        "usage: contacts-tui completions bash|zsh|fish, or completions --bundle-ids [--home DIR], or completions --account-names"
      )
    }
  }
}
