import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Testing

@testable import ContactsApp

/// The address book every format test reads: two addresses (one given twice), none, a group,
/// a nickname-only card, and a card of hostile text.
private enum QueryBook {
  static let contacts: [Contact] = {
    var ann = Contact(identifier: "ann-1")
    ann.givenName = "Ann"
    ann.familyName = "Archer"
    ann.organizationName = "Acme"
    ann.groups = ["Climbing"]
    ann.emailAddresses = [
      LabeledValue(label: ContactLabel.work, value: "ann@acme.example"),
      LabeledValue(label: ContactLabel.home, value: " ann@home.example "),
      LabeledValue(label: ContactLabel.home, value: "ANN@Acme.example"),
    ]
    var bob = Contact(identifier: "bob-2")
    bob.givenName = "Bob"
    bob.familyName = "Annan"
    bob.phoneNumbers = [LabeledValue(label: ContactLabel.mobile, value: "+1 555 0100")]
    var cleo = Contact(identifier: "cleo-3")
    cleo.givenName = "Cleo"
    cleo.nicknames = ["Clee"]
    cleo.groups = ["Climbing"]
    cleo.emailAddresses = [LabeledValue(label: "gym", value: "cleo@wall.example")]
    var eve = Contact(identifier: "eve\t4")
    eve.givenName = "Eve\tTab"
    eve.familyName = "New\nLine"
    eve.organizationName = "\u{1B}]52;c;evil\u{07}Corp"
    eve.emailAddresses = [
      LabeledValue(label: "x\ny", value: "eve@\u{1B}[31mred.example"),
      LabeledValue(label: "x\ny", value: "eve@red.example"),
    ]
    var mallory = Contact(identifier: "mallory-5")
    mallory.givenName = "Alice"
    mallory.familyName = "Boss, spy@evil.example <spy@evil.example>; \"x\" (\u{202E}y)"
    mallory.emailAddresses = [
      LabeledValue(value: "alice@corp.example,spy@evil.example"), LabeledValue(value: "alice@corp.example"),
      LabeledValue(value: "alice@corp.example\u{202E}"), LabeledValue(value: "=?utf-8?q?a?=@corp.example"),
    ]
    return [ann, bob, cleo, eve, mallory]
  }()

  /// The rows `query` prints for `words`, read through an authorized store as the command does.
  static func rows(_ words: String) throws -> [MailAddressRow] {
    let manifest = AppManifest(bundleIdentifier: "com.example.Mail", contactsUsageDescription: "Completion.")
    let permissions = InMemoryPermissionStore()
    let center = AuthorizationCenter(manifest: manifest, store: permissions, restrictions: .none)
    try center.set(.allowed, for: manifest.bundleIdentifier)
    let store = ContactStore(center: center, sources: [InMemoryContactSource(contacts: contacts)])
    return MailAddressRow.rows(of: try store.contacts(matchingSearch: words), formatter: ContactFormatter())
  }

  static func render(_ words: String, _ format: QueryFormat) throws -> String {
    MailAddressListing.render(try rows(words), format: format, query: words)
  }
}

@Suite("query's output formats, byte for byte")
struct QueryFormatTests {
  @Test("mutt: a status line, then address TAB name TAB extra; one line per address, a repeat once")
  func mutt() throws {
    #expect(
      try QueryBook.render("ann", .mutt)
        == "contacts-tui: 2 addresses matching \"ann\"\nann@acme.example\tAnn Archer\tAcme\n"
        + "ann@home.example\tAnn Archer\tAcme\n")
  }

  @Test("mutt: a contact without an address gives no line, and no match is a status line alone")
  func muttEmpty() throws {
    #expect(try QueryBook.render("bob", .mutt) == "contacts-tui: no addresses matching \"bob\"\n")
    #expect(try QueryBook.render("zzz", .mutt) == "contacts-tui: no addresses matching \"zzz\"\n")
  }

  @Test("a group's name gives every member's addresses, and extra falls back to the nickname")
  func group() throws {
    #expect(
      try QueryBook.render("climbing", .mutt)
        == "contacts-tui: 3 addresses matching \"climbing\"\nann@acme.example\tAnn Archer\tAcme\n"
        + "ann@home.example\tAnn Archer\tAcme\ncleo@wall.example\tCleo\tClee\n")
  }

  @Test("aerc and alot: address TAB name, no header")
  func aercAndAlot() throws {
    let expected = "ann@acme.example\tAnn Archer\nann@home.example\tAnn Archer\ncleo@wall.example\tCleo\n"
    #expect(try QueryBook.render("climbing", .aerc) == expected)
    #expect(try QueryBook.render("climbing", .alot) == expected)
    #expect(try QueryBook.render("bob", .aerc) == "")
  }

  @Test("alot's documented regexp reads every alot line")
  func alotRegexp() throws {
    let regex = try Regex(#"^(?P<email>[^@]+@[^\t]+)\t+(?P<name>[^\t]+)"#)
    let lines = try QueryBook.render("", .alot).split(separator: "\n")
    #expect(lines.count == 5)
    for line in lines { #expect(try regex.wholeMatch(in: line) != nil, "\(line)") }
  }

  @Test("tsv: a header line, then address, name, extra, label and identifier")
  func tsv() throws {
    #expect(
      try QueryBook.render("cleo", .tsv)
        == "address\tname\textra\tlabel\tidentifier\ncleo@wall.example\tCleo\tClee\tgym\tcleo-3\n")
    #expect(try QueryBook.render("bob", .tsv) == "address\tname\textra\tlabel\tidentifier\n")
  }

  @Test("json: an array of objects with the five fields")
  func json() throws {
    #expect(
      try QueryBook.render("archer", .json)
        == """
        [
          {"address": "ann@acme.example", "name": "Ann Archer", "extra": "Acme", "label": "work", "identifier": "ann-1"},
          {"address": "ann@home.example", "name": "Ann Archer", "extra": "Acme", "label": "home", "identifier": "ann-1"}
        ]

        """)
    #expect(try QueryBook.render("bob", .json) == "[]\n")
  }

  @Test("tabs, line feeds and ESC in any field are spaces: every row stays one line of its fields")
  func hostileText() throws {
    let line = "eve@red.example\tEve Tab New Line\t]52;c;evil Corp"
    #expect(try QueryBook.render("eve", .mutt) == "contacts-tui: 1 address matching \"eve\"\n\(line)\n")
    #expect(
      try QueryBook.render("eve", .tsv)
        == "address\tname\textra\tlabel\tidentifier\n\(line)\tx y\teve 4\n")
    for format in QueryFormat.allCases {
      let text = try QueryBook.render("eve", format)
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" })
    }
  }

  @Test("an address that is not exactly one valid address is left out of every format, and said on stderr")
  func invalidAddressLeftOut() throws {
    for format in QueryFormat.allCases {
      let text = try QueryBook.render("alice", format)
      #expect(!text.contains("spy@evil.example,") && !text.contains("=?utf-8") && !text.contains("\u{202E}"))
      #expect(text.ranges(of: "alice@corp.example").count == 1, "\(format): one row")
    }
    var refused: [String] = []
    _ = MailAddressRow.rows(of: QueryBook.contacts, formatter: ContactFormatter(), refused: &refused)
    #expect(
      refused == [
        "eve@ [31mred.example", "alice@corp.example,spy@evil.example", "alice@corp.example\u{202E}",
        "=?utf-8?q?a?=@corp.example",
      ])
  }

  @Test("a name in mutt, aerc and alot lines holds none of \" ( ) , : ; < > @ [ \\ ] nor a bidi control")
  func namesCannotStartAnAddress() throws {
    for format in [QueryFormat.mutt, .aerc, .alot] {
      let line = try QueryBook.render("alice", format).split(separator: "\n").last.map(String.init) ?? ""
      let name = line.split(separator: "\t", omittingEmptySubsequences: false)[1]
      #expect(name == "Alice Boss spy evil.example spy evil.example x y", "\(format)")
    }
    #expect(
      try QueryBook.render("alice", .json).contains(
        #""name": "Alice Boss, spy@evil.example <spy@evil.example>; \"x\" (y)""#))
  }

  @Test("a contact with no name has an empty name for mutt and aerc, and its local part for alot")
  func noName() {
    let row = MailAddressRow(address: "kim@example.org", name: "kim@example.org", extra: "", label: "", identifier: "k")
    #expect(MailAddressListing.clientName(row, format: .mutt) == "")
    #expect(MailAddressListing.clientName(row, format: .aerc) == "")
    #expect(MailAddressListing.clientName(row, format: .alot) == "kim")
  }

  @Test(
    "a field is one line: controls (C0, DEL, C1) are spaces, ends trimmed; plain text comes back as it was",
    arguments: [
      ("Ann Archer", "Ann Archer"), ("Zoë 山田", "Zoë 山田"), ("", ""), ("  ", ""), (" Ann ", "Ann"),
      ("a\tb", "a b"), ("a\u{7F}b", "a b"), ("a\u{85}b", "a b"), ("a\u{9F}b", "a b"), ("\u{1B}[2J", "[2J"),
      ("Ā¡\u{A0}x", "Ā¡\u{A0}x"),
    ])
  func oneLine(text: String, expected: String) {
    #expect(MailAddressRow.oneLine(text) == expected)
  }

  @Test("the mutt status line keeps the query on one line and counts one address in the singular")
  func statusLine() {
    #expect(MailAddressListing.muttStatus(count: 1, query: "a\nb") == "contacts-tui: 1 address matching \"a b\"")
    #expect(MailAddressListing.muttStatus(count: 7, query: "") == "contacts-tui: 7 addresses")
  }
}
