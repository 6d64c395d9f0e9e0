extension HelpText {
  /// The rows of `demo --help`'s OPTIONS: the demo's own options, then one for the rest.
  static let demoOptionRows =
    DemoDeclaration.command.helpRows("--step", "--autoplay", "--speed", "--loop") + [DemoDeclaration.sharedRow]

  /// `contacts-tui demo --help`.
  static let demo = """
    contacts-tui demo: the prompt, the contacts and the privacy screen, forgotten on exit.

    USAGE
    \(UsageForm.block(DemoDeclaration.command.usage))

    Every round starts at the prompt, with a fresh data directory and a copy of the bundled
    sample address book (so an edit can be saved) in one folder under $TMPDIR, removed when the
    round ends: the demo forgets every answer and edit. After the browser (q), or after a
    denial, the demo shows the privacy screen (as iOS Settings › Privacy › Contacts), where the
    answer just given can be seen and changed; q there ends the demo.

    OPTIONS
    \(HelpRow.block(demoOptionRows))
    """
}
