import CardDAVCache
import Foundation

/// Where a password may be sent: `https` anywhere, `http` only to this machine (127.0.0.0/8,
/// `::1`, `localhost`), since plain HTTP across a network shows the password to anyone on it.
enum ServerURLRule {
  /// Whether `url` may carry a password.
  static func allows(_ url: URL) -> Bool {
    switch url.scheme?.lowercased() {
    case "https": return url.host(percentEncoded: false).map { !$0.isEmpty } ?? false
    case "http": return Origin(url).map { isLoopback($0.host) } ?? false
    default: return false
    }
  }

  /// `url` when it is allowed, else `.insecureURL` naming `account`.
  static func check(_ url: URL, account: String) throws(CardDAVError) {
    guard allows(url) else { throw .insecureURL(account: account, url: url.absoluteString) }
  }

  /// Whether `host` (lowercased, no brackets) is a loopback name or address.
  static func isLoopback(_ host: String) -> Bool {
    if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) }) else {
      return false
    }
    let octets = parts.compactMap { UInt8($0) }
    return octets.count == 4 && octets[0] == 127
  }
}
