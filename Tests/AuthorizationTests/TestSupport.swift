import ContactModel
import Foundation

@testable import Authorization

/// A fresh directory under the system temp dir, deleted when the value goes away.
final class TemporaryDirectory {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("contacts-tui-auth-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `data` to `name` inside the directory and returns its URL.
  func write(_ data: Data, to name: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try data.write(to: file)
    return file
  }
}

/// The permission bits of the file at `path`, or nil when it cannot be stat'ed.
func permissionBits(of path: String) -> Int? {
  guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
    let mode = attributes[.posixPermissions] as? NSNumber
  else { return nil }
  return mode.intValue & 0o777
}

/// A fixed moment, so stored timestamps are predictable.
let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

extension AppManifest {
  /// The demo app, with a usage description.
  static let demo = AppManifest(
    bundleIdentifier: "com.example.ContactsDemo",
    displayName: "Contacts Demo",
    contactsUsageDescription: "Shows your contacts in the terminal."
  )
}

/// A counter the main actor owns, for "exactly once" and "after return" checks.
@MainActor
final class Probe {
  var calls = 0
  var returned = false
  var results: [(granted: Bool, code: ContactsError.Code?)] = []
}
