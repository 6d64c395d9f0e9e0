/// `contacts-tui settings`, declared once: the sources and `--home` shown, and `--app`,
/// `--config` and `--no-config` taken without being shown (the screen lists every app, so
/// `--app` picks none).
enum SettingsDeclaration {
  /// How `--help` lays it out.
  static let usage = [UsageForm("settings", [.home, .contacts, .account, .offline])]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<SettingsOptions>(
    name: "settings", summary: "the privacy screen",
    initial: SettingsOptions(),
    options: (CommonDeclarations.sources + [CommonDeclarations.home, CommonDeclarations.app.with(.accepted)]
      + CommonDeclarations.hiddenConfig).lifted(),
    usage: usage,
    make: { .settings($0) })
}
