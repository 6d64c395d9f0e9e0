import Foundation
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsScreens

/// The background sync as the browser's state holds it and its status line draws it.
@Suite("The browser's sync status")
struct BrowserSyncStatusTests {
  func statusText(_ state: BrowserState, _ content: BrowserContent) -> String {
    BrowserView.status(of: state, content: content).left.map(\.0).joined()
  }

  @Test("the status line shows the sync after the count: progress, then when it ended")
  func drawn() {
    let content = BrowserFixture.content()
    var state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
    #expect(statusText(state, content) == "1 of 12 contacts")
    state.syncChanged(.syncing(account: "home", done: 420, total: 1000))
    #expect(statusText(state, content) == "1 of 12 contacts  syncing home: 420/1000")
    state.syncChanged(.failed("home: user name or password refused"))
    #expect(statusText(state, content) == "1 of 12 contacts  home: user name or password refused")
    state.syncChanged(nil)
    #expect(statusText(state, content) == "1 of 12 contacts")
  }

  @Test(
    "several accounts share the line: problems first, then the sync under way, then the synced; offline names its account"
  )
  func severalAccounts() {
    let date = Date(timeIntervalSince1970: 1_764_597_780)
    let status = SyncStatus.accounts([
      AccountSyncStatus(account: "home", status: .synced(account: "home", at: date)),
      AccountSyncStatus(account: "club", status: .syncing(account: "club", done: 3, total: 9)),
      AccountSyncStatus(account: "work", status: .offline(lastSynced: nil)),
      AccountSyncStatus(account: "old", status: .failed("old: user name or password refused")),
    ])
    #expect(
      status.text
        == "work offline · old: user name or password refused · syncing club 3/9 · home synced "
        + SyncText.time(date))
  }

  @Test("a conflict the sync reports is a status-line message, and the sync status stays")
  func conflictMessage() {
    let content = BrowserFixture.content()
    var state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
    state.syncChanged(
      .synced(account: "home", at: Date()), message: "account “home”: “Anna Adams” was changed on the server too")
    #expect(state.message == "account “home”: “Anna Adams” was changed on the server too")
    #expect(statusText(state, content) == "account “home”: “Anna Adams” was changed on the server too")
    if case .synced(let account, _)? = state.sync { #expect(account == "home") } else { Issue.record("no status") }
  }

  @Test("the drawn status line is the same on the screen")
  func onScreen() {
    let content = BrowserFixture.content()
    var state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
    state.syncChanged(.offline(lastSynced: nil))
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    BrowserView.draw(state, content: content, on: surface)
    #expect(surface.text().contains("offline, last synced never"))
  }
}
