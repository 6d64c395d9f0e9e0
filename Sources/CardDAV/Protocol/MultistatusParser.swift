import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Why a body could not be read as the XML the protocol expects.
struct DAVParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong, for a `.badResponse` reason.
  var reason: String
  var description: String { reason }
}

/// Reads `207 Multi-Status` bodies and `DAV:error` bodies with FoundationXML's `XMLParser`,
/// namespaces on.
///
/// Hostile input is refused rather than interpreted: a document not in UTF-8 (`XMLEncoding`),
/// any `<!DOCTYPE` (a multistatus never
/// needs one, and entity declarations live there: no XXE, no "billion laughs"), external
/// entities are never resolved, and elements nested deeper than `maximumDepth` stop the parse.
enum MultistatusParser {
  /// The deepest nesting accepted; a real multistatus is under 10 levels.
  static let maximumDepth = 64
  /// The largest document read: the transport's cap on a body (docs/CARDDAV.md).
  static let maximumSize = 64 << 20

  /// The multistatus in `body`, its hrefs resolved against `base` (the request's URL).
  static func parse(_ body: [UInt8], base: URL) throws(DAVParseError) -> Multistatus {
    let reader = try read(body, base: base)
    guard reader.root == .dav("multistatus") else {
      throw DAVParseError(reason: "expected a DAV:multistatus, got \(reader.root.map(\.description) ?? "nothing")")
    }
    return reader.multistatus
  }

  /// The names of the elements inside a `DAV:error` body (a failed precondition such as
  /// `valid-sync-token`), or an empty set when the body is not one.
  static func errorConditions(_ body: [UInt8]) -> Set<DAVName> {
    guard let reader = try? read(body, base: URL(string: "http://localhost/")!), reader.root == .dav("error") else {
      return []
    }
    return reader.allElements
  }

  private static func read(_ body: [UInt8], base: URL) throws(DAVParseError) -> MultistatusReader {
    guard !body.isEmpty else { throw DAVParseError(reason: "an empty body") }
    guard body.count <= maximumSize else {
      throw DAVParseError(reason: "a document larger than \(maximumSize >> 20) MB (refused)")
    }
    // Only UTF-8 (ASCII included) reaches the parser, so the DOCTYPE check below reads the
    // bytes libxml2 will read: in UTF-16, UTF-32, EBCDIC or UTF-7 a DOCTYPE has other bytes.
    if let problem = XMLEncoding.problem(body) { throw DAVParseError(reason: problem) }
    if containsDoctype(body) { throw DAVParseError(reason: "a DOCTYPE (refused: entities are not allowed)") }
    let reader = MultistatusReader(base: base)
    // Streamed, not handed over whole: libxml2 refuses a single push of more than 10 MB
    // ("huge input lookup"), which failed every multistatus past it; in chunks every document
    // up to `maximumSize` parses.
    let parser = XMLParser(stream: InputStream(data: Data(body)))
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    let parsed = parser.parse()
    if let refusal = reader.refusal { throw DAVParseError(reason: refusal) }
    // The root's end tag, checked here too: a truncated document can end without a parse error.
    guard parsed, reader.rootClosed else {
      let error = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
      throw DAVParseError(reason: "malformed XML (line \(parser.lineNumber)): \(error)")
    }
    return reader
  }

  /// Whether `<!DOCTYPE` appears anywhere (case-insensitive): in a prolog it is a DTD, and
  /// inside a document it is not well-formed anyway (CDATA aside, where nothing needs it).
  static func containsDoctype(_ body: [UInt8]) -> Bool {
    let needle = Array("<!doctype".utf8)
    guard body.count >= needle.count else { return false }
    var index = 0
    while index <= body.count - needle.count {
      if body[index] == UInt8(ascii: "<") {
        var matched = true
        for offset in 1..<needle.count where body[index + offset] | 0x20 != needle[offset] | 0x20 {
          matched = false
          break
        }
        if matched { return true }
      }
      index += 1
    }
    return false
  }
}

/// The parser's delegate: a stack of element names and the response being built.
private final class MultistatusReader: NSObject, XMLParserDelegate {
  let base: URL
  var multistatus = Multistatus()
  var root: DAVName?
  var allElements: Set<DAVName> = []
  var refusal: String?
  var rootClosed = false

  private var stack: [DAVName] = []
  private var text = ""
  private var hrefText: String?
  private var response: DAVResponse?
  private var propstat: DAVPropstat?
  private var propertyName: DAVName?
  private var property = DAVProperty()

  init(base: URL) { self.base = base }

  private func refuse(_ parser: XMLParser, _ reason: String) {
    if refusal == nil { refusal = reason }
    parser.abortParsing()
  }

  /// Where the element at the top of the stack sits: 1 is the root.
  private func at(_ names: DAVName...) -> Bool {
    stack.count == names.count && zip(stack, names).allSatisfy { $0 == $1 }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    let name = DAVName(namespace: namespaceURI ?? "", local: elementName)
    stack.append(name)
    guard stack.count <= MultistatusParser.maximumDepth else {
      refuse(parser, "elements nested deeper than \(MultistatusParser.maximumDepth)")
      return
    }
    if stack.count == 1 { root = name }
    if stack.count > 1 { allElements.insert(name) }
    if propertyName != nil {
      property.elements.insert(name)
      if name == .dav("href") { hrefText = "" }
      return
    }
    let ms = DAVName.dav("multistatus")
    let resp = DAVName.dav("response")
    let pstat = DAVName.dav("propstat")
    if at(ms, resp) {
      response = DAVResponse()
    } else if at(ms, resp, .dav("href")) || at(ms, resp, .dav("status")) || at(ms, .dav("sync-token"))
      || at(ms, resp, pstat, .dav("status"))
    {
      text = ""
    } else if at(ms, resp, pstat) {
      propstat = DAVPropstat()
    } else if stack.count == 5 && at(ms, resp, pstat, .dav("prop"), name) {
      propertyName = name
      property = DAVProperty()
      text = ""
    } else if stack.count == 4 && at(ms, resp, .dav("error"), name) {
      response?.errors.append(name)
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
  ) {
    defer { stack.removeLast() }
    if stack.count == 1 { rootClosed = true }
    let name = DAVName(namespace: namespaceURI ?? "", local: elementName)
    if let current = propertyName {
      if stack.count == 5 && name == current {
        property.text = text
        propstat?.properties[current] = property
        propertyName = nil
      } else if name == .dav("href"), let raw = hrefText {
        if let href = HrefResolver.resolve(raw, against: base) { property.hrefs.append(href) }
        hrefText = nil
      }
      return
    }
    let ms = DAVName.dav("multistatus")
    let resp = DAVName.dav("response")
    let pstat = DAVName.dav("propstat")
    if at(ms, resp, .dav("href")) {
      if let href = HrefResolver.resolve(text, against: base) { response?.hrefs.append(href) }
    } else if at(ms, resp, .dav("status")) {
      response?.status = Self.statusCode(text)
    } else if at(ms, resp, pstat, .dav("status")) {
      propstat?.status = Self.statusCode(text) ?? 0
    } else if at(ms, resp, pstat) {
      if let done = propstat { response?.propstats.append(done) }
      propstat = nil
    } else if at(ms, resp) {
      if let done = response { multistatus.responses.append(done) }
      response = nil
    } else if at(ms, .dav("sync-token")) {
      multistatus.syncToken = text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
    if hrefText != nil { hrefText! += string }
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    let string = String(decoding: CDATABlock, as: UTF8.self)
    text += string
    if hrefText != nil { hrefText! += string }
  }

  // Defence in depth: the DOCTYPE check runs first, but any declaration stops the parse.
  func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
    refuse(parser, "an entity declaration (refused)")
  }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
  ) {
    refuse(parser, "an external entity declaration (refused)")
  }

  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
    refuse(parser, "an external entity (refused)")
    return nil
  }

  /// The code in a status line, `HTTP/1.1 404 Not Found` → 404.
  static func statusCode(_ line: String) -> Int? {
    let parts = line.split(whereSeparator: \.isWhitespace)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let code = Int(parts[1]), (100..<600).contains(code) else {
      return nil
    }
    return code
  }
}
