import Authorization
import ContactModel
import ContactsScreens
import Foundation
import SafeText
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

/// Untrusted text on every screen: nothing of a control sequence reaches a cell, and the
/// neutralised characters show as U+FFFD.
@Suite("Hostile names and descriptions are drawn harmless")
@MainActor
struct HostileTextScreenTests {
  /// A title set, a clipboard write, a link, a clear screen, C1 CSI and a right-to-left override.
  static let hostile =
    "Eve\u{1B}]0;PWNED\u{7}\u{1B}]52;c;ZXZpbA==\u{1B}\\\u{1B}]8;;http://x\u{1B}\\\u{1B}[2J\u{9B}H\u{202E}gpj\u{2066}"

  /// Whether any cell holds a code point `SafeText` neutralises.
  static func hasUnsafeCell(_ surface: MemorySurface) -> Bool {
    for row in 0..<surface.size.rows {
      for col in 0..<surface.size.cols
      where surface.cell(atRow: row, col: col).character.unicodeScalars.contains(where: SafeText.isUnsafe) {
        return true
      }
    }
    return false
  }

  static func check(_ surface: MemorySurface, shows fragment: String) {
    #expect(!hasUnsafeCell(surface))
    #expect(surface.text().contains("\u{FFFD}"))
    #expect(surface.text().contains(fragment), "\(surface.text())")
  }

  @Test("the prompt with a hostile display name and usage description")
  func prompt() {
    let manifest = AppManifest(
      bundleIdentifier: "com.example.Evil", displayName: Self.hostile, contactsUsageDescription: "Why: " + Self.hostile)
    let surface = MemorySurface(size: Size(rows: 24, cols: 100))
    ScreenChrome(appName: manifest.promptName, api: .contacts).drawBackdrop(on: surface)
    DialogView.draw(PromptText.classicDialog(for: manifest), armed: true, on: surface)
    Self.check(surface, shows: "Eve\u{FFFD}]0;PWNED\u{FFFD}")
  }

  static var hostileContent: BrowserContent {
    var evil = BrowserFixture.person("Eve" + hostile, "Zed" + hostile, org: "Org" + hostile, phone: "555" + hostile)
    evil.note = "Note line\n" + hostile
    return BrowserFixture.content(
      [evil, BrowserFixture.person("Ann", "Adams")],
      diagnostics: [Diagnostic(file: "evil\u{1B}[2J.vcf", line: 3, reason: "BDAY \"\(hostile)\" is not a date")])
  }

  @Test(
    "the browser's list, card, search and warnings with hostile card text",
    arguments: ["list", "card", "search", "warnings"])
  func browser(screen: String) {
    let content = Self.hostileContent
    let surface = BrowserScreens.render(rows: 24, cols: 100, content: content) { state in
      switch screen {
      case "card": state.apply([.widget(.last), .widget(.open)], content)
      case "search":
        state.apply([.search], content)
        state.type("eve", content)
      case "warnings": state.apply([.showWarnings], content)
      default: break
      }
    }
    Self.check(surface, shows: screen == "warnings" ? "evil\u{FFFD}[2J.vcf" : "Eve\u{FFFD}]0;PWNED")
  }

  @Test("the picker with a hostile app name and contact")
  func picker() {
    let directory = Self.hostileContent.directory
    let chrome = ScreenChrome(appName: Self.hostile, api: .contacts)
    let surface = MemorySurface(size: Size(rows: 24, cols: 100))
    let state = PickerState(identifiers: directory.contacts.map(\.sharingKey), chosen: [], pageHeight: 20)
    PickerView(directory: directory, chrome: chrome).draw(state, armed: true, on: surface)
    Self.check(surface, shows: "Eve\u{FFFD}]0;PWNED")
  }
}
