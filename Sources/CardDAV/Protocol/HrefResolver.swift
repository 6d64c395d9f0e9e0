import Foundation

/// Turns an href as a server wrote it (absolute path, relative path or full URL) into an
/// absolute path on the server the request went to, percent-encoding kept.
enum HrefResolver {
  /// `raw` resolved against `base`, or nil when it is empty, unreadable, or on another origin.
  static func resolve(_ raw: String, against base: URL) -> String? {
    let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    var url = URL(string: trimmed, relativeTo: base)
    if url == nil {
      // A server that left spaces or other specials unencoded: encode them, keep its `%xx`.
      var allowed = CharacterSet.urlPathAllowed
      allowed.insert(charactersIn: "%")
      if let encoded = trimmed.addingPercentEncoding(withAllowedCharacters: allowed) {
        url = URL(string: encoded, relativeTo: base)
      }
    }
    guard let absolute = url?.absoluteURL, let origin = Origin(absolute), origin == Origin(base) else { return nil }
    let path = absolute.path(percentEncoded: true)
    return path.isEmpty ? "/" : path
  }

  /// Whether two hrefs name the same resource: equal once percent-decoded, a trailing `/` aside.
  static func same(_ first: String, _ second: String) -> Bool {
    normalized(first) == normalized(second)
  }

  private static func normalized(_ href: String) -> String {
    var decoded = href.removingPercentEncoding ?? href
    while decoded.count > 1 && decoded.hasSuffix("/") { decoded.removeLast() }
    return decoded
  }
}
