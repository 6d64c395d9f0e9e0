import Foundation

/// Finds the bundled demo app and sample address book without `Bundle.module`, which would
/// `fatalError` when the bundle is missing.
///
/// The places are tried in order and the first that holds the demo app's manifest wins; a place
/// is only looked at when every place before it failed, so an installed binary, which finds its
/// resources beside itself, never touches the source tree it was built from (scripts/check-install.sh
/// traces that). Paths are plain strings: a `URL(fileURLWithPath:)` would ask the file system
/// whether each candidate is a folder, and `Bundle.main` would set up more than this needs, on
/// the start-up path of every command.
struct ResourceLocator {
  /// The folder that holds `ContactsDemo/Info.plist` and `Sample/contacts.vcf`.
  let root: URL

  /// The demo app's manifest.
  var demoManifest: URL { root.appendingPathComponent("ContactsDemo/Info.plist", isDirectory: false) }
  /// The sample address book.
  var sampleContacts: URL { root.appendingPathComponent("Sample/contacts.vcf", isDirectory: false) }

  /// The name SwiftPM gives the resource bundle beside the executable.
  static let bundleName = "contacts-tui_ContactsApp.resources"
  /// Where an install puts the resources, relative to the executable's folder
  /// (`PREFIX/bin/contacts-tui` → `PREFIX/share/contacts-tui`; scripts/install.sh).
  static let installedFolder = "../share/contacts-tui"

  /// Looks in `$CONTACTS_TUI_RESOURCES`, beside the executable (SwiftPM's bundle, then an
  /// install's share folder), then in the source tree.
  static func locate(
    environment: [String: String], executable: String? = nil, sourceFile: String = #filePath
  ) -> Result<Self, ContactsAppError> {
    for root in candidates(environment: environment, executable: executable, sourceFile: sourceFile) {
      if FileManager.default.fileExists(atPath: root + "/ContactsDemo/Info.plist") {
        return .success(ResourceLocator(root: URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL))
      }
    }
    return .failure(
      ContactsAppError(
        .configuration,
        "the resource bundle \(bundleName) was not found next to the executable. "
          + "Rebuild with 'swift build', set CONTACTS_TUI_RESOURCES to the package's Resources folder, "
          + "or pass --app PLIST and --contacts PATH."))
  }

  /// The folders to try, in order, computed one at a time as they are asked for.
  static func candidates(
    environment: [String: String], executable: String?, sourceFile: String
  ) -> some Sequence<String> {
    // Each step yields the next candidate, or nil when none is left.
    var step = 0
    var executableFolder: String?? = .none
    return AnyIterator<String> {
      while true {
        defer { step += 1 }
        switch step {
        case 0:
          if let override = environment["CONTACTS_TUI_RESOURCES"], !override.isEmpty { return override }
        case 1, 2:
          if executableFolder == nil { executableFolder = .some(folder(of: executable ?? runningExecutable())) }
          guard let folder = executableFolder ?? nil else { continue }
          return step == 1 ? "\(folder)/\(bundleName)/Resources" : "\(folder)/\(installedFolder)"
        case 3:
          // Sources/ContactsApp/Environment/ResourceLocator.swift -> the package root.
          var root = sourceFile
          for _ in 0..<4 { root = folder(of: root) ?? "" }
          if !root.isEmpty { return root + "/Resources" }
        default:
          return nil
        }
      }
    }
  }

  /// The running executable's path with its symbolic links resolved (`/proc/self/exe` on Linux),
  /// or `argv[0]` where that is unavailable.
  static func runningExecutable() -> String? {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments.first
  }

  /// The folder part of `path`: nil for a path with no slash, `/` for a file in the root.
  static func folder(of path: String?) -> String? {
    guard let path, let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
