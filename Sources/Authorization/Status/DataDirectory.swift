public import Foundation

/// Where contacts-tui keeps its permission database.
///
/// In order: `--home DIR`, else `$CONTACTS_TUI_HOME`, else `$XDG_DATA_HOME/contacts-tui`, else
/// `~/.local/share/contacts-tui`. Empty values are skipped, and a relative `XDG_DATA_HOME` is ignored
/// as the XDG Base Directory spec requires.
public enum DataDirectory {
  /// The name of the directory under the XDG data home.
  public static let applicationName = "contacts-tui"

  /// The data directory for `home` (the `--home` option) and `environment`.
  public static func resolve(
    home: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let home = nonEmpty(home) {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    if let home = nonEmpty(environment["CONTACTS_TUI_HOME"]) {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    if let dataHome = nonEmpty(environment["XDG_DATA_HOME"]), dataHome.hasPrefix("/") {
      return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(applicationName)
    }
    let userHome = nonEmpty(environment["HOME"]) ?? NSHomeDirectory()
    return URL(fileURLWithPath: userHome, isDirectory: true)
      .appendingPathComponent(".local/share", isDirectory: true)
      .appendingPathComponent(applicationName)
  }

  private static func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
  }
}
