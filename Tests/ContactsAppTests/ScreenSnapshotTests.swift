import Authorization
import Foundation
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

/// The app's own screens, drawn on the in-memory surface.
@Suite("Screens drawn in memory")
@MainActor
struct ScreenSnapshotTests {
  static let manifest = AppManifest(
    bundleIdentifier: "com.example.ContactsDemo", displayName: "Contacts Demo",
    contactsUsageDescription: "Contacts Demo shows your address book.")
  static let chrome = ScreenChrome(appName: "Contacts Demo", api: .contacts)

  static func deniedScreen() -> MessageScreen {
    MessageScreen(
      chrome: chrome, heading: "“Contacts Demo” does not have access to your contacts.",
      paragraphs: ["To allow access, run:", "$ contacts-tui permissions set com.example.ContactsDemo allow"])
  }

  @Test("the denied screen names the command that grants access, at 80×24")
  func deniedScreenAt80x24() throws {
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    Self.deniedScreen().draw(on: surface)
    let text = surface.text()
    #expect(text.contains("does not have access to your contacts."))
    #expect(text.contains("  contacts-tui permissions set com.example.ContactsDemo allow"))
    #expect(surface.row(0).contains("Contacts Demo"))
    #expect(surface.row(0).contains("Contacts.framework"))
    #expect(surface.row(23).contains("Press any key to exit"))
    let commandRow = try #require((0..<24).first { surface.row($0).contains("permissions set") })
    let line = surface.row(commandRow)
    let start = try #require(line.range(of: "contacts-tui")).lowerBound
    #expect(surface.style(atRow: commandRow, col: line.distance(from: line.startIndex, to: start)).contains(.bold))
  }

  @Test(
    "the denied screen wraps, and never writes past the edge, on small terminals",
    arguments: [(12, 40), (5, 20), (1, 1)])
  func deniedScreenSmall(rows: Int, cols: Int) {
    let surface = MemorySurface(size: Size(rows: rows, cols: cols))
    Self.deniedScreen().draw(on: surface)
    for row in 0..<rows { #expect(DisplayWidth.of(surface.row(row)) <= cols) }
  }

  @Test("the prompt's backdrop names the app and the API, and says it is waiting")
  func promptBackdrop() {
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    ScreenChrome(appName: "Contacts Demo", api: .addressbook).drawBackdrop(on: surface)
    #expect(surface.row(0).hasPrefix(" Contacts Demo"))
    #expect(surface.row(0).hasSuffix("AddressBook (legacy)"))
    #expect(surface.row(23).contains("Waiting for your answer…"))
  }

  @Test("the classic prompt's words and focus are iOS's")
  func classicPromptText() {
    let state = PromptText.classicDialog(for: Self.manifest)
    #expect(state.title == "“Contacts Demo” Would Like to Access Your Contacts")
    #expect(state.buttons == ["Don’t Allow", "OK"])
    #expect(state.focus == 0)
    #expect(state.acceptButton == 1)
    #expect(state.refuseButton == 0)
  }

  @Test("the limited-access stages start on the less permissive button")
  func limitedStagesFocus() {
    let first = PromptText.limitedFirstStage(for: Self.manifest)
    #expect(first.buttons == ["Don’t Allow", "Continue"])
    #expect(first.buttons[first.focus] == "Don’t Allow")
    let second = PromptText.limitedSecondStage(for: Self.manifest)
    #expect(second.buttons == ["Select Contacts…", "Allow Full Access"])
    #expect(second.buttons[second.focus] == "Select Contacts…")
    let confirm = PromptText.shareConfirmation(appName: "Contacts Demo", summary: nil)
    #expect(confirm.buttons[confirm.focus] == "Share 0 Contacts")
  }

  @Test("the prompt, drawn over its backdrop at 80×24, matches the snapshot")
  func promptSnapshot() {
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    Self.chrome.drawBackdrop(on: surface)
    DialogView.draw(PromptText.classicDialog(for: Self.manifest), armed: true, on: surface)
    let rows = surface.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let box = rows.filter { $0.contains("│") || $0.contains("┌") || $0.contains("└") }
    #expect(box.contains { $0.contains("“Contacts Demo” Would Like to Access Your Contacts") })
    #expect(box.contains { $0.contains("[ Don’t Allow ]  [ OK ]") })
    let titleRow = rows.firstIndex { $0.contains("Would Like to Access") } ?? 0
    let left = rows[titleRow].firstIndex(of: "│").map {
      rows[titleRow].distance(from: rows[titleRow].startIndex, to: $0)
    }
    let right = rows[titleRow].lastIndex(of: "│").map {
      rows[titleRow].distance(from: rows[titleRow].startIndex, to: $0)
    }
    #expect(left.map { $0 + (right ?? 0) } == 79, "the box is centred")
  }
}
