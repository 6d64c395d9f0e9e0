import Foundation

/// Where decisions are stored: `--home`, else `$CONTACTS_TUI_HOME`, else the XDG data path.
enum DataDirectory {
  /// The directory for this run.
  static func resolve(home: String?, environment: [String: String]) -> URL {
    if let home, !home.isEmpty { return URL(fileURLWithPath: home) }
    if let home = environment["CONTACTS_TUI_HOME"], !home.isEmpty { return URL(fileURLWithPath: home) }
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("contacts-tui")
    }
    let userHome = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: userHome).appendingPathComponent(".local/share/contacts-tui")
  }

  /// The restrictions policy file: `$CONTACTS_TUI_RESTRICTIONS`, else `/etc/contacts-tui/restrictions`.
  static func restrictionsFile(environment: [String: String]) -> URL {
    if let path = environment["CONTACTS_TUI_RESTRICTIONS"], !path.isEmpty { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: "/etc/contacts-tui/restrictions")
  }
}
