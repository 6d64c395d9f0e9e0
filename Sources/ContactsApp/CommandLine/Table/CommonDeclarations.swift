/// The options of `CommonOptions`, declared once for every command that takes them
/// (`HasCommonOptions`), each documented; a command marks the ones it hides.
enum CommonDeclarations {
  /// `--app PLIST`.
  static let app = OptionDeclaration<CommonOptions>.value("--app", .path(.file)) { $0.app = $1 }
    .help(HelpRow("--app PLIST", "the asking app's Info.plist (default: the bundled Contacts Demo)"))
  /// `--home DIR`.
  static let home = OptionDeclaration<CommonOptions>.value("--home", .path(.directory)) { $0.home = $1 }
    .help(
      HelpRow(
        "--home DIR", "where decisions are stored (default: $CONTACTS_TUI_HOME, else",
        "$XDG_DATA_HOME/contacts-tui, else ~/.local/share/contacts-tui)"))
  /// `--contacts PATH|URL`, which may be given again.
  static let contacts = OptionDeclaration<CommonOptions>.value("--contacts", .path(.path)) {
    $0.contacts.append($1)
  }
  .help(
    HelpRow("--contacts PATH", "a .vcf file or a vdir folder; repeatable (default: the bundled sample)"),
    HelpRow(
      "--contacts URL", "a CardDAV server, https://user@host/path/ (http only to 127.0.0.1, ::1",
      "or localhost): an account named user@host, read from its local copy"))
  /// `--account NAME`, which may be given again.
  static let account = OptionDeclaration<CommonOptions>.value("--account", .accountName) { $0.accounts.append($1) }
    .help(HelpRow("--account NAME", "the configuration's [account NAME] (a CardDAV server); repeatable"))
  /// `--offline`.
  static let offline = OptionDeclaration<CommonOptions>.flag("--offline") { $0.offline = true }
    .help(
      HelpRow(
        "--offline", "CardDAV accounts: their local copy only; no sync starts, edits wait",
        "in the copy for the next sync"))
  /// `--config PATH`. After `--no-config` it fails before its value is read, so even with no
  /// value the message is that the two go alone.
  static let config = OptionDeclaration<CommonOptions>.value(
    "--config", .path(.file),
    check: { options throws(UsageError) in
      guard options.configFile != .none else { throw alone }
    },
    set: { $0.configFile = .file($1) }
  )
  .help(
    HelpRow(
      "--config PATH", "every command: read this configuration file instead of the one in",
      "$XDG_CONFIG_HOME/contacts-tui/config, else ~/.config/contacts-tui/config"))
  /// `--no-config`. After `--config` it fails, but only once a glued value has failed first.
  static let noConfig = OptionDeclaration<CommonOptions>.flag("--no-config") { options throws(UsageError) in
    if case .file = options.configFile { throw alone }
    options.configFile = .none
  }
  .help(HelpRow("--no-config", "every command: read no configuration file"))

  /// Where the contacts come from: `--contacts`, `--account` and `--offline`.
  static let sources = [contacts, account, offline]
  /// `--config` and `--no-config`, taken but not shown: every command but query, request and
  /// completions hides them.
  static let hiddenConfig = [config, noConfig].map { $0.with(.accepted) }

  /// `--config` and `--no-config` together, in either order.
  private static let alone = UsageError("--config and --no-config go alone, not together")
}
