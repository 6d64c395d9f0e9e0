import Foundation

/// A server's ETag, kept only when it can go back in an `If-Match` header as it is.
///
/// An ETag comes from the server (a `getetag` in a multistatus, an `ETag` header) and goes back
/// to it in `If-Match` on the next PUT or DELETE, and into the cache's index in between. One
/// holding a control character (a CR or LF spelled `&#13;&#10;` in the XML) would split that
/// header; one of megabytes would sit in the index and in every request. RFC 9110 allows
/// printable ASCII and `obs-text`; real servers send a quoted hash of well under 100 bytes.
enum EntityTag {
  /// The longest ETag kept.
  static let maximumLength = 1024

  /// `text` without the blanks around it, or nil when it is empty, too long, or holds a control.
  static func checked(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty,
      trimmed.utf8.count <= maximumLength, !trimmed.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F })
    else { return nil }
    return trimmed
  }
}
