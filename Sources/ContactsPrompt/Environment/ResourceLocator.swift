package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Finds the bundled demo app and sample address book without `Bundle.module`, which would
/// `fatalError` when the bundle is missing.
///
/// The places are tried in order and the first that holds the demo app's manifest wins; a place
/// is only looked at when every place before it failed, so an installed binary, which finds its
/// resources beside itself, never touches the source tree it was built from (scripts/check-install.sh
/// traces that). Paths are plain strings: a `URL(fileURLWithPath:)` would ask the file system
/// whether each candidate is a folder, and `Bundle.main` lists the executable's folder, on the
/// start-up path of every command (docs/INSTALL.md, "Start-up").
package struct ResourceLocator {
  /// The folder that holds `ContactsDemo/Info.plist` and `Sample/contacts.vcf`.
  package let root: URL

  /// The demo app's manifest.
  package var demoManifest: URL { root.appendingPathComponent("ContactsDemo/Info.plist", isDirectory: false) }
  /// The sample address book.
  package var sampleContacts: URL { root.appendingPathComponent("Sample/contacts.vcf", isDirectory: false) }

  /// The name SwiftPM gives the resource bundle beside the executable.
  package static let bundleName = "contacts-tui_ContactsPrompt.resources"

  /// Looks in `$CONTACTS_TUI_RESOURCES`, beside the executable (SwiftPM's bundle, then an
  /// install's share folder), then in the source tree.
  package static func locate(
    environment: [String: String], executable: String? = nil, sourceFile: String = #filePath
  ) -> Result<Self, ContactsAppError> {
    for candidate in candidates(environment: environment, executable: executable, sourceFile: sourceFile) {
      guard let root = candidate() else { continue }
      if access(root + "/ContactsDemo/Info.plist", F_OK) == 0 {
        return .success(ResourceLocator(root: URL(fileURLWithPath: root, isDirectory: true)))
      }
    }
    return .failure(
      ContactsAppError(
        .configuration,
        "the resource bundle \(bundleName) was not found next to the executable. "
          + "Rebuild with 'swift build', set CONTACTS_TUI_RESOURCES to the package's Resources folder, "
          + "or pass --app PLIST and --contacts PATH."))
  }

  /// The folders to try, in order, each computed only when it is called (nil: no such place).
  package static func candidates(
    environment: [String: String], executable: String?, sourceFile: String
  ) -> [() -> String?] {
    let folder = { Self.folder(of: executable ?? runningExecutable()) }
    return [
      { environment["CONTACTS_TUI_RESOURCES"].flatMap { $0.isEmpty ? nil : $0 } },
      { folder().map { "\($0)/\(bundleName)/Resources" } },
      // bin/.. by name: the executable's path has its symbolic links resolved already.
      { folder().flatMap { Self.folder(of: $0) }.map { ($0 == "/" ? "" : $0) + "/share/contacts-tui" } },
      {
        // Sources/ContactsPrompt/Environment/ResourceLocator.swift -> the package root.
        var root: String? = sourceFile
        for _ in 0..<4 { root = Self.folder(of: root) }
        return root.map { ($0 == "/" ? "" : $0) + "/Resources" }
      },
    ]
  }

  /// The running executable's path with its symbolic links resolved (`/proc/self/exe` on Linux),
  /// or `argv[0]` where that is unavailable.
  package static func runningExecutable() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if count > 0 {
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments.first
  }

  /// The folder part of `path`: nil for a path with no slash, `/` for a file in the root.
  package static func folder(of path: String?) -> String? {
    guard let path, let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
