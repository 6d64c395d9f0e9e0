import Foundation

/// A URL's scheme, host and port: what decides where a password may be sent.
///
/// The password goes only to the account's own origin: a redirect or an href that points
/// at another one is not followed with it (docs/CARDDAV.md, Protocol).
struct Origin: Hashable, Sendable, CustomStringConvertible {
  /// `http` or `https`, lowercased.
  var scheme: String
  /// The host, lowercased, without brackets for IPv6.
  var host: String
  /// The port, the scheme's default when the URL names none.
  var port: Int

  /// The origin of `url`, or nil when it has no scheme or host.
  init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host(percentEncoded: false)?.lowercased(), !host.isEmpty
    else { return nil }
    self.scheme = scheme
    self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    self.port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
  }

  /// The URL of the absolute path `path` (percent-encoded, as a server writes an href) here,
  /// or nil when it cannot be one. Characters a server left unencoded are encoded.
  func url(path: String) -> URL? {
    let absolute = path.hasPrefix("/") ? path : "/" + path
    if let url = URL(string: description + absolute), Origin(url) == self { return url }
    let encoded = HrefResolver.encodingUnsafe(absolute).replacingOccurrences(of: "?", with: "%3F")
      .replacingOccurrences(of: "#", with: "%23")
    guard let url = URL(string: description + encoded), Origin(url) == self else { return nil }
    return url
  }

  /// `scheme://host[:port]`, the port left out when it is the scheme's default.
  var description: String {
    let defaultPort = (scheme == "https" && port == 443) || (scheme == "http" && port == 80)
    return "\(scheme)://\(host.contains(":") ? "[\(host)]" : host)" + (defaultPort ? "" : ":\(port)")
  }
}
