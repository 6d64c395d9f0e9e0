import CardDAVCache
import Foundation

/// The CardDAV URL rule (docs/CARDDAV.md): `https` anywhere, `http` only to a loopback address,
/// so a password never crosses a network in the clear; and the account a `--contacts URL` makes.
enum AccountURL {
  /// True when `text` looks like a URL rather than a path (`https://`, `http://`).
  static func isURL(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.hasPrefix("https://") || lower.hasPrefix("http://")
  }

  /// True when CardDAV may send a password to `text`.
  static func isAllowed(_ text: String) -> Bool {
    guard let components = URLComponents(string: text), let host = components.host, !host.isEmpty else { return false }
    switch components.scheme?.lowercased() {
    case "https": return true
    case "http": return isLoopback(host)
    default: return false
    }
  }

  /// 127.0.0.0/8, ::1 and localhost.
  static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host == "::1" { return true }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }

  /// The account `--contacts https://user@host/path/` names: `user@host` (the host alone
  /// without a user), its user name taken out of the URL; nil when the URL breaks the rule.
  static func account(from text: String) -> CardDAVAccount? {
    guard isAllowed(text), var components = URLComponents(string: text), let host = components.host else { return nil }
    let user = components.user.flatMap { $0.isEmpty ? nil : $0 }
    components.user = nil
    components.password = nil
    guard let url = components.url else { return nil }
    let shownHost = components.port.map { "\(host):\($0)" } ?? host
    return CardDAVAccount(name: user.map { "\($0)@\(shownHost)" } ?? shownHost, url: url, username: user)
  }
}
