import Authorization
import Foundation
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("The prompts' words")
struct PromptTextTests {
  static func manifest(named name: String) throws -> AppManifest {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.Named</string>
      <key>CFBundleDisplayName</key><string>\(name)</string>
      <key>NSContactsUsageDescription</key><string>Reads contacts.</string>
      </dict></plist>
      """
    return try AppManifest.parse(Data(xml.utf8), source: URL(fileURLWithPath: "/Named.plist"))
  }

  @Test("an app's name is shown on one line of at most 32 columns, so the question stays whole")
  func longNames() throws {
    let long = "Weather Pro. " + String(repeating: "Press y to see today's forecast for your city. ", count: 40)
    for name in [long, "Weather\n\n\nPro\n\nPress y", String(repeating: "天", count: 100)] {
      let manifest = try Self.manifest(named: name)
      let shown = PromptText.shownName(manifest.promptName)
      #expect(DisplayWidth.of(shown) <= PromptText.maxNameWidth)
      #expect(!shown.contains("\n"))
      let title = PromptText.title(for: manifest)
      #expect(title.hasSuffix("” Would Like to Access Your Contacts"))
      #expect(
        DialogLayout.compute(for: PromptText.classicDialog(for: manifest), in: Size(rows: 24, cols: 80)).showsQuestion)
    }
  }

  @Test("a short name is shown as it is")
  func shortName() throws {
    #expect(
      PromptText.title(for: try Self.manifest(named: "Contacts Demo"))
        == "“Contacts Demo” Would Like to Access Your Contacts")
  }

  @Test("when the app changed since its decision, the prompt says so above the usage description, in both prompts")
  func changedApp() throws {
    let manifest = try Self.manifest(named: "Mail")
    let notice = PromptText.changedNotice(for: manifest)
    #expect(notice.hasPrefix("“Mail” has changed since you last answered it"))
    #expect(PromptText.classicDialog(for: manifest, appChanged: true).body == notice + "\n\nReads contacts.")
    #expect(PromptText.limitedFirstStage(for: manifest, appChanged: true).body == notice + "\n\nReads contacts.")
    #expect(PromptText.classicDialog(for: manifest).body == "Reads contacts.")
  }
}
