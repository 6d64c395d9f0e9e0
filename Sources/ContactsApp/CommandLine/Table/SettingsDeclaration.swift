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
    prose: """
      settings is the privacy screen, as iOS Settings › Privacy › Contacts: every app that asked,
      its access, when and by whom it was decided. Enter opens an app, where its access can be
      changed (Full, Limited, None), its limited selection edited (in the picker, over the
      --contacts sources), or its decision reset; each change asks first, with the focus on Cancel.
      An app restricted by policy is shown as such and cannot be changed.
      """,
    make: { .settings($0) })
}
