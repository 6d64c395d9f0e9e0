/// A shell `completions` writes a script for.
package enum CompletionShell: String, Equatable, Sendable, CaseIterable {
  /// GNU bash, through `complete -F`.
  case bash
  /// zsh, through `compdef`.
  case zsh
  /// fish, through `complete -c`.
  case fish
}

/// Options of `completions`.
package struct CompletionsOptions: Equatable, Sendable {
  /// What `completions` prints.
  package enum Output: Equatable, Sendable {
    /// The completion script for a shell.
    case script(CompletionShell)
    /// The bundle ids stored in the permission database, one a line (what the scripts complete
    /// after `permissions set`, `reset`, `edit`, `log` and `explain`).
    case bundleIDs
    /// The `[account NAME]` names of the configuration file, one a line (what the scripts
    /// complete after `--account` and `sync`).
    case accountNames
  }

  /// The data directory (`--home`), for the bundle ids.
  package var common = CommonOptions()
  /// The script, or the bundle ids.
  package var output: Output
}
