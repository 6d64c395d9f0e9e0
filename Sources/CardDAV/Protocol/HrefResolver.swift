import Foundation

/// Turns an href as a server wrote it (absolute path, relative path or full URL) into an
/// absolute path on the server the request went to, percent-encoding kept.
enum HrefResolver {
  /// `raw` resolved against `base`, or nil when it is empty, unreadable, or on another origin.
  static func resolve(_ raw: String, against base: URL) -> String? {
    let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    // A server that left spaces or other specials unencoded: encode them first, keeping its
    // `%xx` (Foundation would otherwise encode the whole href again, `%` included).
    let url = URL(string: encodingUnsafe(trimmed), relativeTo: base)
    guard let absolute = url?.absoluteURL, let origin = Origin(absolute), origin == Origin(base) else { return nil }
    let path = absolute.path(percentEncoded: true)
    return path.isEmpty ? "/" : path
  }

  /// `text` with every byte that may not stand in a URL path percent-encoded; `%` is kept,
  /// so what the server already encoded stays as it was.
  static func encodingUnsafe(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        out.append(byte)
      case _ where Array("-._~!$&'()*+,;=:@/%?#".utf8).contains(byte):
        out.append(byte)
      default:
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether two hrefs name the same resource: equal once percent-decoded, a trailing `/` aside.
  static func same(_ first: String, _ second: String) -> Bool {
    key(first) == key(second)
  }

  /// What `same` compares: the href percent-decoded, without a trailing `/`.
  static func key(_ href: String) -> String {
    var decoded = href.removingPercentEncoding ?? href
    while decoded.count > 1 && decoded.hasSuffix("/") { decoded.removeLast() }
    return decoded
  }
}
