import CardDAVCache
import Foundation

/// Finds an account's address books (RFC 6352 §7, RFC 6764 §5).
///
/// The account's URL first: when it is an address book, that is the one. Otherwise its
/// `addressbook-home-set` or `current-user-principal`, then `/.well-known/carddav` when the URL
/// gave neither, then the principal's home set, and finally the home set's members whose
/// resource type is `CARDDAV:addressbook`. Refused credentials stop it at once; any other
/// failure of an early step only moves on to the next.
struct AddressBookDiscovery {
  let client: CardDAVClient

  /// The address books, or `.badResponse` when none can be found.
  func run() throws(CardDAVError) -> [RemoteAddressBook] {
    let start = client.account.url
    var homeSets: [String] = []
    var principal: String?
    var startAnswered = false
    var lastFailure: CardDAVError?

    if let (response, _) = try step(at: start, &lastFailure) {
      startAnswered = true
      if Self.isAddressBook(response) { return [Self.book(from: response)] }
      homeSets = response.property(.cardDAV("addressbook-home-set"))?.hrefs ?? []
      principal = response.property(.dav("current-user-principal"))?.hrefs.first
    }
    if homeSets.isEmpty && principal == nil, let wellKnown = client.origin.url(path: "/.well-known/carddav"),
      let (response, _) = try step(at: wellKnown, &lastFailure)
    {
      if Self.isAddressBook(response) { return [Self.book(from: response)] }
      homeSets = response.property(.cardDAV("addressbook-home-set"))?.hrefs ?? []
      principal = response.property(.dav("current-user-principal"))?.hrefs.first
    }
    if homeSets.isEmpty, let principal, let url = client.origin.url(path: principal),
      let (response, _) = try step(at: url, &lastFailure)
    {
      homeSets = response.property(.cardDAV("addressbook-home-set"))?.hrefs ?? []
    }
    // No home set anywhere: the URL may itself hold address books.
    if homeSets.isEmpty && startAnswered { homeSets = [start.path(percentEncoded: true)] }

    var books: [RemoteAddressBook] = []
    for home in homeSets {
      let multistatus: Multistatus
      do throws(CardDAVError) {
        multistatus = try client.multistatus(
          "PROPFIND", at: try client.url(of: home), depth: "1", body: DAVRequestBody.discovery)
      } catch {
        if case .unauthorized = error { throw error }
        lastFailure = error
        continue
      }
      for response in multistatus.responses where Self.isAddressBook(response) {
        let book = Self.book(from: response)
        if !books.contains(where: { HrefResolver.same($0.href, book.href) }) { books.append(book) }
      }
    }
    guard !books.isEmpty else {
      if let lastFailure, case .unreachable = lastFailure { throw lastFailure }
      let detail = lastFailure.map { if case .badResponse(_, let reason) = $0 { " (\(reason))" } else { "" } } ?? ""
      throw .badResponse(
        account: client.account.name, reason: "no address book found at \(start.absoluteString)\(detail)")
    }
    return books
  }

  /// A `PROPFIND` of depth 0 at `url` and the response that describes it, or nil when it
  /// failed for a reason other than the credentials (kept in `lastFailure`).
  private func step(at url: URL, _ lastFailure: inout CardDAVError?) throws(CardDAVError) -> (DAVResponse, URL)? {
    do throws(CardDAVError) {
      let multistatus = try client.multistatus("PROPFIND", at: url, depth: "0", body: DAVRequestBody.discovery)
      let path = url.path(percentEncoded: true)
      guard
        let response = multistatus.responses.first(where: { $0.hrefs.contains { HrefResolver.same($0, path) } })
          ?? (multistatus.responses.count == 1 ? multistatus.responses.first : nil)
      else { return nil }
      return (response, url)
    } catch {
      switch error {
      case .unauthorized, .unreachable, .untrustedServer: throw error
      default:
        lastFailure = error
        return nil
      }
    }
  }

  /// Whether a response's resource type says address book.
  static func isAddressBook(_ response: DAVResponse) -> Bool {
    response.property(.dav("resourcetype"))?.elements.contains(.cardDAV("addressbook")) == true
  }

  /// The address book a response describes.
  static func book(from response: DAVResponse) -> RemoteAddressBook {
    var href = response.hrefs.first ?? "/"
    if !href.hasSuffix("/") { href += "/" }
    let name = response.property(.dav("displayname"))?.text.trimmingCharacters(in: .whitespacesAndNewlines)
    let reports = response.property(.dav("supported-report-set"))?.elements ?? []
    let token = [response.property(.dav("sync-token")), response.property(.calendarServer("getctag"))]
      .compactMap { $0?.text.trimmingCharacters(in: .whitespacesAndNewlines) }.first { !$0.isEmpty }
    return RemoteAddressBook(
      href: href, displayName: name.flatMap { $0.isEmpty ? nil : $0 },
      supportsSyncCollection: reports.contains(.dav("sync-collection")), syncToken: token)
  }
}
