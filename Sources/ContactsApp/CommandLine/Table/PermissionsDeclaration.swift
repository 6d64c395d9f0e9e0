import Authorization
import TerminalUI

/// `contacts-tui permissions [ACTION WORDS…]`, declared once: the sources, `--home`, `--json`,
/// `--all` and `--limit` shown, `--app` and the config pair taken without being shown; the
/// action and its bundle id are words. `--json` and `--all` take `=value` too, ignoring it.
enum PermissionsDeclaration {
  /// What the words say before the action is made of them.
  struct Draft: HasCommonOptions {
    /// App, data directory and sources.
    var common = CommonOptions()
    /// `--json`.
    var json = false
    /// The action word and the words after it, in order.
    var words: [String] = []
    /// `--all`, which only `reset` takes.
    var all = false
    /// `--limit N`, which only `log` takes.
    var limit: Int?
  }

  /// How `--help` lays it out: a form per action.
  static let usage = [
    UsageForm("permissions", [.home, .flag("--json")]),
    UsageForm("permissions", [.words("set BUNDLE_ID allow|deny|limited")]),
    UsageForm("permissions", [.words("reset"), .options(["--all"], "[BUNDLE_ID | --all]")]),
    UsageForm("permissions", [.words("edit BUNDLE_ID"), .contacts, .account], [.offline]),
    UsageForm("permissions", [.words("log [BUNDLE_ID]"), .flag("--json"), .option("--limit", "N")]),
    UsageForm("permissions", [.words("explain BUNDLE_ID")]),
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<Draft>(
    name: "permissions", summary: "show, set, reset or explain stored decisions",
    initial: Draft(),
    options: (CommonDeclarations.sources + [CommonDeclarations.home]).lifted()
      + [
        .flag("--json", legacyGlued: true) { $0.json = true },
        .flag("--all", legacyGlued: true) { $0.all = true },
        .count("--limit", of: "entries") { $0.limit = $1 }
          .help(HelpRow("--limit N", "permissions log: only the newest N entries")),
      ] + ([CommonDeclarations.app.with(.accepted)] + CommonDeclarations.hiddenConfig).lifted(),
    positional: { draft, word, _ throws(UsageError) in
      // `-` is a word (an unknown action); every other word starting with `-` is an unknown option.
      guard !word.hasPrefix("-") || word == "-" else { throw ArgumentParser.unexpected(word) }
      draft.words.append(word)
    },
    actions: [
      ActionSpec(name: "set", arguments: [.bundleID, .choice(["allow", "deny", "limited"])]),
      ActionSpec(name: "reset", arguments: [.bundleID]),
      ActionSpec(name: "edit", arguments: [.bundleID]),
      ActionSpec(name: "log", arguments: [.bundleID]),
      ActionSpec(name: "explain", arguments: [.bundleID]),
    ],
    usage: usage,
    make: make)

  /// The options the words make: the action first, then whether `--limit` goes with it.
  private static func make(_ draft: Draft) throws(UsageError) -> Invocation {
    var options = PermissionsOptions(common: draft.common, action: try action(draft.words, all: draft.all))
    options.json = draft.json
    if let limit = draft.limit {
      guard case .log(let bundleID, _) = options.action else { throw UsageError("--limit goes with 'permissions log'") }
      options.action = .log(bundleID: bundleID, limit: limit)
    }
    return .permissions(options)
  }

  /// The action the words name. A bundle id that is not one fails before the number of words
  /// is checked, so `permissions set 'bad id'` names the id, not the usage.
  private static func action(_ words: [String], all: Bool) throws(UsageError) -> PermissionsAction {
    if words.count >= 2, ["set", "reset", "edit", "log", "explain"].contains(words[0]),
      !AppManifest.isValidBundleIdentifier(words[1])
    {
      throw UsageError(
        "'\(TerminalText.printable(words[1], keepingNewlines: false))' is not a bundle identifier "
          + "(letters, digits, '-' and '.', as in com.example.App)")
    }
    switch (words.first, words.count) {
    case (nil, _):
      if all { throw UsageError("--all goes with 'permissions reset'") }
      return .show
    case ("set", 3):
      let decision = words[2]
      guard ["allow", "deny", "limited"].contains(decision) else {
        throw UsageError("permissions set takes allow|deny|limited, not '\(decision)'")
      }
      return .set(bundleID: words[1], decision: decision)
    case ("set", _): throw UsageError("usage: contacts-tui permissions set BUNDLE_ID allow|deny|limited")
    case ("reset", 1): return .reset(bundleID: nil, all: all)
    case ("reset", 2) where !all: return .reset(bundleID: words[1], all: false)
    case ("reset", _): throw UsageError("usage: contacts-tui permissions reset [BUNDLE_ID | --all]")
    case ("edit", 2): return .edit(bundleID: words[1])
    case ("edit", _): throw UsageError("usage: contacts-tui permissions edit BUNDLE_ID")
    case ("log", 1) where !all: return .log(bundleID: nil, limit: nil)
    case ("log", 2) where !all: return .log(bundleID: words[1], limit: nil)
    case ("log", _): throw UsageError("usage: contacts-tui permissions log [BUNDLE_ID] [--json] [--limit N]")
    case ("explain", 2) where !all: return .explain(bundleID: words[1])
    case ("explain", _): throw UsageError("usage: contacts-tui permissions explain BUNDLE_ID")
    case (let verb?, _):
      throw UsageError(
        "unknown permissions action '\(TerminalText.printable(verb, keepingNewlines: false))'; "
          + "use set, reset, edit, log or explain")
    }
  }
}
