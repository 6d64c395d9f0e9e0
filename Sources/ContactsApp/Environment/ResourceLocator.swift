import Foundation

/// Finds the bundled demo app and sample address book without `Bundle.module`, which would
/// `fatalError` when the bundle is missing.
struct ResourceLocator {
  /// The folder that holds `ContactsDemo/Info.plist` and `Sample/contacts.vcf`.
  let root: URL

  /// The demo app's manifest.
  var demoManifest: URL { root.appendingPathComponent("ContactsDemo/Info.plist") }
  /// The sample address book.
  var sampleContacts: URL { root.appendingPathComponent("Sample/contacts.vcf") }

  /// The name SwiftPM gives the resource bundle beside the executable.
  static let bundleName = "contacts-tui_ContactsApp.resources"

  /// Looks in `$CONTACTS_TUI_RESOURCES`, beside the executable, then in the source tree.
  static func locate(environment: [String: String], sourceFile: String = #filePath) -> Result<Self, ContactsAppError> {
    var candidates: [URL] = []
    if let override = environment["CONTACTS_TUI_RESOURCES"], !override.isEmpty {
      candidates.append(URL(fileURLWithPath: override))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for directory in [Bundle.main.executableURL?.deletingLastPathComponent(), executable.deletingLastPathComponent()] {
      guard let directory else { continue }
      candidates.append(directory.appendingPathComponent(bundleName).appendingPathComponent("Resources"))
      candidates.append(directory.appendingPathComponent("../share/contacts-tui").standardizedFileURL)
    }
    // Sources/ContactsApp/Environment/ResourceLocator.swift -> the package root.
    let packageRoot = URL(fileURLWithPath: sourceFile)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent("Resources"))

    for candidate in candidates {
      let locator = ResourceLocator(root: candidate)
      if FileManager.default.fileExists(atPath: locator.demoManifest.path) { return .success(locator) }
    }
    return .failure(
      ContactsAppError(
        .configuration,
        "the resource bundle \(bundleName) was not found next to the executable. "
          + "Rebuild with 'swift build', set CONTACTS_TUI_RESOURCES to the package's Resources folder, "
          + "or pass --app PLIST and --contacts PATH."))
  }
}
