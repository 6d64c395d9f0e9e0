public import CardDAVCache
import Foundation

/// The `AddressBookServer` that speaks CardDAV (RFC 6352, RFC 6578) over HTTP: libcurl for the
/// requests (`CurlTransport`), FoundationXML's `XMLParser` for the answers.
///
/// Every call is synchronous and bounded in time: each request has the client's timeout, and
/// a request that failed for a reason that may pass is retried a few times with growing waits.
/// The password is sent only to the account's own scheme, host and port (docs/CARDDAV.md,
/// Protocol).
public final class CardDAVClient: AddressBookServer {
  /// The account, whose name every error carries.
  let account: CardDAVAccount
  /// Requests with authorization, retries and redirects.
  let exchange: HTTPExchange
  /// The account's origin, where every href is resolved.
  var origin: Origin { exchange.origin }

  /// A client for `account`, with `password` for Basic authentication (when the account has a
  /// user name). Each request gives up after `timeout` seconds, and one that got no answer, a
  /// 5xx or a 429 is tried `retries` more times.
  ///
  /// Throws `.insecureURL` unless the URL is `https`, or `http` to this machine.
  public convenience init(account: CardDAVAccount, password: String?, timeout: Double = 30, retries: Int = 3)
    throws(CardDAVError)
  {
    try self.init(
      account: account, password: password, transport: CurlTransport(timeout: timeout),
      policy: RetryPolicy(retries: max(0, retries)), sleep: { Thread.sleep(forTimeInterval: $0) })
  }

  /// A client over any transport, with the waits given to `sleep`: what the tests use.
  init(
    account: CardDAVAccount, password: String?, transport: any HTTPTransport, policy: RetryPolicy,
    sleep: @escaping @Sendable (Double) -> Void
  ) throws(CardDAVError) {
    try ServerURLRule.check(account.url, account: account.name)
    guard let origin = Origin(account.url) else {
      throw .insecureURL(account: account.name, url: account.url.absoluteString)
    }
    self.account = account
    let authorization = account.username.map { BasicAuthorization(username: $0, password: password ?? "") }
    exchange = HTTPExchange(
      account: account.name, origin: origin, authorization: authorization, transport: transport, policy: policy,
      sleep: sleep)
  }

  // MARK: AddressBookServer

  public func addressBooks() throws(CardDAVError) -> [RemoteAddressBook] {
    try AddressBookDiscovery(client: self).run()
  }

  public func cardList(of book: RemoteAddressBook) throws(CardDAVError) -> [RemoteCardState] {
    let multistatus = try multistatus("PROPFIND", at: try url(of: book.href), depth: "1", body: DAVRequestBody.cardList)
    var states: [RemoteCardState] = []
    for response in multistatus.responses {
      guard let href = response.hrefs.first, !HrefResolver.same(href, book.href) else { continue }
      if response.property(.dav("resourcetype"))?.elements.contains(.dav("collection")) == true { continue }
      if let type = response.property(.dav("getcontenttype"))?.text, !Self.isVCardType(type) { continue }
      guard let etag = EntityTag.checked(response.property(.dav("getetag"))?.text) else { continue }
      states.append(RemoteCardState(href: href, etag: etag))
    }
    return states
  }

  public func cards(_ hrefs: [String], in book: RemoteAddressBook) throws(CardDAVError) -> [RemoteCard] {
    guard !hrefs.isEmpty else { return [] }
    let multistatus = try multistatus(
      "REPORT", at: try url(of: book.href), depth: "1", body: DAVRequestBody.multiget(hrefs))
    var answers: [RemoteCard] = []
    var answered = Set<Int>()
    // Each asked href by its decoded key, first asked first answered.
    var waiting: [String: [Int]] = [:]
    for (index, href) in hrefs.enumerated() { waiting[HrefResolver.key(href), default: []].append(index) }
    for response in multistatus.responses {
      for href in response.hrefs {
        // The href as the caller spelled it, so that it finds its own key again.
        let key = HrefResolver.key(href)
        guard let index = waiting[key]?.first else { continue }
        waiting[key]?.removeFirst()
        answered.insert(index)
        answers.append(Self.card(hrefs[index], from: response))
      }
    }
    for index in hrefs.indices where !answered.contains(index) {
      answers.append(RemoteCard(href: hrefs[index], etag: nil, card: nil, status: 0))
    }
    return answers
  }

  public func changes(in book: RemoteAddressBook, since token: String?) throws(CardDAVError) -> RemoteChanges {
    guard book.supportsSyncCollection else {
      throw .badResponse(account: account.name, reason: "\(book.href) offers no sync-collection report")
    }
    let url = try url(of: book.href)
    var token = token
    var updated: [String: RemoteCardState] = [:]
    var removed = Set<String>()
    // A server may answer in parts (507 on the collection itself): ask again from its token.
    for _ in 0..<Self.maximumSyncRounds {
      let body = Array(DAVRequestBody.syncCollection(since: token).utf8)
      let (response, finalURL) = try exchange.send("REPORT", url, headers: Self.xmlHeaders(depth: "0"), body: body)
      if [403, 409, 412].contains(response.status),
        MultistatusParser.errorConditions(response.body).contains(.dav("valid-sync-token"))
      {
        return .tokenExpired
      }
      if response.status == 404 || response.status == 501 || response.status == 405 {
        throw .badResponse(
          account: account.name, reason: "HTTP \(response.status): \(book.href) refused the sync-collection report")
      }
      let multistatus = try parsed(response, method: "REPORT", url: finalURL)
      var truncated = false
      for item in multistatus.responses {
        guard let href = item.hrefs.first else { continue }
        if HrefResolver.same(href, book.href) {
          if item.status == 507 { truncated = true }
          continue
        }
        if item.status == 404 {
          removed.insert(href)
          updated[href] = nil
        } else if item.status == nil || (200..<300).contains(item.status!) {
          let etag = EntityTag.checked(item.property(.dav("getetag"))?.text) ?? ""
          updated[href] = RemoteCardState(href: href, etag: etag)
          removed.remove(href)
        }
      }
      guard let next = multistatus.syncToken, !next.isEmpty else {
        throw .badResponse(account: account.name, reason: "a sync-collection answer without a sync-token")
      }
      if !truncated {
        return .changed(
          updated: updated.values.sorted { $0.href < $1.href }, removed: removed.sorted(), token: next)
      }
      token = next
    }
    throw .badResponse(account: account.name, reason: "the sync-collection answer never ended")
  }

  public func put(_ card: [UInt8], at href: String, ifMatch etag: String?) throws(CardDAVError) -> String? {
    var headers: [(name: String, value: String)] = [(name: "Content-Type", value: "text/vcard; charset=utf-8")]
    headers.append(etag.map { (name: "If-Match", value: $0) } ?? (name: "If-None-Match", value: "*"))
    let (response, _) = try exchange.send("PUT", try url(of: href), headers: headers, body: card)
    guard (200..<300).contains(response.status) else { throw failure(response, method: "PUT", href: href) }
    return EntityTag.checked(response.header("etag"))
  }

  public func delete(_ href: String, ifMatch etag: String) throws(CardDAVError) {
    let (response, _) = try exchange.send("DELETE", try url(of: href), headers: [(name: "If-Match", value: etag)])
    guard (200..<300).contains(response.status) || response.status == 404 else {
      throw failure(response, method: "DELETE", href: href)
    }
  }

  // MARK: Helpers

  /// How many partial sync-collection answers one call follows.
  static let maximumSyncRounds = 100

  /// The headers of a request with an XML body.
  static func xmlHeaders(depth: String) -> [(name: String, value: String)] {
    [(name: "Content-Type", value: "application/xml; charset=utf-8"), (name: "Depth", value: depth)]
  }

  /// The URL of `href` on the account's server.
  func url(of href: String) throws(CardDAVError) -> URL {
    guard let url = origin.url(path: href) else {
      throw .badResponse(account: account.name, reason: "an href that is no path: \(href)")
    }
    return url
  }

  /// A `PROPFIND` or `REPORT` with an XML body, and its multistatus.
  func multistatus(_ method: String, at url: URL, depth: String, body: String) throws(CardDAVError) -> Multistatus {
    let (response, finalURL) = try exchange.send(
      method, url, headers: Self.xmlHeaders(depth: depth), body: Array(body.utf8))
    return try parsed(response, method: method, url: finalURL)
  }

  /// The multistatus of a 207 answer; any other status is the failure it means.
  func parsed(_ response: HTTPResponse, method: String, url: URL) throws(CardDAVError) -> Multistatus {
    guard response.status == 207 else { throw failure(response, method: method, href: url.path(percentEncoded: true)) }
    do throws(DAVParseError) {
      return try MultistatusParser.parse(response.body, base: url)
    } catch {
      throw .badResponse(account: account.name, reason: "\(method) \(url.path(percentEncoded: true)): \(error.reason)")
    }
  }

  /// What an unexpected status means: refused credentials, a conflict, or a bad answer.
  func failure(_ response: HTTPResponse, method: String, href: String) -> CardDAVError {
    switch response.status {
    case 401, 403: .unauthorized(account: account.name, status: response.status)
    case 412: .conflict(account: account.name, href: href)
    default: .badResponse(account: account.name, reason: "HTTP \(response.status) to \(method) \(href)")
    }
  }

  /// Whether a `getcontenttype` is a vCard's (`text/vcard`, the older `text/x-vcard`).
  static func isVCardType(_ type: String) -> Bool {
    let media = type.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    return media == "text/vcard" || media == "text/x-vcard"
  }

  /// A multiget's answer for `href`: the card when the server gave one, else nil and its status.
  static func card(_ href: String, from response: DAVResponse) -> RemoteCard {
    let etag = EntityTag.checked(response.property(.dav("getetag"))?.text)
    let data = response.property(.cardDAV("address-data"))?.text
    let hasCard = data.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? false
    let status =
      response.status ?? response.status(of: .cardDAV("address-data")) ?? response.propstats.first?.status ?? 0
    guard hasCard, let data, response.status.map({ (200..<300).contains($0) }) ?? true else {
      return RemoteCard(href: href, etag: etag, card: nil, status: status)
    }
    return RemoteCard(href: href, etag: etag, card: Array(data.utf8), status: status)
  }
}
