import ContactsPrompt
import ContactsScreens

/// `contacts-tui demo`, declared once: the main flow's options but `--home`, and how the demo is
/// shown. `--home` is read as the main flow reads it, and refused once every word is read: the
/// demo makes its own data directory.
enum DemoDeclaration {
  /// The demo's own options, in `--help`'s order.
  static let own: [OptionDeclaration<DemoOptions>] = [
    .flag("--step") { $0.captions = true }
      .help(
        HelpRow(
          "--step", "a one-line caption at the bottom of each stage saying what iOS does",
          "there (in place of the status line's key hints)")),
    .flag("--autoplay") { $0.autoplay = true }
      .help(
        HelpRow(
          "--autoplay", "the demo presses the keys itself at a readable pace, for an unattended",
          "screen: the prompt, OK, the list, a card, a search, an edit saved, the",
          "privacy screen, quit. Any real key press stops it and exits 0; a real",
          "key never answers the prompt. Only under demo: elsewhere it is exit 2")),
    .number("--speed", in: 0.1...100, described: "a number from 0.1 to 100 (2 is twice as fast)") { $0.speed = $1 }
      .help(
        HelpRow(
          "--speed X", "autoplay's pace: 2 is twice as fast, 0.5 half (0.1 to 100; the prompt",
          "still waits out its arming delay)")),
    .flag("--loop") { $0.loop = true }
      .help(HelpRow("--loop", "autoplay starts over, in a new data directory, until a key is pressed")),
  ]

  /// The row of `demo --help` for the options it shares with the main flow.
  static let sharedRow = HelpRow(
    labels: [
      "--api, --limited-access, --sort, --display, --timeout, --plain, --color, --app,",
      "--contacts, --account, --offline, --group, --secondary",
    ],
    "as for contacts-tui (see contacts-tui --help); --home is refused.",
    "--autoplay plays the bundled app and sample: it refuses --app,",
    "--contacts, --group and --plain")

  /// How `demo --help` lays it out: the browsing demo, then autoplay.
  static let usage = [
    UsageForm(
      "demo", [.flag("--step"), .choice("--api", APIGeneration.self), .flag("--limited-access")],
      [.choice("--sort", SortChoice.self), .choice("--display", DisplayChoice.self)],
      [.timeout, .flag("--plain"), .choice("--color", ColorChoice.self)],
      UsageItem.sources, [.option("--group", "NAME")], [.choice("--secondary", SecondaryChoice.self)]),
    UsageForm(
      "demo",
      [
        .required("--autoplay"), .option("--speed", "X"), .flag("--loop"), .flag("--step"), .option("--api", "API"),
        .flag("--limited-access"),
      ]),
  ]

  /// Its lines in the general help, which point to `demo --help`.
  static let overview = [
    UsageForm(
      "demo",
      [
        .flag("--step"), .options(["--autoplay", "--speed", "--loop"], "[--autoplay [--speed X] [--loop]]"),
        .option("--api", "API"),
      ],
      [.flag("--limited-access"), .aside("(see 'contacts-tui demo --help')", gap: 7)], abbreviated: true)
  ]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".B \-\-step"#,
      body: #"""
        a one-line caption at the bottom of each stage (the prompt, the limited-access stages, the
        picker, the list, a search, a card, the form, the privacy screen, the denied screen) saying what
        iOS does there, in place of the status line's key hints.
        """#),
    ManualItem(
      #".B \-\-autoplay"#,
      body: #"""
        the demo presses the keys itself at a readable pace, for an unattended screen: the prompt and
        OK, the list scrolled, a card, a search, a field edited and saved, the privacy screen, quit.
        The keys go through the same key handling as typed keys. Any real key press or click stops it:
        nothing more is pressed, the real key is never taken as an answer, and the demo exits 0. It
        plays the bundled app and sample only (\fB\-\-app\fR, \fB\-\-contacts\fR, \fB\-\-group\fR and
        \fB\-\-plain\fR are usage errors with it), and exists only under \fBdemo\fR: anywhere else it
        is a usage error (exit 2).
        """#),
    ManualItem(
      #".BI \-\-speed " X""#,
      body: #"""
        autoplay's pace: 2 is twice as fast, 0.5 half as fast (0.1 to 100). The prompt still waits out
        its arming delay.
        """#),
    ManualItem(
      #".B \-\-loop"#,
      body: #"""
        autoplay starts over, in a new data directory, until a real key is pressed.
        """#),
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<DemoOptions>(
    name: "demo", summary: "the main flow on a throw-away data directory",
    initial: DemoOptions(),
    options: (RunDeclaration.common.filter { $0.name != "--home" } + RunDeclaration.own).lifted() + own
      + ([CommonDeclarations.home.with(.refused)] + CommonDeclarations.hiddenConfig).lifted(into: RunOptions.self)
      .lifted(),
    finish: finish,
    usage: usage,
    overview: overview,
    manual: manual,
    listedLast: true,
    make: { .demo($0) })

  /// The checks that need every word read, in this order: `--home`, then what goes only with
  /// `--autoplay`, then what autoplay cannot go with.
  private static func finish(_ options: inout DemoOptions) throws(UsageError) {
    let run = options.run
    guard run.common.home == nil else {
      throw UsageError("demo always starts from a fresh, throw-away data directory; drop --home")
    }
    if !options.autoplay {
      if options.speed != 1 { throw UsageError("--speed goes with --autoplay") }
      if options.loop { throw UsageError("--loop goes with --autoplay") }
    }
    if options.autoplay
      && (run.common.app != nil || !run.common.contacts.isEmpty || !run.common.accounts.isEmpty || run.group != nil)
    {
      throw UsageError(
        "--autoplay plays the bundled app and sample address book; drop --app, --contacts, --account and --group")
    }
    if options.autoplay && run.plain {
      throw UsageError("--autoplay needs the full-screen terminal; drop --plain")
    }
  }
}
