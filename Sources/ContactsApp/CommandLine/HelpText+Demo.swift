extension HelpText {
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
      --step             a one-line caption at the bottom of each stage saying what iOS does
                         there (in place of the status line's key hints)
      --autoplay         the demo presses the keys itself at a readable pace, for an unattended
                         screen: the prompt, OK, the list, a card, a search, an edit saved, the
                         privacy screen, quit. Any real key press stops it and exits 0; a real
                         key never answers the prompt. Only under demo: elsewhere it is exit 2
      --speed X          autoplay's pace: 2 is twice as fast, 0.5 half (0.1 to 100; the prompt
                         still waits out its arming delay)
      --loop             autoplay starts over, in a new data directory, until a key is pressed
      --api, --limited-access, --sort, --display, --timeout, --plain, --color, --app,
      --contacts, --account, --offline, --group, --secondary
                         as for contacts-tui (see contacts-tui --help); --home is refused.
                         --autoplay plays the bundled app and sample: it refuses --app,
                         --contacts, --group and --plain
    """
}
