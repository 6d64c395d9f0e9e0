public import CardDAVCache

/// What the sync needs of a CardDAV server, one call per protocol exchange (RFC 6352, RFC 6578).
///
/// `CardDAVClient` speaks it over HTTP; the tests give the sync an in-memory server instead.
/// Every href is an absolute path on the server (`/dav/jane/contacts/abc.vcf`), as the server
/// wrote it in its multistatus, percent-encoding included.
public protocol AddressBookServer: Sendable {
  /// The address books of the account: `/.well-known/carddav`, `current-user-principal`,
  /// `addressbook-home-set`, then the collections of the home set whose resource type is an
  /// address book (or the account's URL itself when it is one).
  func addressBooks() throws(CardDAVError) -> [RemoteAddressBook]
  /// Every card of `book` with its ETag: a `PROPFIND` of depth 1 for `getetag`.
  func cardList(of book: RemoteAddressBook) throws(CardDAVError) -> [RemoteCardState]
  /// The cards at `hrefs` (at most a batch of them) in one `addressbook-multiget` REPORT. A
  /// card the server answers with an error status (404) comes back with `card == nil`.
  ///
  /// One answer per href asked, spelled as asked. `card == nil` also when the server sent an
  /// empty `address-data`, or a `<response>` for it that could not be read; an href the server
  /// said nothing of has `status == 0`. Only an answer that is no multistatus at all throws.
  func cards(_ hrefs: [String], in book: RemoteAddressBook) throws(CardDAVError) -> [RemoteCard]
  /// What changed in `book` since `token` (nil for everything): one `sync-collection` REPORT.
  /// Throws `.badResponse` when the server offers no sync-collection for the book, and returns
  /// `.tokenExpired` when the server no longer knows the token (valid-sync-token).
  /// An updated card the server gave no ETag for has `etag == ""`: the multiget that follows
  /// gives it. A server that answers in parts (507) is asked again until it is done.
  func changes(in book: RemoteAddressBook, since token: String?) throws(CardDAVError) -> RemoteChanges
  /// Writes a card: `If-Match: etag`, or `If-None-Match: *` when `etag` is nil (a new card).
  /// Returns the card's new ETag when the server sends one. A 412 throws `.conflict`.
  func put(_ card: [UInt8], at href: String, ifMatch etag: String?) throws(CardDAVError) -> String?
  /// Deletes a card with `If-Match: etag`. A 412 throws `.conflict`; a 404 is success.
  func delete(_ href: String, ifMatch etag: String) throws(CardDAVError)
}

/// An address book (a collection) on the server.
public struct RemoteAddressBook: Sendable, Equatable, Codable {
  /// The collection's href, ending in `/`.
  public var href: String
  /// Its `displayname`, or nil.
  public var displayName: String?
  /// Whether it offers `sync-collection` (its `supported-report-set` lists it).
  public var supportsSyncCollection: Bool
  /// Its `getctag` or `sync-token` as PROPFIND gave it, to skip a sync when nothing changed.
  public var syncToken: String?

  /// An address book.
  public init(href: String, displayName: String? = nil, supportsSyncCollection: Bool = false, syncToken: String? = nil)
  {
    self.href = href
    self.displayName = displayName
    self.supportsSyncCollection = supportsSyncCollection
    self.syncToken = syncToken
  }
}

/// A card's href and ETag, as a listing gives them.
public struct RemoteCardState: Sendable, Equatable, Codable {
  /// The card's href.
  public var href: String
  /// Its ETag, quotes included as the server sent it.
  public var etag: String

  /// A card's state.
  public init(href: String, etag: String) {
    self.href = href
    self.etag = etag
  }
}

/// A card as a multiget gives it.
public struct RemoteCard: Sendable, Equatable {
  /// The card's href.
  public var href: String
  /// Its ETag, or nil when the server sent none.
  public var etag: String?
  /// The `address-data`, or nil when the server answered this href with an error status.
  public var card: [UInt8]?
  /// The status the server gave this href (200, or 404 and the like).
  public var status: Int

  /// A fetched card.
  public init(href: String, etag: String?, card: [UInt8]?, status: Int) {
    self.href = href
    self.etag = etag
    self.card = card
    self.status = status
  }
}

/// What a `sync-collection` REPORT says changed.
public enum RemoteChanges: Sendable, Equatable {
  /// The cards changed or added (with their new ETags), the hrefs removed, and the new token.
  case changed(updated: [RemoteCardState], removed: [String], token: String)
  /// The server no longer knows the token: the sync starts over with a full listing.
  case tokenExpired
}
