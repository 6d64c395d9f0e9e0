import Foundation

/// Whether an href the server listed is a card of the address book asked about: a direct
/// member of the collection once its path is normalised. A server (hostile, or confused) may
/// list `/etc/passwd`, `/`, another collection, `..` or `%2e%2e` segments: a card kept under
/// such an href would have a later edit written there, so it is skipped with a reason instead.
enum CollectionMember {
  /// The normalised path of `href` (segments percent-decoded, empty ones dropped, joined by
  /// `/`) when it names a direct member of `collection`; otherwise why it does not.
  static func key(of href: String, in collection: String) -> Result<String, Refusal> {
    guard href.hasPrefix("/") else { return .failure(Refusal(reason: "not a path on the server")) }
    guard let parts = segments(href), let book = segments(collection) else {
      return .failure(Refusal(reason: "a path with a dot segment, an encoded slash or an unreadable escape"))
    }
    guard parts.count == book.count + 1, Array(parts.prefix(book.count)) == book else {
      return .failure(Refusal(reason: "outside the address book \(collection)"))
    }
    return .success("/" + parts.joined(separator: "/"))
  }

  /// Why an href is not kept.
  struct Refusal: Error, Equatable {
    var reason: String
  }

  /// The percent-decoded, non-empty segments of `path`, or nil when one is `.` or `..`
  /// (spelled plainly or encoded) or decodes to a `/`, a NUL or bytes that are not UTF-8.
  static func segments(_ path: String) -> [String]? {
    var result: [String] = []
    let query = path.firstIndex { $0 == "?" || $0 == "#" }
    for raw in path[..<(query ?? path.endIndex)].split(separator: "/", omittingEmptySubsequences: true) {
      guard let decoded = String(raw).removingPercentEncoding else { return nil }
      if decoded == "." || decoded == ".." || decoded.contains("/") || decoded.contains("\0") { return nil }
      result.append(decoded)
    }
    return query == nil ? result : nil
  }
}
