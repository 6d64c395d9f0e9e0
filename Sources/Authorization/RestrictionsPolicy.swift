import Foundation

/// Apps that policy forbids from reading contacts, whatever the user decided.
///
/// The file has one bundle id per line, `*` for every app, and `#` comments (whole-line or trailing);
/// blank lines and surrounding whitespace are ignored. Bundle ids match case-insensitively, so a
/// spelling difference never lets an app slip past the policy.
public struct RestrictionsPolicy: Equatable, Sendable {
  /// The restricted bundle ids, lowercased.
  public private(set) var clients: Set<String>
  /// Whether every app is restricted (`*`).
  public var all: Bool

  /// The default location, used when `$CONTACTS_TUI_RESTRICTIONS` is unset.
  public static let defaultPath = "/etc/contacts-tui/restrictions"

  /// A policy restricting `clients`, or every app when `all` is true.
  public init(clients: Set<String>, all: Bool = false) {
    self.clients = Set(clients.map { $0.lowercased() })
    self.all = all
  }

  /// No restrictions.
  public static let none = RestrictionsPolicy(clients: [])

  /// Whether the policy forbids `bundleIdentifier` from reading contacts.
  public func restricts(_ bundleIdentifier: String) -> Bool {
    all || clients.contains(bundleIdentifier.lowercased())
  }

  /// Parses the text of a restrictions file.
  public static func parse(_ text: String) -> RestrictionsPolicy {
    var clients: Set<String> = []
    var all = false
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      // By scalar: a combining mark after `#` joins it into another Character, hiding the comment.
      let content = Substring(line.unicodeScalars.prefix { $0 != "#" })
      // Bundle ids hold no whitespace, so a line with two words restricts both (the safer reading).
      for word in content.split(whereSeparator: \.isWhitespace) {
        if word == "*" { all = true } else { clients.insert(String(word)) }
      }
    }
    return RestrictionsPolicy(clients: clients, all: all)
  }

  /// Reads a restrictions file. A missing file means no restrictions; a file that exists but
  /// cannot be read fails with `.dataAccessError`, so an unreadable policy never grants access.
  public static func load(contentsOf url: URL) throws(ContactsError) -> RestrictionsPolicy {
    let path = url.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      // A dangling symlink "does not exist" for fileExists but is still something the admin put there.
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
        throw unreadable(path, "is a broken symbolic link")
      }
      return .none
    }
    guard !isDirectory.boolValue else { throw unreadable(path, "is a directory") }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw unreadable(path, "could not be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw unreadable(path, "is not UTF-8 text")
    }
    return parse(text)
  }

  /// The policy named by `$CONTACTS_TUI_RESTRICTIONS`, else the one at `defaultPath`.
  public static func loadDefault(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(ContactsError) -> RestrictionsPolicy
  {
    let path = environment["CONTACTS_TUI_RESTRICTIONS"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultPath
    return try load(contentsOf: URL(fileURLWithPath: path))
  }

  private static func unreadable(_ path: String, _ problem: String) -> ContactsError {
    ContactsError(
      .dataAccessError,
      message: "The restrictions policy \(path) \(problem), so access is refused. "
        + "Fix or remove the file, or point CONTACTS_TUI_RESTRICTIONS at a readable one."
    )
  }
}
