import Authorization
import ContactsTesting
import Foundation
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

@Suite("The privacy screen drawn in memory")
struct SettingsViewTests {
  static let view = SettingsView(timeZone: TimeZone(identifier: "UTC") ?? .current)

  static func draw(_ state: SettingsState, size: Size = Size(rows: 24, cols: 80)) -> MemorySurface {
    let surface = MemorySurface(size: size)
    view.draw(state, on: surface)
    return surface
  }

  static func lines(_ surface: MemorySurface) -> String {
    (0..<surface.size.rows).map { surface.row($0).replacing(/\s+$/, with: "") }.joined(separator: "\n")
  }

  @Test("the list at 80×24: every app with its access, and the keys")
  func listSnapshot() {
    var state = SettingsState(rows: SettingsFixture.three, size: Size(rows: 10, cols: 80))
    state.resize(to: Size(rows: 10, cols: 80))
    let surface = Self.draw(state, size: Size(rows: 10, cols: 80))
    #expect(
      Self.lines(surface) == """
         Privacy › Contacts                                                    Settings
         Apps that asked for access to your contacts

         com.example.Mail                                                   Full Access
         com.example.Notes                                         Limited (3 contacts)
         org.example.Script                                                        None



         1 of 3 apps                                        Enter open  ? help  q leave
        """)
    #expect(surface.role(atRow: 3, col: 5) == .selection)
  }

  @Test("the detail: who decided and when, the access marked, and the actions")
  func detailSnapshot() {
    var state = SettingsState(rows: SettingsFixture.three, size: Size(rows: 16, cols: 80))
    _ = state.handle(.widget(.moveDown))
    _ = state.handle(.widget(.open))
    #expect(
      Self.lines(Self.draw(state, size: Size(rows: 16, cols: 80))) == """
         Privacy › Contacts › com.example.Notes                                Settings
         com.example.Notes
         Access     Limited (3 contacts)
         Decided    2026-12-01 07:40 UTC
         By         you, at the prompt

         ACCESS TO YOUR CONTACTS
         ○ Full Access
         ● Limited Access…
         ○ None
           Edit Selected Contacts…
           Reset: Ask Next Time



         Change access                                   Enter choose  Esc back  ? help
        """)
  }

  @Test("a restricted app says so and offers nothing")
  func restrictedDetail() {
    var state = SettingsState(
      rows: [SettingsFixture.row("com.example.Blocked", .allowed, restricted: true, by: .user)],
      size: Size(rows: 24, cols: 80))
    #expect(Self.draw(state).row(3).contains("Restricted by policy"))
    _ = state.handle(.widget(.open))
    let text = Self.draw(state).text()
    #expect(text.contains("Access     Restricted by policy"))
    #expect(text.contains("Stored     Full Access (not in effect)"))
    #expect(text.contains("set on the command line or in Settings"))
    #expect(!text.contains("○"))
  }

  @Test("the detail shows the app's last write apart from its last read: when, what kind, how many, with which command")
  func lastWrite() throws {
    let store = InMemoryPermissionStore(clock: { SettingsFixture.decided })
    try store.save(.allowed, reason: .userSet, for: "com.example.Mail", sharedIdentifiers: [])
    try store.logAccess(client: "com.example.Mail", command: "list", count: 9)
    try store.logAccess(client: "com.example.Mail", command: "add-email", count: 1, kind: .add, contacts: ["u1"])
    try store.logAccess(client: "com.example.Mail", command: "query", count: 2)
    let row = try #require(try SettingsLoader(store: store, restrictions: .none).rows().first)
    #expect(row.lastRead == SettingsFixture.decided && row.lastWrite?.command == "add-email")
    var state = SettingsState(rows: [row], size: Size(rows: 24, cols: 80))
    _ = state.handle(.widget(.open))
    let text = Self.draw(state).text()
    #expect(text.contains("Last write 2026-12-01 07:40 UTC, added 1 contact with add-email"), "\(text)")
  }

  @Test("with no app, the list says that no app has asked")
  func emptyState() {
    let text = Self.draw(SettingsState(rows: [], size: Size(rows: 24, cols: 80))).text()
    #expect(text.contains("No app has asked for access to your contacts."))
    #expect(text.contains("q leave"))
  }

  @Test("once the database records them, the last read and a changed app are shown")
  func optionalFields() {
    var row = SettingsFixture.row("com.example.Mail")
    row.displayName = "Mail"
    row.lastRead = SettingsFixture.decided.addingTimeInterval(3600)
    row.changed = true
    var state = SettingsState(rows: [row], size: Size(rows: 24, cols: 80))
    #expect(Self.draw(state).row(3).contains("Full Access · app changed"))
    _ = state.handle(.widget(.open))
    let text = Self.draw(state).text()
    #expect(text.contains("App        com.example.Mail"))
    #expect(text.contains("Last read  2026-12-01 08:40 UTC"))
    #expect(text.contains("the app changed since it was allowed"))
  }

  @Test("the help box lists the keys over the list")
  func helpOverlay() {
    var state = SettingsState(rows: SettingsFixture.three, size: Size(rows: 24, cols: 80))
    _ = state.handle(.help)
    let text = Self.draw(state).text()
    #expect(text.contains("Keys"))
    for entry in SettingsHelp.entries { #expect(text.contains(entry.action)) }
  }

  @Test("a bundle id with control and bidi characters reaches the surface neutralised")
  func hostileBundleID() {
    let hostile = SettingsFixture.row("com.evil\u{1B}]0;PWNED\u{07}\u{202E}App")
    var state = SettingsState(rows: [hostile], size: Size(rows: 24, cols: 80))
    _ = state.handle(.widget(.open))
    let text = Self.draw(state).text()
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    #expect(text.contains("com.evil�]0;PWNED��App"))
  }

  @Test(
    "every view fits small screens without writing past the edge, down to 1×1",
    arguments: [(1, 1), (2, 10), (3, 20), (5, 30), (8, 40), (12, 60)])
  func smallScreens(rows: Int, cols: Int) {
    let size = Size(rows: rows, cols: cols)
    var state = SettingsState(rows: SettingsFixture.three, size: size)
    for step in [AppCommand.widget(.moveDown), .widget(.open), .help, .widget(.cancel), .widget(.last)] {
      _ = state.handle(step)
      let surface = Self.draw(state, size: size)
      for row in 0..<rows { #expect(DisplayWidth.of(surface.row(row)) <= cols) }
    }
    let empty = Self.draw(SettingsState(rows: [], size: size), size: size)
    for row in 0..<rows { #expect(DisplayWidth.of(empty.row(row)) <= cols) }
  }

  @Test("on a short screen the detail keeps its actions and drops facts first")
  func shortDetail() throws {
    var state = SettingsState(rows: SettingsFixture.three, size: Size(rows: 8, cols: 60))
    _ = state.handle(.widget(.open))
    let areas = try #require(state.detailAreas)
    #expect(areas.actions.height == 4)
    let text = Self.draw(state, size: Size(rows: 8, cols: 60)).text()
    #expect(text.contains("Reset: Ask Next Time"))
  }
}
