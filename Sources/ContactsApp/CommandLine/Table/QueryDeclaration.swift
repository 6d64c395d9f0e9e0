/// `contacts-tui query [WORDS…]`, declared once: the common options, the format, how to ask, and
/// the search words. It shows `--config` and `--no-config`, which most commands hide.
enum QueryDeclaration {
  /// How `query --help` lays it out.
  static let usage = [
    UsageForm(
      "query", UsageItem.sources, [.home],
      [.choice("--format", QueryFormat.self), .flag("--limited-access"), .flag("--plain")],
      [.timeout, .config, .words("[--] [WORDS]...")])
  ]

  /// Its lines in the general help, without `--config`.
  static let overview = [
    UsageForm(
      "query", UsageItem.sources, [.home, .choice("--format", QueryFormat.self), .flag("--limited-access")],
      [.flag("--plain"), .timeout, .words("[WORDS]...")], abbreviated: true)
  ]

  /// Its options in its subsection of the man page, copied verbatim (GeneratedFilesTests).
  static let manual = [
    ManualItem(
      #".BR \-\-format " mutt" | aerc | alot | json | tsv"#,
      body: #"""
        \fBmutt\fR (the default) prints a status line, then \fIaddress\fR TAB \fIname\fR TAB
        \fIextra\fR (the company, else the nicknames, else the address's label); \fBaerc\fR and
        \fBalot\fR print \fIaddress\fR TAB \fIname\fR; \fBtsv\fR adds a header line, the label and the
        identifier; \fBjson\fR is an array of objects with those five fields.
        """#)
  ]

  /// The command, its options in `CommandTable`'s order.
  static let command = CommandDeclaration<QueryOptions>(
    name: "query", summary: "e-mail addresses for a mail client, asked for first",
    initial: QueryOptions(),
    options: ([CommonDeclarations.app] + CommonDeclarations.sources + [CommonDeclarations.home]).lifted()
      + [
        .choice("--format", QueryFormat.self) { $0.format = $1 },
        ConsentDeclarations.limitedAccess.lifted(), ConsentDeclarations.plain.lifted(),
        ConsentDeclarations.timeout.lifted(),
      ] + [CommonDeclarations.config, CommonDeclarations.noConfig].lifted(),
    positional: word,
    arguments: [.text],
    usage: usage,
    overview: overview,
    manual: manual,
    prose: """
      query prints the e-mail addresses of the contacts matching every word, one line per address,
      for a mail client's completion (--app names the mail client); request only asks. Both ask on
      the terminal when the app has not been asked, even when their output is a pipe; see
      'contacts-tui query --help'.
      """,
    make: { .query($0) })

  /// Every word that is not an option is a search word, `-` too; after `--`, every word is,
  /// as written (`--x=y` stays whole) and not counted as an option given.
  private static func word(
    _ options: inout QueryOptions, _ word: String, _ scanner: inout ArgumentScanner
  ) throws(UsageError) {
    if word == "--" {
      options.words += scanner.remainingWords()
    } else if word.hasPrefix("-") && word != "-" {
      throw ArgumentParser.unexpected(word)
    } else {
      options.words.append(word)
    }
  }
}
