import Authorization
import ContactModel
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

@Suite("The privacy screen's state")
struct SettingsStateTests {
  static let size = Size(rows: 24, cols: 80)

  static func key(_ key: KeyPress, _ state: inout SettingsState) -> SettingsOutcome? {
    guard let command = AppKeyTable.command(for: key, in: state.keyContext) else { return nil }
    return state.handle(command)
  }

  @Test("the cursor moves over every app with ↑↓, PgUp/PgDn and Home/End")
  func moves() {
    var state = SettingsState(rows: SettingsFixture.many(50), size: Self.size)
    #expect(state.list.selected == 0)
    _ = Self.key(.special(.down), &state)
    _ = Self.key(.char("j"), &state)
    #expect(state.list.selected == 2)
    _ = Self.key(.special(.up), &state)
    #expect(state.list.selected == 1)
    _ = Self.key(.special(.pageDown), &state)
    #expect(state.list.selected == 1 + state.list.pageHeight)
    _ = Self.key(.special(.end), &state)
    #expect(state.list.selected == 49)
    _ = Self.key(.special(.pageUp), &state)
    #expect(state.list.selected == 49 - state.list.pageHeight)
    _ = Self.key(.special(.home), &state)
    #expect(state.list.selected == 0)
  }

  @Test(
    "Enter opens the app's detail, whose actions are the three accesses, Edit Selected Contacts when limited, and Reset"
  )
  func detailActions() {
    var state = SettingsState(rows: SettingsFixture.three, size: Self.size)
    _ = Self.key(.special(.enter), &state)
    #expect(state.detailRow?.bundleIdentifier == "com.example.Mail")
    #expect(state.detailActions == [.fullAccess, .limitedAccess, .noAccess, .reset])
    _ = Self.key(.special(.escape), &state)
    #expect(state.detail == nil)
    _ = Self.key(.special(.down), &state)
    _ = Self.key(.special(.enter), &state)
    #expect(state.detailActions == [.fullAccess, .limitedAccess, .noAccess, .editSelection, .reset])
  }

  @Test("choosing an action asks for confirmation first; choosing the access the app has only says so")
  func choosingRequestsConfirmation() {
    var state = SettingsState(rows: SettingsFixture.three, size: Self.size)
    _ = Self.key(.special(.enter), &state)
    _ = Self.key(.special(.enter), &state)  // Full Access, which Mail has
    #expect(state.takeRequest() == nil)
    #expect(state.message == "“com.example.Mail” already has Full Access.")
    _ = Self.key(.special(.down), &state)
    _ = Self.key(.special(.down), &state)
    _ = Self.key(.special(.enter), &state)
    #expect(state.takeRequest() == .confirm(.noAccess, SettingsFixture.three[0]))
    #expect(state.takeRequest() == nil)
    _ = Self.key(.special(.end), &state)
    _ = Self.key(.special(.enter), &state)
    #expect(state.takeRequest() == .confirm(.reset, SettingsFixture.three[0]))
  }

  @Test("Limited Access on an app that is already limited edits its selection")
  func limitedOnLimitedEdits() {
    var state = SettingsState(rows: SettingsFixture.three, size: Self.size)
    _ = Self.key(.special(.down), &state)
    _ = Self.key(.special(.enter), &state)
    _ = Self.key(.special(.down), &state)
    _ = Self.key(.special(.enter), &state)
    #expect(state.takeRequest() == .confirm(.editSelection, SettingsFixture.three[1]))
  }

  @Test("a restricted app shows no action and nothing it does asks to change it")
  func restrictedCannotChange() {
    let rows = [SettingsFixture.row("com.example.Blocked", .allowed, restricted: true)]
    var state = SettingsState(rows: rows, size: Self.size)
    #expect(state.rows[0].access == .restricted)
    _ = Self.key(.special(.enter), &state)
    #expect(state.detailActions.isEmpty)
    for key: KeyPress in [.special(.down), .special(.enter), .char(" "), .special(.end), .special(.enter)] {
      _ = Self.key(key, &state)
      #expect(state.takeRequest() == nil)
    }
  }

  @Test("q leaves from anywhere; Esc leaves from the list and goes back from the detail")
  func leaving() {
    var state = SettingsState(rows: SettingsFixture.three, size: Self.size)
    #expect(Self.key(.char("q"), &state) == .quit)
    _ = Self.key(.special(.enter), &state)
    #expect(Self.key(.special(.escape), &state) == nil)
    #expect(Self.key(.special(.escape), &state) == .quit)
    _ = Self.key(.special(.enter), &state)
    #expect(Self.key(.char("q"), &state) == .quit)
    var empty = SettingsState(rows: [], size: Self.size)
    #expect(Self.key(.special(.enter), &empty) == nil)
    #expect(empty.detail == nil)
    #expect(Self.key(.special(.escape), &empty) == .quit)
  }

  @Test("? opens the help over the list and the detail; Esc, Enter and ? close it")
  func help() {
    var state = SettingsState(rows: SettingsFixture.three, size: Self.size)
    _ = Self.key(.char("?"), &state)
    #expect(state.help != nil)
    #expect(state.keyContext == .detail)
    _ = Self.key(.special(.escape), &state)
    #expect(state.help == nil)
    _ = Self.key(.special(.enter), &state)
    _ = Self.key(.char("?"), &state)
    _ = Self.key(.special(.enter), &state)
    #expect(state.help == nil)
    #expect(state.detail != nil)
    #expect(state.takeRequest() == nil)
  }

  @Test("a click selects an app, a double-click opens it, and a double-click on an action chooses it")
  func mouse() throws {
    var state = SettingsState(rows: SettingsFixture.three, size: Self.size)
    let list = state.layout.list
    state.handle(MouseEvent(kind: .click, row: list.row + 2, col: 5))
    #expect(state.list.selected == 2)
    #expect(state.detail == nil)
    state.handle(MouseEvent(kind: .click, row: list.row + 10, col: 5))  // below the last app
    #expect(state.list.selected == 2)
    state.handle(MouseEvent(kind: .doubleClick, row: list.row, col: 5))
    #expect(state.detailRow?.bundleIdentifier == "com.example.Mail")
    let actions = try #require(state.detailAreas).actions
    state.handle(MouseEvent(kind: .click, row: actions.row + 2, col: 3))
    #expect(state.selectedAction == .noAccess)
    #expect(state.takeRequest() == nil)
    state.handle(MouseEvent(kind: .doubleClick, row: actions.row + 3, col: 3))
    #expect(state.takeRequest() == .confirm(.reset, SettingsFixture.three[0]))
  }

  @Test("every key that changes the screen is explained in its help")
  func helpExplainsEveryKey() {
    let explained = Set(SettingsHelp.entries.compactMap(\.command))
    // One line of the help explains a pair: ↑ with ↓, PgUp with PgDn, End with Home.
    let grouped: [AppCommand: AppCommand] = [
      .widget(.moveUp): .widget(.moveDown), .widget(.pageUp): .widget(.pageDown), .widget(.last): .widget(.first),
    ]
    for (_, command) in AppKeyTable.bindings(in: .list) {
      var state = SettingsState(rows: SettingsFixture.many(40), size: Self.size)
      _ = state.handle(.widget(.moveDown))
      let before = state
      let outcome = state.handle(command)
      let request = state.takeRequest()
      guard state != before || outcome != nil || request != nil else { continue }
      #expect(explained.contains(grouped[command] ?? command), "\(command) is not in the help")
    }
  }

  @Test("after a change the rows are read again: the cursor stays on the app, and a reset app leaves the detail")
  func replaceRows() {
    var state = SettingsState(rows: SettingsFixture.three, size: Self.size)
    _ = Self.key(.special(.down), &state)
    _ = Self.key(.special(.enter), &state)
    _ = Self.key(.special(.end), &state)
    var changed = SettingsFixture.three
    changed[1].decision = .denied
    changed[1].sharedCount = 0
    state.replaceRows(changed, message: "Changed")
    #expect(state.detailRow?.access == SettingsAccess.none)
    #expect(state.selectedAction == .reset)
    #expect(state.detailActions == [.fullAccess, .limitedAccess, .noAccess, .reset])
    #expect(state.message == "Changed")
    state.replaceRows([changed[0], changed[2]], message: "Reset")
    #expect(state.detail == nil)
    #expect(state.list.selected == 1)
  }

  @Test("resizing to any size, down to 1×1, keeps the cursor valid")
  func resize() {
    var state = SettingsState(rows: SettingsFixture.many(30), size: Self.size)
    _ = Self.key(.special(.end), &state)
    _ = Self.key(.special(.enter), &state)
    for size in [Size(rows: 1, cols: 1), Size(rows: 0, cols: 0), Size(rows: 5, cols: 20), Self.size] {
      state.resize(to: size)
      #expect(state.list.selected == 29)
      #expect(state.selectedAction == .fullAccess)
    }
  }
}
