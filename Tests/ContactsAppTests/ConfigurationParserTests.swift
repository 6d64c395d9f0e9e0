import ContactsScreens
import Testing

@testable import ContactsApp
@testable import TerminalUI

@Suite("The configuration file's format")
struct ConfigurationParserTests {
  @Test("global keys, comments and blank lines make a typed configuration")
  func globals() throws {
    let text = """
      # my contacts
      contacts = ~/contacts.vcf

        contacts = /srv/shared
      sort = given
      display = family-first
      color = never
      region = de
      """
    let configuration = try ConfigurationParser.parse(text)
    #expect(configuration.contacts == ["~/contacts.vcf", "/srv/shared"])
    #expect(configuration.sort == .given)
    #expect(configuration.display == .familyFirst)
    #expect(configuration.color == ColorChoice.never)
    #expect(configuration.region == "DE")
  }

  @Test("an empty file, or one of comments, sets nothing")
  func empty() throws {
    #expect(try ConfigurationParser.parse("") == Configuration())
    #expect(try ConfigurationParser.parse("# nothing\n\n   # still nothing\r\n") == Configuration())
  }

  @Test("a bare value ends at '#'; a quoted one keeps it, with \\\" and \\\\ for a quote and a backslash")
  func quoting() throws {
    let configuration = try ConfigurationParser.parse(
      """
      sort = given   # by first name
      contacts = "/data/#1/a \\"b\\" c\\\\d.vcf"  # a comment after the quotes
      contacts = /plain/path#not-part
      """)
    #expect(configuration.sort == .given)
    #expect(configuration.contacts == ["/data/#1/a \"b\" c\\d.vcf", "/plain/path"])
  }

  @Test("CRLF line ends and a byte-order mark are read as plain lines")
  func crlf() throws {
    let configuration = try ConfigurationParser.parse("\u{FEFF}sort = given\r\n[theme]\r\nwarning = red\r\n")
    #expect(configuration.sort == .given)
    #expect(configuration.theme.looks[.warning] == RoleLook(foreground: .red))
  }

  @Test("[theme] gives a role attributes, a colour and a background")
  func theme() throws {
    let configuration = try ConfigurationParser.parse(
      """
      [theme]  # colours
      selection = black on cyan
      highlight = bold yellow
      title-bar = Bold Underline white on blue
      focused-button = reverse
      status-bar = on default
      """)
    let looks = configuration.theme.looks
    #expect(looks[.selection] == RoleLook(foreground: .black, background: .cyan))
    #expect(looks[.accent] == RoleLook(foreground: .yellow, style: .bold))
    #expect(looks[.titleBar] == RoleLook(foreground: .white, background: .blue, style: [.bold, .underline]))
    #expect(looks[.focusedButton] == RoleLook(style: .reverse))
    #expect(looks[.statusBar] == RoleLook(background: .default))
    #expect(looks.count == 5)
  }

  @Test("every colour role has a [theme] key of its own")
  func roleNames() {
    let names = ColorRole.allCases.map(\.configurationName)
    #expect(Set(names).count == ColorRole.allCases.count)
    #expect(names.contains("selection") && names.contains("highlight"))
  }

  @Test("[account NAME] sections are kept with their settings and header line, in order")
  func accounts() throws {
    let configuration = try ConfigurationParser.parse(
      """
      sort = family
      [account home]
      url = https://dav.example.com/home/
      username = "me # myself"
      password_command = pass show dav/home
      [account  work mail ]
      url = http://127.0.0.1:5232/
      """)
    #expect(
      configuration.accounts == [
        ConfigurationAccount(
          name: "home",
          settings: [
            ConfigurationSetting(key: "url", value: "https://dav.example.com/home/"),
            ConfigurationSetting(key: "username", value: "me # myself"),
            ConfigurationSetting(key: "password_command", value: "pass show dav/home"),
          ], line: 2),
        ConfigurationAccount(
          name: "work mail", settings: [ConfigurationSetting(key: "url", value: "http://127.0.0.1:5232/")], line: 6),
      ])
    #expect(configuration.accounts.map(\.line) == [2, 6])
    #expect(configuration.accounts[0].value(.passwordCommand) == "pass show dav/home")
    #expect(configuration.accounts[1].value(.username) == nil)
    #expect(configuration.sort == .family)
  }

  @Test(
    "an account's unknown key, missing url, or URL that would send a password in the clear is an error on its line",
    arguments: [
      (
        "[account home]\nurl = https://a.example/\nuser = jane\n",
        ConfigurationError(
          line: 3, .unknownKey("user", section: "[account NAME] (its keys are url, username, password_command)"))
      ),
      ("# accounts\n[account home]\nusername = jane\n", ConfigurationError(line: 2, .missingURL("home"))),
      (
        "[account home]\nusername = jane\n[account work]\nurl = https://w.example/\n",
        ConfigurationError(line: 1, .missingURL("home"))
      ),
      (
        "[account home]\nurl = http://dav.example.com/\n",
        ConfigurationError(
          line: 2,
          .badValue(
            key: "url", value: "http://dav.example.com/",
            expected: "an https:// URL (or http:// to 127.0.0.1, ::1 or localhost)"))
      ),
      (
        "[account home]\nurl = dav.example.com\n",
        ConfigurationError(
          line: 2,
          .badValue(
            key: "url", value: "dav.example.com",
            expected: "an https:// URL (or http:// to 127.0.0.1, ::1 or localhost)"))
      ),
      (
        "[account home]\nurl = https://a.example/\npassword_command =\n",
        ConfigurationError(line: 3, .badValue(key: "password_command", value: "", expected: "a non-empty value"))
      ),
    ])
  func badAccounts(text: String, error: ConfigurationError) {
    #expect(throws: error) { try ConfigurationParser.parse(text) }
  }

  @Test(
    "http is allowed to loopback addresses only",
    arguments: [
      ("http://127.0.0.1:5232/", true), ("http://127.8.9.10/", true), ("http://[::1]:80/", true),
      ("http://localhost/dav/", true), ("http://LOCALHOST/", true), ("https://dav.example.com/", true),
      ("http://128.0.0.1/", false), ("http://127.0.0.1.example.com/", false), ("http://dav.example.com/", false),
      ("ftp://127.0.0.1/", false), ("https:///nohost", false),
    ])
  func loopback(url: String, allowed: Bool) {
    #expect(AccountURL.isAllowed(url) == allowed)
  }

  @Test("a key after a section header belongs to that section, not to the global part")
  func sectionScope() {
    #expect(throws: ConfigurationError(line: 2, .unknownKey("sort", section: "[theme]"))) {
      try ConfigurationParser.parse("[theme]\nsort = given\n")
    }
  }

  @Test(
    "each kind of bad line is an error naming its line",
    arguments: [
      ("sort = given\njust words\n", ConfigurationError(line: 2, .missingEquals)),
      ("= value\n", ConfigurationError(line: 1, .badKey(""))),
      ("Sort = given\n", ConfigurationError(line: 1, .badKey("Sort"))),
      (
        "\n\ncolour = never\n",
        ConfigurationError(line: 3, .unknownKey("colour", section: "the global part before any [section]"))
      ),
      (
        "sort = sideways\n",
        ConfigurationError(line: 1, .badValue(key: "sort", value: "sideways", expected: "given|family"))
      ),
      ("contacts =\n", ConfigurationError(line: 1, .badValue(key: "contacts", value: "", expected: "a path"))),
      ("sort = given\nsort = family\n", ConfigurationError(line: 2, .duplicateKey("sort", firstLine: 1))),
      ("[colours]\n", ConfigurationError(line: 1, .unknownSection("colours"))),
      ("[theme dark]\n", ConfigurationError(line: 1, .badSection("[theme dark]"))),
      ("[account]\n", ConfigurationError(line: 1, .badSection("[account]"))),
      ("[theme\n", ConfigurationError(line: 1, .badSection("[theme"))),
      ("[theme]\n[theme]\n", ConfigurationError(line: 2, .duplicateSection("theme", firstLine: 1))),
      (
        "[account a]\nurl = https://x.example/\nurl = https://y.example/\n",
        ConfigurationError(line: 3, .duplicateKey("url", firstLine: 2))
      ),
      ("contacts = \"/a\n", ConfigurationError(line: 1, .badQuoting("\"/a"))),
      ("contacts = \"/a\" b\n", ConfigurationError(line: 1, .badQuoting("\"/a\" b"))),
      ("[theme]\nborder = red\n", ConfigurationError(line: 2, .unknownKey("border", section: "[theme]"))),
    ])
  func errors(text: String, expected: ConfigurationError) {
    #expect(throws: expected) { try ConfigurationParser.parse(text) }
  }

  @Test(
    "a theme value must be attributes, one colour, then perhaps 'on COLOUR' last",
    arguments: [
      "", "purple", "red blue", "on", "on red bold", "bold on", "red on blue on green",
    ])
  func badLooks(value: String) {
    #expect(RoleLook(configurationText: value) == nil)
    #expect(throws: ConfigurationError.self) { try ConfigurationParser.parse("[theme]\nwarning = \(value)\n") }
  }

  @Test("a region must be one the phone table knows")
  func region() {
    #expect(throws: ConfigurationError.self) { try ConfigurationParser.parse("region = XX\n") }
  }

  @Test("echoed text is printable: an escape sequence in a bad line reaches no terminal")
  func echoIsSafe() throws {
    do {
      _ = try ConfigurationParser.parse("sort = \u{1B}[2Jgiven\n")
      Issue.record("a bad sort was taken")
    } catch {
      #expect(!error.message.contains("\u{1B}"))
      #expect(error.message.hasPrefix("sort takes given|family, not '"))
    }
  }

  @Test("a quote or backslash carrying a combining mark is escaped and read back as written")
  func combiningMarkOnQuote() throws {
    var configuration = Configuration()
    configuration.contacts = ["go\"\u{0653}at", "a\\\u{0301}b"]
    let rendered = ConfigurationRenderer.render(configuration)
    #expect(try ConfigurationParser.parse(rendered) == configuration)
  }

  @Test("rendering a configuration and parsing it again gives the same configuration")
  func roundTrip() throws {
    let text = """
      contacts = "/a #1/\\"q\\".vcf"
      contacts = ~/b.vcf
      sort = given
      display = family-first
      color = always
      region = GB
      [theme]
      selection = black on cyan
      highlight = bold underline yellow
      [account home]
      url = "https://x/#y"
      """
    let configuration = try ConfigurationParser.parse(text)
    let rendered = ConfigurationRenderer.render(configuration)
    #expect(try ConfigurationParser.parse(rendered) == configuration)
    #expect(ConfigurationRenderer.render(try ConfigurationParser.parse(rendered)) == rendered)
  }
}
