import CardDAV
import CardDAVCache
import Foundation

/// An address book server in memory, for the sync's tests: books of cards with ETags, a change
/// log behind its sync tokens, optional `sync-collection`, and faults to inject (a card that is
/// not a vCard, an href answered without a card, a forced 412, the network gone after so many
/// cards, a PUT stored whose answer is lost). It records every request, so a test can check what was sent.
final class FakeAddressBookServer: AddressBookServer, @unchecked Sendable {
  private struct Book {
    var displayName: String
    var cards: [String: (etag: String, bytes: [UInt8])] = [:]
    /// Which version last touched each href (a removed href stays, marked).
    var touched: [String: Int] = [:]
    var lastChange = 0
  }

  private let lock = NSLock()
  private var books: [String: Book] = [:]
  private var version = 0
  private var served = 0

  /// Whether the books offer `sync-collection`.
  var supportsSyncCollection: Bool {
    get { locked { _supportsSyncCollection } }
    set { locked { _supportsSyncCollection = newValue } }
  }
  private var _supportsSyncCollection: Bool
  /// Hrefs served as bytes that are not a vCard.
  var badCards: Set<String> {
    get { locked { _badCards } }
    set { locked { _badCards = newValue } }
  }
  private var _badCards: Set<String> = []
  /// Hrefs a multiget answers with 404 and no card.
  var missingCards: Set<String> {
    get { locked { _missingCards } }
    set { locked { _missingCards = newValue } }
  }
  private var _missingCards: Set<String> = []
  /// After this many cards served, every request fails as unreachable (nil: never).
  var unreachableAfter: Int? {
    get { locked { _unreachableAfter } }
    set {
      locked {
        _unreachableAfter = newValue; served = 0
      }
    }
  }
  private var _unreachableAfter: Int?
  /// The next PUT is stored, then fails as if its answer were lost on the way back.
  var losesNextPutAnswer: Bool {
    get { locked { _losesNextPutAnswer } }
    set { locked { _losesNextPutAnswer = newValue } }
  }
  private var _losesNextPutAnswer = false
  /// Tokens older than this version have expired.
  var forgetTokensBefore: Int {
    get { locked { _forget } }
    set { locked { _forget = newValue } }
  }
  private var _forget = 0
  /// Hrefs every listing of a book adds (a hostile server's `/etc/passwd`, another
  /// collection's card), each answered by a multiget with a readable card.
  var foreignListing: [String] {
    get { locked { _foreign } }
    set { locked { _foreign = newValue } }
  }
  private var _foreign: [String] = []
  /// Every request, as `METHOD href header` lines.
  var requests: [String] { locked { _requests } }
  private var _requests: [String] = []

  init(supportsSyncCollection: Bool, books: [String: String] = ["/dav/jane/contacts/": "Contacts"]) {
    _supportsSyncCollection = supportsSyncCollection
    for (href, name) in books { self.books[href] = Book(displayName: name) }
  }

  private func locked<T>(_ body: () throws(CardDAVError) -> T) throws(CardDAVError) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  // MARK: What another client does to the server

  /// Writes a card on the server (as another client would); returns its new ETag.
  @discardableResult
  func serverPut(_ href: String, _ text: String) -> String {
    locked { store(Array(text.utf8), at: href) }
  }

  /// Deletes a card on the server (as another client would).
  func serverDelete(_ href: String) {
    locked { remove(href) }
  }

  /// Removes a whole book.
  func serverRemoveBook(_ href: String) {
    locked { _ = books.removeValue(forKey: href) }
  }

  /// The card at `href` as the server has it.
  func card(_ href: String) -> String? {
    locked { books[Self.book(of: href)]?.cards[href].map { String(decoding: $0.bytes, as: UTF8.self) } }
  }

  /// The ETag of the card at `href`.
  func etag(_ href: String) -> String? {
    locked { books[Self.book(of: href)]?.cards[href]?.etag }
  }

  /// Every href on the server.
  var hrefs: Set<String> { locked { Set(books.values.flatMap(\.cards.keys)) } }

  private static func book(of href: String) -> String {
    String(href[...href.lastIndex(of: "/")!])
  }

  private func store(_ bytes: [UInt8], at href: String) -> String {
    version += 1
    let etag = "\"e\(version)\""
    let book = Self.book(of: href)
    books[book]?.cards[href] = (etag, bytes)
    books[book]?.touched[href] = version
    books[book]?.lastChange = version
    return etag
  }

  private func remove(_ href: String) {
    version += 1
    let book = Self.book(of: href)
    books[book]?.cards[href] = nil
    books[book]?.touched[href] = version
    books[book]?.lastChange = version
  }

  private func checkReachable(_ what: String) throws(CardDAVError) {
    _requests.append(what)
    if let limit = _unreachableAfter, served >= limit {
      throw .unreachable(account: "home", reason: "connection refused")
    }
  }

  // MARK: AddressBookServer

  func addressBooks() throws(CardDAVError) -> [RemoteAddressBook] {
    try locked { () throws(CardDAVError) in
      try checkReachable("PROPFIND home-set")
      return books.keys.sorted().map { href in
        RemoteAddressBook(
          href: href, displayName: books[href]!.displayName, supportsSyncCollection: _supportsSyncCollection,
          syncToken: "c\(books[href]!.lastChange)")
      }
    }
  }

  func cardList(of book: RemoteAddressBook) throws(CardDAVError) -> [RemoteCardState] {
    try locked { () throws(CardDAVError) in
      try checkReachable("PROPFIND \(book.href)")
      return
        ((books[book.href]?.cards ?? [:]).map { RemoteCardState(href: $0.key, etag: $0.value.etag) }
        .sorted { $0.href < $1.href }) + _foreign.map { RemoteCardState(href: $0, etag: "\"f\"") }
    }
  }

  func cards(_ hrefs: [String], in book: RemoteAddressBook) throws(CardDAVError) -> [RemoteCard] {
    try locked { () throws(CardDAVError) in
      try checkReachable("REPORT multiget \(hrefs.count)")
      var answers: [RemoteCard] = []
      for href in hrefs {
        if let limit = _unreachableAfter, served >= limit {
          throw .unreachable(account: "home", reason: "connection reset")
        }
        served += 1
        if _foreign.contains(href) {
          answers.append(
            RemoteCard(href: href, etag: "\"f\"", card: Array(vcard("f", "Foreign Card").utf8), status: 200))
          continue
        }
        guard let card = books[book.href]?.cards[href], !_missingCards.contains(href) else {
          answers.append(RemoteCard(href: href, etag: nil, card: nil, status: 404))
          continue
        }
        let bytes = _badCards.contains(href) ? Array("<html>not a card</html>".utf8) : card.bytes
        answers.append(RemoteCard(href: href, etag: card.etag, card: bytes, status: 200))
      }
      return answers
    }
  }

  func changes(in book: RemoteAddressBook, since token: String?) throws(CardDAVError) -> RemoteChanges {
    try locked { () throws(CardDAVError) in
      try checkReachable("REPORT sync-collection \(token ?? "none")")
      guard _supportsSyncCollection, let stored = books[book.href] else {
        throw .badResponse(account: "home", reason: "no sync-collection")
      }
      let since = token.flatMap { Int($0.dropFirst()) } ?? 0
      if token != nil && since < _forget { return .tokenExpired }
      var updated: [RemoteCardState] = []
      var removed: [String] = []
      for (href, touched) in stored.touched.sorted(by: { $0.key < $1.key }) where touched > since {
        if let card = stored.cards[href] {
          updated.append(RemoteCardState(href: href, etag: card.etag))
        } else if token != nil {
          removed.append(href)
        }
      }
      if token == nil { updated += _foreign.map { RemoteCardState(href: $0, etag: "\"f\"") } }
      return .changed(updated: updated, removed: removed, token: "t\(version)")
    }
  }

  func put(_ card: [UInt8], at href: String, ifMatch etag: String?) throws(CardDAVError) -> String? {
    try locked { () throws(CardDAVError) in
      try checkReachable("PUT \(href) " + (etag.map { "If-Match: \($0)" } ?? "If-None-Match: *"))
      let current = books[Self.book(of: href)]?.cards[href]
      if current?.etag != etag { throw .conflict(account: "home", href: href) }
      let stored = store(card, at: href)
      if _losesNextPutAnswer {
        _losesNextPutAnswer = false
        throw .unreachable(account: "home", reason: "connection reset")
      }
      return stored
    }
  }

  func delete(_ href: String, ifMatch etag: String) throws(CardDAVError) {
    try locked { () throws(CardDAVError) in
      try checkReachable("DELETE \(href) If-Match: \(etag)")
      guard let current = books[Self.book(of: href)]?.cards[href] else { return }
      if current.etag != etag { throw .conflict(account: "home", href: href) }
      remove(href)
    }
  }
}
