/// The form of an e-mail address two cards are compared by: the domain in lower case, the local
/// part as written.
///
/// Surrounding spaces, angle brackets and a `mailto:` prefix are dropped. The local part keeps
/// its case, dots and `+tag` (RFC 5321 leaves it to the receiving host, and `Anna+shop@` is
/// often a different inbox on purpose): a likely duplicate should be likely. docs/DUPLICATES.md.
package enum EmailKey {
  /// The key of `text`, or nil when it has no `@` with text on both sides.
  package static func key(_ text: String) -> String? {
    var address = Substring(text).trimmingSpaces
    if address.first == "<" && address.last == ">" { address = address.dropFirst().dropLast().trimmingSpaces }
    if address.utf8.count >= 7, address.utf8.prefix(7).map({ $0 | 0x20 }) == Array("mailto:".utf8) {
      address = address.dropFirst(7)
    }
    guard let at = address.lastIndex(of: "@") else { return nil }
    let local = address[..<at]
    var domain = address[address.index(after: at)...]
    if domain.last == "." { domain = domain.dropLast() }
    guard !local.isEmpty, !domain.isEmpty else { return nil }
    return local + "@" + domain.lowercased()
  }
}

extension Substring {
  /// Without leading and trailing spaces, tabs and line breaks.
  fileprivate var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}
