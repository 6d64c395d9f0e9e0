/// A `207 Multi-Status` body (RFC 4918 §13), reduced to what CardDAV needs.
struct Multistatus: Sendable, Equatable {
  /// The `<response>` elements, in document order.
  var responses: [DAVResponse] = []
  /// The top-level `<sync-token>` of a `sync-collection` answer.
  var syncToken: String?
}

/// One `<response>`: a resource (or several, for a status-only response) and what the server
/// says of it.
struct DAVResponse: Sendable, Equatable {
  /// Its hrefs, resolved to absolute paths (percent-encoding kept). Hrefs that could not be
  /// resolved, or that point at another server, are left out.
  var hrefs: [String] = []
  /// The response-level `<status>` (a status-only response, such as a 404 in a multiget or a
  /// removed member in a sync-collection), or nil.
  var status: Int?
  /// The `<propstat>` elements.
  var propstats: [DAVPropstat] = []
  /// The names inside a response-level `<error>`, if any.
  var errors: [DAVName] = []

  /// The property `name` from a propstat whose status is 2xx, or nil.
  func property(_ name: DAVName) -> DAVProperty? {
    for propstat in propstats where (200..<300).contains(propstat.status) {
      if let property = propstat.properties[name] { return property }
    }
    return nil
  }

  /// The status of the propstat holding `name`, whatever it is, or nil.
  func status(of name: DAVName) -> Int? {
    propstats.first { $0.properties[name] != nil }?.status
  }
}

/// One `<propstat>`: properties and the status they share.
struct DAVPropstat: Sendable, Equatable {
  /// The propstat's status code (0 when it had none or an unreadable one).
  var status: Int = 0
  /// The properties, by name.
  var properties: [DAVName: DAVProperty] = [:]
}

/// A property's value, in the three shapes CardDAV uses.
struct DAVProperty: Sendable, Equatable {
  /// Its text content (the ETag, the display name, the vCard of `address-data`), untrimmed.
  var text: String = ""
  /// The `DAV:href`s found inside it, resolved (`current-user-principal`, `addressbook-home-set`).
  var hrefs: [String] = []
  /// The names of every element inside it (`resourcetype`'s `addressbook`, the reports of
  /// `supported-report-set`).
  var elements: Set<DAVName> = []
}
