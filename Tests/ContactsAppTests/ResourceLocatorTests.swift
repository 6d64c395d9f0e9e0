import Foundation
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("Where the bundled demo app and sample are found")
struct ResourceLocatorTests {
  /// A scratch folder that is removed when the test ends.
  final class Scratch {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("ct-locator-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Puts a demo manifest and a sample under `folder` (relative to the scratch folder).
    func resources(at folder: String) throws {
      for file in ["ContactsDemo/Info.plist", "Sample/contacts.vcf"] {
        let url = URL(fileURLWithPath: "\(path)/\(folder)/\(file)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: url)
      }
    }
  }

  let sourceFile = "/src/Sources/ContactsPrompt/Environment/ResourceLocator.swift"

  @Test("the candidates are the override, SwiftPM's bundle, an install's share folder, then the source tree")
  func candidateOrder() {
    let all = ResourceLocator.candidates(
      environment: ["CONTACTS_TUI_RESOURCES": "/override"], executable: "/opt/ct/bin/contacts-tui",
      sourceFile: sourceFile
    ).compactMap { $0() }
    #expect(
      all == [
        "/override", "/opt/ct/bin/contacts-tui_ContactsPrompt.resources/Resources", "/opt/ct/share/contacts-tui",
        "/src/Resources",
      ])
    let noOverride = ResourceLocator.candidates(
      environment: ["CONTACTS_TUI_RESOURCES": ""], executable: "ct", sourceFile: sourceFile
    ).compactMap { $0() }
    #expect(noOverride == ["/src/Resources"])
  }

  @Test("an installed binary finds PREFIX/share/contacts-tui beside its bin folder")
  func installedLayout() throws {
    let scratch = try Scratch()
    try scratch.resources(at: "prefix/share/contacts-tui")
    let found = try ResourceLocator.locate(
      environment: [:], executable: "\(scratch.path)/prefix/bin/contacts-tui", sourceFile: sourceFile
    ).get()
    #expect(found.demoManifest.path == "\(scratch.path)/prefix/share/contacts-tui/ContactsDemo/Info.plist")
    #expect(found.sampleContacts.path == "\(scratch.path)/prefix/share/contacts-tui/Sample/contacts.vcf")
  }

  @Test("the bundle beside the executable wins over an install's share folder, the override over both")
  func precedence() throws {
    let scratch = try Scratch()
    try scratch.resources(at: "prefix/share/contacts-tui")
    try scratch.resources(at: "prefix/bin/\(ResourceLocator.bundleName)/Resources")
    try scratch.resources(at: "override")
    let executable = "\(scratch.path)/prefix/bin/contacts-tui"
    let bundled = try ResourceLocator.locate(environment: [:], executable: executable, sourceFile: sourceFile).get()
    #expect(bundled.root.path.hasSuffix("/prefix/bin/\(ResourceLocator.bundleName)/Resources"))
    let overridden = try ResourceLocator.locate(
      environment: ["CONTACTS_TUI_RESOURCES": "\(scratch.path)/override"], executable: executable,
      sourceFile: sourceFile
    ).get()
    #expect(overridden.root.path == "\(scratch.path)/override")
  }

  @Test("with nothing anywhere the error says how to point at the resources")
  func missingEverywhere() throws {
    let scratch = try Scratch()
    let result = ResourceLocator.locate(
      environment: [:], executable: "\(scratch.path)/bin/contacts-tui",
      sourceFile: "\(scratch.path)/Sources/ContactsPrompt/Environment/ResourceLocator.swift")
    guard case .failure(let error) = result else {
      Issue.record("found resources in an empty folder")
      return
    }
    #expect(error.message.contains("CONTACTS_TUI_RESOURCES"))
  }
}
