import ContactModel
import Foundation
import MailMessage
import Testing

@testable import ContactsApp

/// The real mail clients, where they are installed; `.ci/run` installs them and sets
/// `CONTACTS_TUI_REQUIRE_MAIL_CLIENTS=1`, which makes a missing one a failure rather than a skip.
private enum MailClients {
  static let neomutt = "/usr/bin/neomutt"
  static let python = "/usr/bin/python3"
  static let required = ProcessInfo.processInfo.environment["CONTACTS_TUI_REQUIRE_MAIL_CLIENTS"] == "1"
  static var hasNeomutt: Bool { FileManager.default.isExecutableFile(atPath: neomutt) }
  /// Whether Debian's alot (its Python package) imports.
  static let hasAlot: Bool = {
    guard FileManager.default.isExecutableFile(atPath: python) else { return false }
    return (try? run(python, ["-c", alotImport])).map { $0.status == 0 } ?? false
  }()
  /// Imports alot's address book and completer (Debian keeps the package in /usr/share/alot).
  static let alotImport = """
    import sys
    try:
        import alot
    except ImportError:
        sys.path.insert(0, '/usr/share/alot')
    from alot.addressbook.external import ExternalAddressbook
    from alot.completion.abooks import AbooksCompleter
    """

  /// Runs `path` with `arguments`, stdin `input`, in `environment`; its status and stdout.
  static func run(
    _ path: String, _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"].merging(environment) { $1 }
    let output = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = stdin
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// `query`'s output, read by each mail client's own parser: every row is exactly one recipient,
/// with its address, whatever names and addresses a hostile mail or card put in the contacts.
///
/// - mutt/neomutt reads the address column with its address-list parser (`mutt_addrlist_parse`)
///   and sets the name as the address's personal name; on completing, it writes the address
///   back into the header field, which is parsed again. Both are run through neomutt's own
///   parser, in batch mode, with `sendmail` a script that records the recipients neomutt hands it.
/// - alot's `shellcommand` address book with the regexp its manual gives, its completer (which
///   writes `name <address>`, quoting only a name with a comma), and the address parsing it
///   sends with (`email.utils.getaddresses`), run in alot's own Python package.
/// - aerc cannot be driven here: its completer runs only inside its TUI with a configured
///   account, and its parser is Go's `net/mail`, for which no Go toolchain is installed. Its
///   rule (aerc 0.14: `mail.ParseAddress` on the address column, `Address.String()`, then RFC 2047
///   words decoded, which unquotes a non-ASCII name) is checked as a property: the address is one
///   addr-spec and the name holds no special, so `name <address>` is one mailbox however it is
///   quoted (docs/DECISIONS.md, "What query prints for a mail client").
@Suite("query's rows read by the real mail clients: one recipient per row, the right one")
struct MailClientParserTests {
  /// Contacts a hostile mail could have made, and one ordinary one.
  static let contacts: [Contact] = {
    func contact(_ id: String, _ given: String, _ family: String, _ emails: [String]) -> Contact {
      var contact = Contact(identifier: id)
      contact.givenName = given
      contact.familyName = family
      contact.emailAddresses = emails.map { LabeledValue(value: $0) }
      return contact
    }
    return [
      contact("1", "Ann", "Archer", ["ann@acme.example"]),
      contact("2", "Alice", "Boss", ["alice@corp.example,spy@evil.example", "alice@corp.example"]),
      contact("3", "spy@evil.example,", "<spy2@evil.example>", ["boss@corp.example"]),
      contact("4", "Müller, spy@evil.example", "x", ["mueller@corp.example"]),
      contact("5", "\"Q\\\" <spy@evil.example>, \"", ";g:", ["q@corp.example"]),
      contact("6", "Eve\u{202E}", "(\u{2066}x)", ["eve@corp.example", "e\u{202E}ve@corp.example"]),
      contact("7", "", "", ["nameless@corp.example"]),
      contact("8", "Jörg", "Bücher", ["jörg@bücher.example"]),
      contact("9", "undisclosed:;", "", ["u@corp.example"]),
    ]
  }()

  static var rows: [MailAddressRow] { MailAddressRow.rows(of: contacts, formatter: ContactFormatter()) }

  static let expected = [
    "ann@acme.example", "alice@corp.example", "boss@corp.example", "mueller@corp.example", "q@corp.example",
    "eve@corp.example", "nameless@corp.example", "jörg@bücher.example", "u@corp.example",
  ]

  /// The lines of `format`, each split into its tab-separated fields (mutt's status line left out).
  static func lines(_ format: QueryFormat) -> [[String]] {
    let text = MailAddressListing.render(rows, format: format, query: "")
    return text.split(separator: "\n").dropFirst(format == .mutt ? 1 : 0).map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  @Test("the hostile addresses are not rows at all")
  func rowsAreTheValidAddresses() {
    #expect(Self.rows.map(\.address) == Self.expected)
  }

  @Test(
    "neomutt reads each mutt line's address, and the completion it writes back, as exactly one recipient",
    .enabled(if: MailClients.hasNeomutt || MailClients.required, "neomutt is not installed (.ci/run installs it)"))
  func neomutt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neomutt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let capture = folder.appendingPathComponent("sendmail").path
    let recipientsFile = folder.appendingPathComponent("recipients").path
    try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"\(recipientsFile)\"\ncat >/dev/null\n"
      .write(toFile: capture, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: capture)
    let muttrc = folder.appendingPathComponent("muttrc").path
    try """
    set sendmail="\(capture)"
    set from="me@example.org"
    set copy=no
    set record=""
    set folder="\(folder.path)"
    set send_charset="utf-8"

    """.write(toFile: muttrc, atomically: true, encoding: .utf8)

    /// The recipients neomutt hands sendmail for the To field `to` (after its options and `--`).
    func recipients(of to: String) throws -> [String] {
      try? FileManager.default.removeItem(atPath: recipientsFile)
      let result = try MailClients.run(
        MailClients.neomutt, ["-n", "-F", muttrc, "-s", "test", "--", to], input: "body\n",
        environment: ["HOME": folder.path])
      #expect(result.status == 0, "neomutt failed on \(to.debugDescription)")
      let argv = (try? String(contentsOfFile: recipientsFile, encoding: .utf8))?.split(separator: "\n").map(String.init)
      return Array((argv ?? []).drop { $0 != "--" }.dropFirst())
    }

    let lines = Self.lines(.mutt)
    #expect(lines.map { $0[0] } == Self.expected)
    // The old output's planted row, to show the check can fail: neomutt reads it as two.
    #expect(try recipients(of: "alice@corp.example,spy@evil.example").count == 2)
    // neomutt hands sendmail an internationalised domain in its ASCII form (IDNA).
    let sent = ["jörg@bücher.example": "jörg@xn--bcher-kva.example"]
    for fields in lines {
      let (name, address) = (fields[1], fields[0])
      let recipient = sent[address] ?? address
      #expect(try recipients(of: address) == [recipient], "the address column \(address.debugDescription)")
      // mutt's completion: the address with the name as its personal name, written back as
      // `name <address>` (a name with no special needs no quotes).
      let completed = name.isEmpty ? address : "\(name) <\(address)>"
      #expect(try recipients(of: completed) == [recipient], "the completion \(completed.debugDescription)")
    }
  }

  @Test(
    "alot's address book, completer and address parser give one recipient per line, with its name",
    .enabled(if: MailClients.hasAlot || MailClients.required, "alot is not installed (.ci/run installs it)"))
  func alot() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("alot-\(UUID().uuidString).txt")
    try MailAddressListing.render(Self.rows, format: .alot, query: "").write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let script =
      MailClients.alotImport + "\n" + """
        import email.utils, json
        book = ExternalAddressbook('cat \(file.path)', r'^(?P<email>[^@]+@[^\\t]+)\\t+(?P<name>[^\\t]+)')
        for text, _ in AbooksCompleter([book]).complete('', 0):
            print(json.dumps([text, email.utils.getaddresses([text])]))
        # A name as the old output printed it, completed as alot completes it, to show the check can fail.
        from alot.db.utils import formataddr
        print(json.dumps(['old', email.utils.getaddresses([formataddr(('Eve; spy@evil.example', 'eve@corp.example'))])]))
        """
    let result = try MailClients.run(MailClients.python, ["-c", script])
    #expect(result.status == 0)
    var parsed: [[String]] = []
    for line in result.output.split(separator: "\n") {
      let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      let addresses = try #require(entry[1] as? [[String]])
      if entry[0] as? String == "old" {
        // Two recipients with the Python alot runs on, or an unreadable field with Debian's stricter one.
        #expect(addresses != [["Eve", "eve@corp.example"]] && addresses != [["", "eve@corp.example"]])
        continue
      }
      #expect(addresses.count == 1, "\(entry[0]) is \(addresses)")
      parsed += addresses
    }
    #expect(parsed.map { $0[1] } == Self.expected)
    let names = Self.lines(.alot).map { $0[1] }
    #expect(parsed.map { $0[0] } == names, "alot's name is the line's name")
    #expect(names[6] == "nameless")
  }

  @Test("aerc: each address column is one addr-spec, and each name holds no special, so name <address> is one mailbox")
  func aerc() {
    let lines = Self.lines(.aerc)
    #expect(lines.map { $0[0] } == Self.expected)
    for fields in lines {
      #expect(fields.count == 2)
      #expect(MailAddress.isValid(fields[0]))
      #expect(!fields[1].unicodeScalars.contains { MailAddressListing.nameSpecials.contains($0) }, "\(fields[1])")
      #expect(!fields[1].unicodeScalars.contains(where: MailAddressList.isInvisible))
      let completed = fields[1].isEmpty ? fields[0] : "\(fields[1]) <\(fields[0])>"
      #expect(MailAddressList.parse(Array(completed.utf8)).map(\.address) == [fields[0]])
    }
  }
}
