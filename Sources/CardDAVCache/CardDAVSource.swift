public import ContactModel
public import ContactStore
public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The contacts of a CardDAV account, read from and written to its offline cache
/// (`AccountCache`); the sync agent carries changes to and from the server (docs/CARDDAV.md).
///
/// The account folder is a vdir (one folder per address book), read and written as
/// `VCardDirectorySource` does; each saved change is also appended to the cache's queue, in the
/// same commit, for the next sync to send. Nothing is opened before `load()` or a save, which
/// the store makes only after a grant.
public struct CardDAVSource: WritableContactSource {
  /// The account's name.
  public let account: String
  /// The account's cache folder.
  public let folder: String
  /// Where the folder's snapshot is kept (the browser opens from it), or nil to parse the cards.
  let snapshots: SnapshotCache?

  /// The source of `account`'s cache in `folder` (`AccountCache.folder(for:in:)`).
  public init(account: String, folder: String) {
    self.init(account: account, folder: folder, snapshots: nil)
  }

  /// The source of `account`'s cache in `folder`, reading and writing the folder's snapshot in
  /// `snapshots` as a vdir does.
  package init(account: String, folder: String, snapshots: SnapshotCache?) {
    self.account = account
    self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    self.snapshots = snapshots
  }

  /// The source of `account`'s cache under the data directory.
  public init(account: String, dataDirectory: URL) {
    self.init(account: account, folder: AccountCache.folder(for: account, in: dataDirectory))
  }

  /// `home (CardDAV)`.
  public var name: String { "\(account) (CardDAV)" }

  /// The cache's folder read as a vdir.
  private var vdir: VCardDirectorySource { VCardDirectorySource(path: folder, snapshots: snapshots) }

  /// Opens the cache (creating it when new).
  private func openCache() throws(ContactsError) -> AccountCache {
    do {
      return try AccountCache(folder: folder, account: account)
    } catch {
      throw ContactsError(.dataAccessError, message: "Cannot read contacts from account “\(account)”: \(error.detail).")
    }
  }

  /// Every cached card, and one diagnostic per item the syncs skipped (its href and why).
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let skipped = try openCache().skipped
    let read = try vdir.load()
    return (read.contacts, read.diagnostics + skipped.map(Self.diagnostic))
  }

  /// Streams the cached cards; the skipped items follow as diagnostics.
  public func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    let skipped = try openCache().skipped
    let read = try vdir.stream(into: stream)
    return (read.batches, read.diagnostics + skipped.map(Self.diagnostic))
  }

  static func diagnostic(_ item: SkippedItem) -> Diagnostic {
    Diagnostic(file: item.href, line: 0, reason: "skipped from the server: \(item.reason)")
  }

  /// The cache can always be written: changes are queued while offline.
  public var readOnlyReason: String? { nil }

  /// The account folder's lock, which a sync takes too.
  public func lockForWriting() throws(ContactsError) -> SourceLock {
    _ = try openCache()
    return try vdir.lockForWriting()
  }

  /// Every cached card, with its bytes and file.
  public func loadForSaving() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    try vdir.loadForSaving()
  }

  /// The card files written as a vdir writes them (a new card in the first address book, named
  /// after its UID), and, in the same commit, the queue entries: a put for an add or an edit
  /// (with the ETag the card had; none for a new card), a delete with the card's ETag.
  public func prepare(_ changes: [SourceChange]) throws(ContactsError) -> PreparedWrite {
    let cache = try openCache()
    let books: [CachedBook]
    do { books = try cache.books() } catch { throw Self.failure(error) }
    var queued: [QueuedChange] = []
    var added: [CachedCard] = []
    var removed: [String] = []
    var newFiles: [String] = []
    var taken: Set<String> = []
    let firstBook = books.first
    for change in changes {
      switch change {
      case .add(let contact):
        guard let book = firstBook else {
          throw ContactsError(
            .dataAccessError,
            message:
              "Cannot save \(contact.savedName): account “\(account)” has no address book in its cache yet; sync it first. Nothing was saved."
          )
        }
        let bookPath = folder + "/" + book.folder
        let file = VCardDirectorySource.fileName(for: contact.identifier, in: bookPath, taken: taken)
        taken.insert(file)
        let href = (book.href.hasSuffix("/") ? book.href : book.href + "/") + file
        queued.append(QueuedChange(operation: .put, href: href, book: book.href, file: file, etag: nil))
        added.append(CachedCard(href: href, book: book.href, etag: nil, file: file))
        newFiles.append(bookPath + "/" + file)
      case .update(let from, _):
        let card = try cached(from, in: cache)
        queued.append(QueuedChange(operation: .put, href: card.href, book: card.book, file: card.file, etag: card.etag))
      case .delete(let contact):
        let card = try cached(contact, in: cache)
        queued.append(
          QueuedChange(operation: .delete, href: card.href, book: card.book, file: card.file, etag: card.etag))
        removed.append(card.href)
      }
    }
    let bookPath = firstBook.map { folder + "/" + $0.folder } ?? folder
    let files = try VCardDirectorySource(path: bookPath).prepare(changes)
    let (entries, adds, removes, created) = (queued, added, removed, newFiles)
    return PreparedWrite(
      check: { () throws(ContactsError) in try files.check() },
      commit: { () throws(ContactsError) in
        // The queue first: a crash before the files are renamed leaves an entry whose file
        // still holds the card as it was (sending it changes nothing), never a change unsent.
        do throws(CardDAVError) {
          try cache.enqueue(entries, adding: adds, removing: removes)
        } catch {
          throw Self.failure(error)
        }
        try files.commit()
        for path in created { chmod(path, 0o600) }
      },
      discard: { files.discard() })
  }

  /// The cache's row of a card the save read.
  private func cached(_ contact: Contact, in cache: AccountCache) throws(ContactsError) -> CachedCard {
    let path = contact.originalCard.source
    let card: CachedCard?
    do { card = try cache.card(atPath: path) } catch { throw Self.failure(error) }
    guard let card else {
      throw ContactsError(
        .dataAccessError,
        message:
          "Cannot save \(contact.savedName): \(path) is not a card of account “\(account)” known to its cache; nothing was saved."
      )
    }
    return card
  }

  static func failure(_ error: CardDAVError) -> ContactsError {
    ContactsError(
      .dataAccessError, message: "Cannot save to account “\(error.account)”: \(error.detail); nothing was saved.")
  }
}

extension CardDAVError {
  /// The failure's detail, without the account.
  public var detail: String {
    switch self {
    case .unauthorized(_, let status): "the server refused the user name or password (HTTP \(status))"
    case .unreachable(_, let reason): "the server could not be reached (\(reason))"
    case .untrustedServer(_, let reason): "no secure connection to the server (\(reason)); nothing was sent"
    case .insecureURL(_, let url): "\(url) is neither https nor http to this machine"
    case .badResponse(_, let reason): "the server's answer was not understood (\(reason))"
    case .conflict(_, let href): "\(href) changed on the server"
    case .noPassword(_, let reason): "no password (\(reason))"
    case .cache(_, let reason): "the offline cache failed: \(reason)"
    }
  }
}
