import ContactModel
import ContactSearch
import ContactsScreens
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("--group, and the groups, FN and nicknames the browser shows")
struct GroupBrowserTests {
  /// Two members of "Family" (as the browser keeps them after `--group family`).
  static let members: [Contact] = {
    var jane = BrowserFixture.person("Jane", "Public", nickname: "JJ")
    jane.nicknames = ["JJ", "Janie"]
    jane.formattedName = "Dr. Jane Q. Public, Esq."
    jane.groups = ["Family", "Book Club"]
    var sam = BrowserFixture.person("Sam", "Public")
    sam.groups = ["FAMILY"]
    return [jane, sam]
  }()

  static func content(group: String? = "Family", limited: Bool = false, _ contacts: [Contact] = members)
    -> BrowserContent
  {
    let directory = ContactDirectory(contacts: contacts, sortOrder: .familyName, displayOrder: .givenFirst)
    return BrowserContent(
      directory: directory, search: SearchIndexLoader(index: SearchIndex(directory.contacts)), title: "Contacts Demo",
      sourceName: "family.vcf", limitedAccess: limited, group: group)
  }

  static func draw(_ content: BrowserContent, rows: Int = 14, _ setup: (inout BrowserState) -> Void = { _ in })
    -> MemorySurface
  {
    let surface = MemorySurface(size: Size(rows: rows, cols: 70))
    var state = BrowserState(content: content, size: surface.size)
    setup(&state)
    BrowserView.draw(state, content: content, on: surface)
    return surface
  }

  @Test(
    "--group takes a name for the browser, demo and list, in both spellings",
    arguments: [
      (["--group", "Family"], "Family"), (["--group=Book Club"], "Book Club"), (["demo", "--group", "fam"], "fam"),
      (["list", "--group", "Family"], "Family"), (["list", "--format", "json", "--group=Work"], "Work"),
    ])
  func parsed(arguments: [String], group: String) throws {
    switch try ArgumentParser.parse(arguments) {
    case .run(let options): #expect(options.group == group)
    case .demo(let options): #expect(options.run.group == group)
    case .list(let options): #expect(options.group == group)
    default: Issue.record("\(arguments) is not a run or a list")
    }
  }

  @Test(
    "--group without a name is a usage error",
    arguments: [
      (["--group"], "--group needs a value"), (["list", "--group", ""], "--group needs a group name"),
      (["list", "--group= "], "--group needs a group name"), (["status", "--group", "x"], "unknown option '--group'"),
    ])
  func missingName(arguments: [String], message: String) {
    #expect {
      try ArgumentParser.parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message.contains(message) == true
    }
  }

  @Test("the help shows --group for the browser and list, and says what an unknown group does")
  func help() {
    #expect(HelpText.usage.contains("[--color auto|always|never] [--group NAME]"))
    #expect(HelpText.usage.contains("[--match WORDS] [--group NAME]"))
    #expect(HelpText.usage.contains("--group NAME       the browser and list: only the members of a group"))
    #expect(HelpText.usage.contains("usage error\n                     (exit 2) that names the groups there are"))
  }

  @Test("an unknown group is a usage error (exit 2) naming the groups there are, or saying there are none")
  func unknownGroup() {
    let error = ContactsAppError.unknownGroup("Famly", known: ContactGroup.groups(of: Self.members))
    #expect(error.exitCode == .usage && ExitCode.usage.rawValue == 2)
    #expect(error.message == "--group: there is no group named “Famly”; the groups are: Book Club, Family.")
    let none = ContactsAppError.unknownGroup("Family", known: [])
    #expect(none.message.contains("no contact it may read is in a group"))
  }

  @Test("the title bar and the status line name the group shown")
  func titleAndStatus() {
    let screen = Self.draw(Self.content())
    #expect(screen.row(0).contains("Contacts Demo  ·  Group: Family"))
    #expect(screen.row(13).contains("1 of 2 contacts in “Family”"))
    let everyone = Self.draw(Self.content(group: nil))
    #expect(!everyone.row(0).contains("Group") && everyone.row(13).contains("1 of 2 contacts "))
  }

  @Test("an empty group says so, and under limited access how to share its members")
  func emptyGroup() {
    #expect(Self.draw(Self.content(limited: false, [])).text().contains("No contacts in “Family”"))
    let limited = Self.draw(Self.content(limited: true, [])).text()
    #expect(limited.contains("No contacts in “Family”") && limited.contains("Press m to select"))
  }

  @Test("the card's title is the FN when the card has one; every nickname and a groups row are shown")
  func card() throws {
    let card = ContactCard(Self.members[0], name: "Jane Public", width: 70)
    #expect(card.lines[0].text == "Dr. Jane Q. Public, Esq." && card.lines[0].isHeading)
    #expect(card.lines[1].text == "“JJ”, “Janie”")
    let groups = try #require(card.lines.first { $0.label == "groups" })
    #expect(groups.text == "Family, Book Club")
    let plain = ContactCard(Self.members[1], name: "Sam Public", width: 70)
    #expect(plain.lines[0].text == "Sam Public")
    #expect(plain.lines.first { $0.label == "groups" }?.text == "FAMILY")
  }

  @Test("the open card draws the FN, the nicknames and the groups")
  func cardScreen() {
    let content = Self.content(group: nil)
    let screen = Self.draw(content) { state in
      let jane = content.directory.contacts.firstIndex { $0.givenName == "Jane" } ?? 0
      while state.selectedContact != jane { state.apply([.widget(.moveDown)], content) }
      state.apply([.widget(.open)], content)
    }.text()
    #expect(screen.contains("Dr. Jane Q. Public, Esq.") && screen.contains("“JJ”, “Janie”"))
    #expect(screen.contains("groups") && screen.contains("Family, Book Club"))
  }

  @Test("/ finds a contact by a group name and by every nickname", arguments: ["fam", "book", "janie", "jj"])
  func search(query: String) {
    let content = Self.content(group: nil, Self.members + [BrowserFixture.person("Zed", "Other")])
    var state = BrowserState(content: content, size: Size(rows: 14, cols: 70))
    state.apply([.search], content)
    state.type(query, content)
    let found = state.search?.matches.map { $0.map { content.directory.contacts[$0].givenName } } ?? []
    #expect(found.contains("Jane") && !found.contains("Zed"))
  }
}
