import Foundation
import Testing

/// The real binary on real-world exports (Tests/VCardTests/Fixtures/real-world/, made by
/// scripts/make-real-world-fixtures.py): `list` and the browser read them as their owners'
/// phones and programs wrote them.
@Suite("Real-world exports, end to end", .serialized)
struct RealWorldFixtureTests {
  /// A fixture's path, found from this source file.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("VCardTests/Fixtures/real-world/\(name)").path
  }

  /// `list --format json` on one fixture: the people and what went to stderr.
  static func json(_ name: String, in home: TestHome) throws -> (people: [[String: Any]], stderr: String) {
    let output = try home.cli(["list", "--contacts", fixture(name), "--format", "json"])
    #expect(output.status == 0, "\(output.stderr)")
    let people = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
    return (people, output.stderr)
  }

  /// Each person's family and given name, as "family|given", sorted.
  static func names(_ people: [[String: Any]]) -> [String] {
    people.map { "\($0["familyName"] as? String ?? "?")|\($0["givenName"] as? String ?? "?")" }.sorted()
  }

  @Test("list --format json reads a Shift_JIS feature phone's names whole, with no warning")
  func shiftJISNames() throws {
    let home = try ListCommandTests.grantedHome()
    let (people, stderr) = try Self.json("japanese-feature-phone-sjis.vcf", in: home)
    // 十 and 能 end in the byte 0x5C: read as a backslash, they would split or escape the name.
    #expect(Self.names(people) == ["十河|能子", "能勢|ソラ"])
    #expect(people.contains { $0["organizationName"] as? String == "申請サポート株式会社" })
    #expect(stderr.isEmpty)
  }

  @Test("list --format json reads an iPhone's CR CR LF export: every name, the folded note whole")
  func iPhoneNames() throws {
    let home = try ListCommandTests.grantedHome()
    let (people, stderr) = try Self.json("iphone-ios6.vcf", in: home)
    #expect(Self.names(people) == ["Appleseed|John", "Bell|Kate", "|"])
    #expect(people.contains { $0["organizationName"] as? String == "Acme Widgets Inc." })
    let john = try #require(people.first { $0["familyName"] as? String == "Appleseed" })
    #expect((john["note"] as? String)?.hasSuffix("so no satay at the team dinner.") == true)
    #expect(stderr.isEmpty)
  }

  @Test("the browser on the iPhone export shows the folded note in full, and no warnings")
  func iPhoneBrowser() throws {
    let home = try ListCommandTests.grantedHome()
    let tmux = try TmuxSession(home.arguments + ["--contacts", Self.fixture("iphone-ios6.vcf")], cols: 80, rows: 30)
    let list = try tmux.waitFor("of 3 contacts")
    let status = BrowserTests.status(list)
    #expect(!status.contains("(w)") && !status.contains("ignored") && !status.contains("could not"), "\(status)")
    try tmux.send("/")
    try tmux.type("appleseed")
    try tmux.waitFor("1 match")
    try tmux.send("Enter")  // opens the selected result
    let card = try tmux.waitFor("Esc back")
    let note =
      "Met at WWDC 2012 in the Moscone Center. Prefers e-mail to calls; his assistant Maria books meetings. "
      + "Allergic to peanuts, so no satay at the team dinner."
    // The card wraps the note to its width: compare without the spaces and line breaks.
    let squeezed = card.filter { !$0.isWhitespace }
    #expect(squeezed.contains(note.filter { !$0.isWhitespace }), "\(card)")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("list --format vcard writes back what the model does not show: repeats, X- and 4.0 properties, CATEGORIES")
  func vcardKeepsEverything() throws {
    let home = try ListCommandTests.grantedHome()
    // Per file, (property, a piece of its value) that some written line must hold: values are
    // compared loosely where the version conversion may change their form (4.0 GEO in 3.0).
    let kept: [(file: String, properties: [(String, String)])] = [
      (
        "multi-valued.vcf",
        [
          ("NOTE", "First note"), ("NOTE", "Second note"), ("ORG", "First Company;Sales"), ("ORG", "Second Company"),
          ("TITLE", "Manager"), ("TITLE", "Volunteer"), ("CATEGORIES", "Family"), ("CATEGORIES", "Chess Club"),
        ]
      ),
      (
        "nextcloud.vcf",
        [
          ("CLOUD", "mariam@cloud.example.org"), ("X-MANAGERSNAME", "Karim Benali"), ("REV", "20230512T093012Z"),
          ("X-SOCIALPROFILE", "https://social.example/@mariam"), ("CATEGORIES", "Nextcloud"),
        ]
      ),
      (
        "formatted-names-and-photo-urls.vcf",
        [
          ("LOGO", "https://www.example.com/logos/globex-wide.png"), ("GEO", "39.7817"), ("TZ", "America/Chicago"),
          ("RELATED", "urn:uuid:f0e1d2c3-b4a5-4968-8776-655443322110"),
          ("KEY", "https://www.example.com/keys/globex.asc"),
        ]
      ),
    ]
    for (file, properties) in kept {
      let output = try home.cli(["list", "--contacts", Self.fixture(file), "--format", "vcard"])
      #expect(output.status == 0, "\(output.stderr)")
      let written = output.stdout.replacingOccurrences(of: "\r\n ", with: "").split(separator: "\r\n")
      for (name, value) in properties {
        let found = written.contains { line in
          guard let colon = line.firstIndex(of: ":") else { return false }
          let head = line[..<colon].split(separator: ";").first?.split(separator: ".").last ?? ""
          return head.uppercased() == name && line[line.index(after: colon)...].contains(value)
        }
        #expect(found, "\(file): no \(name) with \(value) in\n\(output.stdout)")
      }
    }
  }
}
