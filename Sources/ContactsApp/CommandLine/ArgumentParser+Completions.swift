import TerminalUI

extension ArgumentParser {
  /// `completions bash|zsh|fish`, or `completions --bundle-ids [--home DIR]`.
  static func parseCompletions(_ scanner: inout ArgumentScanner) throws(UsageError) -> CompletionsOptions {
    var common = CommonOptions()
    var shells: [String] = []
    var bundleIDs = false
    while let word = scanner.next() {
      if word == "--home" {
        common.home = try scanner.path(for: word)
        continue
      }
      switch word {
      case "--bundle-ids":
        try scanner.rejectGluedValue(for: word)
        bundleIDs = true
      case let word where word.hasPrefix("-"): throw unexpected(word)
      default: shells.append(word)
      }
    }
    switch (shells.first, shells.count, bundleIDs) {
    case (nil, _, true): return CompletionsOptions(common: common, output: .bundleIDs)
    case (let shell?, 1, false):
      guard let kind = CompletionShell(rawValue: shell) else {
        throw UsageError(
          "completions takes bash|zsh|fish, not '\(TerminalText.printable(shell, keepingNewlines: false))'")
      }
      return CompletionsOptions(common: common, output: .script(kind))
    default: throw UsageError("usage: contacts-tui completions bash|zsh|fish, or completions --bundle-ids [--home DIR]")
    }
  }
}
