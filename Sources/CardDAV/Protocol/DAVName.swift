/// An XML element's name with its namespace, as the multistatus parser sees it.
struct DAVName: Hashable, Sendable, CustomStringConvertible {
  /// The namespace URI (`DAV:`, `urn:ietf:params:xml:ns:carddav`, …).
  var namespace: String
  /// The local name (`href`, `getetag`, …).
  var local: String

  static let davNamespace = "DAV:"
  static let cardDAVNamespace = "urn:ietf:params:xml:ns:carddav"
  static let calendarServerNamespace = "http://calendarserver.org/ns/"

  /// A name in the `DAV:` namespace.
  static func dav(_ local: String) -> DAVName { DAVName(namespace: davNamespace, local: local) }
  /// A name in the CardDAV namespace.
  static func cardDAV(_ local: String) -> DAVName { DAVName(namespace: cardDAVNamespace, local: local) }
  /// A name in the calendarserver.org namespace (`getctag`).
  static func calendarServer(_ local: String) -> DAVName {
    DAVName(namespace: calendarServerNamespace, local: local)
  }

  var description: String { "{\(namespace)}\(local)" }
}
