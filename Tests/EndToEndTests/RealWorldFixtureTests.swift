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
    try tmux.send("Enter")
    try tmux.waitFor("for “appleseed”")
    try tmux.send("Enter")
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

  @Test("list --format vcard writes back what the model does not show: repeats, X- properties, CATEGORIES")
  func vcardKeepsEverything() throws {
    let home = try ListCommandTests.grantedHome()
    for (name, lines) in [
      (
        "multi-valued.vcf",
        [
          "NOTE:First note", "NOTE:Second note", "ORG:First Company;Sales", "ORG:Second Company", "TITLE:Manager",
          "TITLE:Volunteer",
        ]
      ),
      (
        "nextcloud.vcf",
        [
          "CLOUD:mariam@cloud.example.org", "X-MANAGERSNAME:Karim Benali", "REV:20230512T093012Z",
          "X-SOCIALPROFILE;TYPE=mastodon:https://social.example/@mariam",
        ]
      ),
    ] {
      let output = try home.cli(["list", "--contacts", Self.fixture(name), "--format", "vcard"])
      #expect(output.status == 0, "\(output.stderr)")
      let written = output.stdout.replacingOccurrences(of: "\r\n ", with: "").split(separator: "\r\n").map(String.init)
      for line in lines { #expect(written.contains(line), "\(name): no \(line) in\n\(output.stdout)") }
      let categories = written.filter { $0.hasPrefix("CATEGORIES") }.joined(separator: ",")
      #expect(categories.contains("Family"), "\(name)")
    }
  }
}
