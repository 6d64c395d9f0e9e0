/// The XML bodies the client sends: `PROPFIND`s for discovery and listings, and the two
/// `REPORT`s, `addressbook-multiget` (RFC 6352 §8.7) and `sync-collection` (RFC 6578 §3.2).
///
/// They are fixed text apart from the hrefs and the sync token, which are escaped.
enum DAVRequestBody {
  static let prologue = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  static let namespaces =
    "xmlns:d=\"DAV:\" xmlns:card=\"urn:ietf:params:xml:ns:carddav\" xmlns:cs=\"http://calendarserver.org/ns/\""

  /// What discovery asks of the account's URL, `/.well-known/carddav`, a principal or a home
  /// set: enough to tell an address book, a principal and a home set apart in one exchange.
  static let discovery = propfind([
    "d:resourcetype", "d:displayname", "d:current-user-principal", "card:addressbook-home-set",
    "d:supported-report-set", "cs:getctag", "d:sync-token",
  ])

  /// What a card listing asks of an address book's members.
  static let cardList = propfind(["d:resourcetype", "d:getetag", "d:getcontenttype"])

  /// A `PROPFIND` body for the named properties (prefixes as in `namespaces`).
  static func propfind(_ properties: [String]) -> String {
    prologue + "<d:propfind \(namespaces)><d:prop>" + properties.map { "<\($0)/>" }.joined() + "</d:prop></d:propfind>"
  }

  /// An `addressbook-multiget` REPORT for the cards at `hrefs`, with their ETags and data.
  static func multiget(_ hrefs: [String]) -> String {
    prologue + "<card:addressbook-multiget \(namespaces)><d:prop><d:getetag/><card:address-data/></d:prop>"
      + hrefs.map { "<d:href>\(escaped($0))</d:href>" }.joined() + "</card:addressbook-multiget>"
  }

  /// A `sync-collection` REPORT of level 1 since `token` (an empty token asks for everything).
  static func syncCollection(since token: String?) -> String {
    prologue + "<d:sync-collection \(namespaces)><d:sync-token>\(escaped(token ?? ""))</d:sync-token>"
      + "<d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>"
  }

  /// `text` with the five XML specials escaped, for an element's content.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }
}
