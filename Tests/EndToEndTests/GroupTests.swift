import Foundation
import Testing

/// Groups (the cards' CATEGORIES) end to end: `list --group` and the browser's `--group`, its
/// title, the search over group names and the card. The reader must fill `Contact.groups`,
/// `nicknames` and `formattedName` from CATEGORIES, NICKNAME and FN.
@Suite("Groups, in list and in a real terminal", .serialized)
struct GroupTests {
  /// Jane and Sam are in Family (spelled two ways), Olive is at Work, Ned is in no group.
  static let cards =
    [
      "BEGIN:VCARD", "VERSION:3.0", "N:Public;Jane;Q.;Dr.;Esq.", "FN:Dr. Jane Q. Public\\, Esq.", "NICKNAME:JJ,Janie",
      "CATEGORIES:Family,Book Club", "TEL;TYPE=CELL:+1 555 0100", "END:VCARD",
      "BEGIN:VCARD", "VERSION:3.0", "N:Public;Sam;;;", "FN:Sam Public", "CATEGORIES:family", "END:VCARD",
      "BEGIN:VCARD", "VERSION:3.0", "N:Other;Olive;;;", "FN:Olive Other", "CATEGORIES:Work", "END:VCARD",
      "BEGIN:VCARD", "VERSION:3.0", "N:Nobody;Ned;;;", "FN:Ned Nobody", "END:VCARD",
    ].joined(separator: "\r\n") + "\r\n"

  /// A granted home with the cards in it, and the `--contacts` arguments for them.
  static func granted() throws -> (TestHome, [String]) {
    let home = try ListCommandTests.grantedHome()
    let path = try ListCommandTests.write(cards, named: "groups.vcf", in: home)
    return (home, ["--contacts", path])
  }

  @Test("list --group prints only the members, the name matched in any case")
  func list() throws {
    let (home, contacts) = try Self.granted()
    for name in ["Family", "FAMILY", "family"] {
      let output = try home.cli(["list", "--group", name] + contacts)
      #expect(output.status == 0, "\(output.stderr)")
      let names = output.stdout.split(separator: "\n")
      #expect(names.count == 2)
      #expect(names.contains { $0.contains("Jane") } && names.contains { $0.contains("Sam Public") })
    }
    let json = try home.cli(["list", "--format", "json", "--group", "work"] + contacts)
    let people = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(people.count == 1 && people.first?["groups"] as? [String] == ["Work"])
  }

  @Test("an unknown group is exit 2 with a message naming the groups there are, in list and in the browser")
  func unknown() throws {
    let (home, contacts) = try Self.granted()
    let output = try home.cli(["list", "--group", "Famly"] + contacts)
    #expect(output.status == 2)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains("there is no group named “Famly”; the groups are: Book Club, Family, Work."))
    let tmux = try TmuxSession(home.arguments + contacts + ["--group", "Famly"], cols: 120, rows: 24)
    defer { tmux.kill() }
    #expect(try tmux.exitStatus() == 2)
    let screen = try tmux.waitFor("there is no group named “Famly”")
    #expect(screen.contains("the groups are: Book Club, Family, Work."))
  }

  @Test("the browser with --group shows only the members and the group in its title; the card shows its groups")
  func browser() throws {
    let (home, contacts) = try Self.granted()
    let tmux = try TmuxSession(home.arguments + contacts + ["--group", "family"], cols: 80, rows: 24)
    defer { tmux.kill() }
    let screen = try tmux.waitFor("1 of 2 contacts in “Family”")
    #expect(screen.contains("Group: Family"))
    #expect(screen.contains("Sam Public") && screen.contains("Jane"))
    #expect(!screen.contains("Olive") && !screen.contains("Ned"))
    try tmux.send("/")
    try tmux.type("book")
    let found = try tmux.waitFor("/book")
    #expect(found.contains("1 match") && found.contains("Jane") && !found.contains("Sam Public"))
    try tmux.send("Enter")  // opens the selected result
    let card = try tmux.waitFor("Esc back")
    #expect(card.contains("Dr. Jane Q. Public, Esq."))
    #expect(card.contains("“JJ”, “Janie”"))
    #expect(card.contains("groups") && card.contains("Family, Book Club"))
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("/fam finds the members of Family in the whole address book")
  func searchByGroup() throws {
    let (home, contacts) = try Self.granted()
    let tmux = try TmuxSession(home.arguments + contacts, cols: 80, rows: 24)
    defer { tmux.kill() }
    try tmux.waitFor("1 of 4 contacts")
    try tmux.send("/")
    try tmux.type("fam")
    let found = try tmux.waitFor("/fam")
    #expect(found.contains("2 matches") && found.contains("Sam Public") && !found.contains("Olive"))
    try tmux.send("Escape")
    try tmux.waitFor("of 4 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }
}
