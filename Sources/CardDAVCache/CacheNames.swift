import ContactsSupport
import Foundation

/// The names the cache gives to what the server names: an account's folder, a book's folder, a
/// card's file. Each is one path component that is never hidden, never `..`, never holds a `/`,
/// and is the same for the same href every time.
package enum CacheNames {
  /// `text` with every character but ASCII letters, digits, `-`, `_`, `.`, `@` and `+` made `_`,
  /// at most `limit` characters, no leading dot and no `..`; `fallback` when nothing is left.
  package static func safe(_ text: String, limit: Int = 80, fallback: String = "x") -> String {
    var name = String(
      text.unicodeScalars.prefix(limit).map { scalar -> Character in
        let safe =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.@+".unicodeScalars.contains(scalar))
        return safe ? Character(scalar) : "_"
      })
    while name.contains("..") { name = name.replacingOccurrences(of: "..", with: "_.") }
    while name.hasPrefix(".") { name.removeFirst() }
    return name.isEmpty ? fallback : name
  }

  /// The first 12 hex digits of `text`'s SHA-256: short, stable, and different for different hrefs.
  package static func hash(_ text: String) -> String {
    String(SHA256.hexDigest(Array(text.utf8)).prefix(12))
  }

  /// The folder of an account under `<data dir>/carddav/`: its name made safe (readable), then
  /// a hash of the exact name, so two names that read alike once made safe (`家族` and `会社`,
  /// `a b` and `a_b`) still get folders of their own.
  package static func accountFolder(_ account: String) -> String {
    safe(account, limit: 60, fallback: "account") + "-" + hash(account)
  }

  /// The folder the versions before the hash gave an account (`safe` alone): not injective, so
  /// it is never opened as an account's cache (docs/CARDDAV.md, "Where the copy is").
  package static func legacyAccountFolder(_ account: String) -> String {
    safe(account, limit: 100, fallback: "account")
  }

  /// A book's folder: its href's last segment made safe, then a hash of the whole href, so two
  /// books whose last segments read alike still get folders of their own.
  package static func bookFolder(for href: String) -> String {
    safe(lastSegment(of: href), limit: 60, fallback: "book") + "-" + hash(href)
  }

  /// A card's file: its href's last segment made safe, ending in `.vcf`.
  package static func cardFile(for href: String) -> String {
    var stem = safe(lastSegment(of: href), limit: 100, fallback: "card")
    if stem.lowercased().hasSuffix(".vcf") { stem.removeLast(4) }
    if stem.isEmpty { stem = "card" }
    return stem + ".vcf"
  }

  /// The file a card gets when `cardFile(for:)` is taken by another href: its hash.
  package static func hashedCardFile(for href: String) -> String {
    "h" + hash(href) + ".vcf"
  }

  /// The last non-empty segment of an href's path.
  static func lastSegment(of href: String) -> String {
    href.split(separator: "/").last.map(String.init) ?? ""
  }
}
