import Foundation
import Testing

/// `contacts-tui list`, run as a user would, with no terminal.
@Suite("contacts-tui list")
struct ListCommandTests {
  /// A home where the demo app was allowed from the command line.
  static func grantedHome() throws -> TestHome {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    return home
  }

  static func write(_ text: String, named name: String, in home: TestHome) throws -> String {
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    let path = home.url.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("it never prompts: exit 4 while undecided, 1 when denied, each with a message")
  func refusesWithoutAccess() throws {
    let home = try TestHome()
    let undecided = try home.cli(["list"])
    #expect(undecided.status == 4)
    #expect(undecided.stdout.isEmpty)
    #expect(undecided.stderr.contains("has not been granted access"))
    _ = try home.cli(["permissions", "set", "com.example.ContactsDemo", "deny"])
    let denied = try home.cli(["list"])
    #expect(denied.status == 1)
    #expect(denied.stderr.contains("permissions set com.example.ContactsDemo allow"))
  }

  @Test("JSON uses Contacts.framework key names and plain-word labels")
  func jsonKeys() throws {
    let home = try Self.grantedHome()
    let output = try home.cli(["list", "--format", "json", "--match", "ada lovelace"])
    #expect(output.status == 0)
    let people = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
    let ada = try #require(people.first)
    #expect(people.count == 1)
    for key in [
      "identifier", "givenName", "familyName", "middleName", "namePrefix", "nameSuffix", "nickname",
      "organizationName", "departmentName", "jobTitle", "phoneNumbers", "emailAddresses", "urlAddresses",
      "postalAddresses", "birthday", "note", "formattedName", "nicknames", "groups",
    ] {
      #expect(ada[key] != nil, "missing \(key)")
    }
    #expect(ada["birthday"] as? String == "1815-12-10")
    let phone = try #require((ada["phoneNumbers"] as? [[String: Any]])?.first)
    #expect(phone["label"] as? String == "mobile")
    let email = try #require((ada["emailAddresses"] as? [[String: Any]])?.first)
    #expect(email["label"] as? String == "Engine room")
  }

  @Test("text, sorted by family name, and --match finds accented names from plain letters")
  func textAndMatch() throws {
    let home = try Self.grantedHome()
    let all = try home.cli(["list"])
    #expect(all.status == 0)
    #expect(all.stdout.split(separator: "\n").count == 250)
    let jose = try home.cli(["list", "--match", "jose alvarez"])
    #expect(jose.stdout == "José Álvarez\n")
    let byDigits = try home.cli(["list", "--match", "2125550199"])
    #expect(byDigits.stdout.contains("Acme Pizza"))
  }

  @Test("tsv has a header and one row per contact; vcard round-trips through list again")
  func tsvAndVCard() throws {
    let home = try Self.grantedHome()
    let tsv = try home.cli(["list", "--format", "tsv"])
    let rows = tsv.stdout.split(separator: "\n")
    #expect(rows.first?.hasPrefix("identifier\t") == true)
    #expect(rows.count == 251)
    let vcard = try home.cli(["list", "--format", "vcard"])
    let path = try Self.write(vcard.stdout, named: "again.vcf", in: home)
    let again = try home.cli(["list", "--contacts", path, "--format", "tsv"])
    #expect(again.status == 0)
    #expect(Set(again.stdout.split(separator: "\n")) == Set(rows))
  }

  @Test("a missing source is exit 7 naming the path; bad lines and cards are named with file:line, exit 0")
  func badSources() throws {
    let home = try Self.grantedHome()
    let missing = try home.cli(["list", "--contacts", "/nonexistent/contacts.vcf"])
    #expect(missing.status == 7)
    #expect(missing.stderr.contains("/nonexistent/contacts.vcf"))
    let path = try Self.write(
      """
      BEGIN:VCARD\r\nVERSION:3.0\r\nN:Good;One;;;\r\nEND:VCARD\r\n\
      BEGIN:VCARD\r\nVERSION:3.0\r\nthis line has no colon\r\nN:Still;Good;;;\r\nEND:VCARD\r\n\
      \u{1}\u{2}\u{3} binary garbage\r\n\
      BEGIN:VCARD\r\nVERSION:3.0\r\nN:Never;Ended;;;\r\n\
      BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:=C3=89mile;Zola;;;\r\nEND:VCARD\r\n
      """, named: "bad.vcf", in: home)
    let output = try home.cli(["list", "--contacts", path])
    #expect(output.status == 0)
    // The card without END is kept: the card after it reads as nested in it (docs/VCARD.md).
    #expect(output.stdout.split(separator: "\n").sorted() == ["Ended Never", "Good Still", "One Good", "Zola Émile"])
    let diagnostics = output.stderr.split(separator: "\n").map { $0.replacingOccurrences(of: path, with: "bad.vcf") }
    #expect(diagnostics.count == 5)
    // The line without ':' and the garbage are ignored; the nest and the cut-off card are repaired.
    #expect(
      diagnostics.last == "contacts-tui: 2 lines were ignored, 2 problems were repaired; every readable card is listed."
    )
    #expect(diagnostics[0].hasPrefix("bad.vcf:7: "))
    #expect(diagnostics[1].hasPrefix("bad.vcf:10: "))
    #expect(diagnostics[2].hasPrefix("bad.vcf:14: vCard begins inside the vCard of line 11"))
    #expect(diagnostics[3].hasPrefix("bad.vcf:11: vCard has no END:VCARD before the end of the data"))
  }

  @Test("a vdir folder and a file can be combined with repeated --contacts")
  func vdirAndFile() throws {
    let home = try Self.grantedHome()
    let vdir = home.url.appendingPathComponent("vdir")
    try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
    try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:a\r\nN:Alpha;Ann;;;\r\nEND:VCARD\r\n".utf8)
      .write(to: vdir.appendingPathComponent("a.vcf"))
    try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:h\r\nN:Hidden;Hal;;;\r\nEND:VCARD\r\n".utf8)
      .write(to: vdir.appendingPathComponent(".hidden.vcf"))
    try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:t\r\nN:Temp;Tim;;;\r\nEND:VCARD\r\n".utf8)
      .write(to: vdir.appendingPathComponent("b.vcf.tmp"))
    let file = try Self.write(
      "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:z\r\nN:Zed;Zoe;;;\r\nEND:VCARD\r\n", named: "z.vcf", in: home)
    let output = try home.cli(["list", "--contacts", vdir.path, "--contacts", file])
    #expect(output.stdout == "Ann Alpha\nZoe Zed\n")
  }
}
