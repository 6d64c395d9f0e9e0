/// The options of `CommonOptions`, declared once for every command that takes them
/// (`HasCommonOptions`), each documented; a command marks the ones it hides.
enum CommonDeclarations {
  /// `--app PLIST`.
  static let app = OptionDeclaration<CommonOptions>.value("--app", .path(.file)) { $0.app = $1 }
  /// `--home DIR`.
  static let home = OptionDeclaration<CommonOptions>.value("--home", .path(.directory)) { $0.home = $1 }
  /// `--contacts PATH|URL`, which may be given again.
  static let contacts = OptionDeclaration<CommonOptions>.value("--contacts", .path(.path)) {
    $0.contacts.append($1)
  }
  /// `--account NAME`, which may be given again.
  static let account = OptionDeclaration<CommonOptions>.value("--account", .accountName) { $0.accounts.append($1) }
  /// `--offline`.
  static let offline = OptionDeclaration<CommonOptions>.flag("--offline") { $0.offline = true }
  /// `--config PATH`. After `--no-config` it fails before its value is read, so even with no
  /// value the message is that the two go alone.
  static let config = OptionDeclaration<CommonOptions>.value(
    "--config", .path(.file),
    check: { options throws(UsageError) in
      guard options.configFile != .none else { throw alone }
    },
    set: { $0.configFile = .file($1) })
  /// `--no-config`. After `--config` it fails, but only once a glued value has failed first.
  static let noConfig = OptionDeclaration<CommonOptions>.flag("--no-config") { options throws(UsageError) in
    if case .file = options.configFile { throw alone }
    options.configFile = .none
  }

  /// Where the contacts come from: `--contacts`, `--account` and `--offline`.
  static let sources = [contacts, account, offline]
  /// `--config` and `--no-config`, taken but not shown: every command but query, request and
  /// completions hides them.
  static let hiddenConfig = [config, noConfig].map { $0.with(.accepted) }

  /// `--config` and `--no-config` together, in either order.
  private static let alone = UsageError("--config and --no-config go alone, not together")
}
