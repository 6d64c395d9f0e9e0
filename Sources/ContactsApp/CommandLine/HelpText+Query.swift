extension HelpText {
  /// Every `query --format`: `mutt|aerc|alot|json|tsv`.
  static let queryFormatNames = QueryFormat.allCases.map(\.rawValue).joined(separator: "|")

  /// Every `query --format`, as the options list them: `mutt, aerc, alot, json, tsv`.
  static let queryFormatList = QueryFormat.allCases.map(\.rawValue).joined(separator: ", ")

  /// The help text of one subcommand.
  static func text(for topic: CommandHelp) -> String {
    switch topic {
    case .query: query
    case .request: request
    case .demo: demo
    }
  }

  /// `contacts-tui query --help`.
  static let query = """
    contacts-tui query: e-mail addresses for a mail client's completion, asked for first.

    USAGE
    \(UsageForm.block(QueryDeclaration.command.usage))

    Prints one line per e-mail address of the contacts matching every word, as the browser's
    search matches (each word anywhere in a name, nickname, company, e-mail or group name, case-
    and accent-insensitive; a word of digits in a phone number too): a group's name gives its
    members' addresses. No words: every address. Contacts
    come in their sources' order, addresses in the card's order; an address given twice for the
    same name is printed once. Tabs, line breaks and control characters in a card are spaces.

    --app PLIST is the mail client asking. When it has not been asked, the prompt appears on the
    terminal (/dev/tty) even though the output goes to the mail client, and the answer is stored
    as in the browser. Denied (1), restricted (3), dismissed, timed out or no terminal to ask on
    (4): nothing on standard output, one line on standard error. Under limited access only the
    chosen contacts' addresses come out.

    FORMATS
      mutt   a status line (mutt shows it), then address TAB name TAB extra (default)
      aerc   address TAB name
      alot   address TAB name, read by alot's regexp '^(?P<email>[^@]+@[^\\t]+)\\t+(?P<name>[^\\t]+)'
      json   [{"address", "name", "extra", "label", "identifier"}, …]
      tsv    a header line, then address, name, extra, label and identifier
    extra is the company, else the nicknames, else the address's label (work, home, …).

    EXIT CODES
      0 printed (also when nothing matched)   1 denied   2 usage   3 restricted
      4 no decision or no terminal            5 configuration       7 data error
    """

  /// `contacts-tui request --help`.
  static let request = """
    contacts-tui request: only the access prompt; the exit code is the answer.

    USAGE
    \(UsageForm.block(RequestDeclaration.command.usage))

    When the app has not been asked, the prompt appears on the terminal (/dev/tty), even when
    standard output is a pipe, and the answer is stored; an app already decided is not asked
    again. Prints the status (authorized, limited, denied, restricted, notDetermined), or with
    --json {"status": "…", "sharedIdentifiers": […]}, the identifiers under limited access only.

    EXIT CODES
      0 authorized or limited   1 denied   2 usage   3 restricted
      4 no decision (dismissed, timed out, or no terminal to ask on)   5 configuration
    """
}
