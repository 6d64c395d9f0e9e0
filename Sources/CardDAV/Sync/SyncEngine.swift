public import CardDAVCache
import ContactModel
import Foundation
import VCard

/// One sync of an account's cache with its server (docs/CARDDAV.md): the queued local changes
/// go first, in order, then each address book comes down, by `sync-collection` where the
/// server offers it and by an ETag diff otherwise.
///
/// Every step leaves the cache consistent: a card's file before its row, a book's token after
/// all its changes, a queued change dropped only once the server took it. A sync cut off at any
/// point (an error, a SIGKILL) resumes on the next run from where it was.
public struct SyncEngine {
  let server: any AddressBookServer
  let cache: AccountCache
  let batchSize: Int
  /// How long the whole sync may take, in seconds.
  let timeLimit: Double
  /// The time now (the tests move it themselves).
  let clock: () -> Date

  /// 15 minutes: a first sync of 10,000 cards takes well under one on a home connection.
  public static let defaultTimeLimit: Double = 900

  /// A sync of `cache` with `server`, fetching at most `batchSize` cards per request (each
  /// request costs the server a pass over the collection; docs/CARDDAV.md, "Pulling each
  /// address book"), that stops once `timeLimit` seconds have passed since it began.
  public init(
    server: any AddressBookServer, cache: AccountCache, batchSize: Int = 250, timeLimit: Double = defaultTimeLimit
  ) {
    self.init(server: server, cache: cache, batchSize: batchSize, timeLimit: timeLimit, clock: Date.init)
  }

  /// The same sync on `clock`'s time.
  init(
    server: any AddressBookServer, cache: AccountCache, batchSize: Int = 250, timeLimit: Double = defaultTimeLimit,
    clock: @escaping () -> Date
  ) {
    self.server = server
    self.cache = cache
    self.batchSize = max(1, batchSize)
    self.timeLimit = max(1, timeLimit)
    self.clock = clock
  }

  /// Throws once the sync has run past its time limit. Called before each request, so the
  /// sync ends at most one request's timeout after the limit; what it did is kept (every step
  /// leaves the cache consistent) and the next sync resumes from there.
  func checkTime(since start: Date) throws(CardDAVError) {
    guard clock().timeIntervalSince(start) > timeLimit else { return }
    throw Self.pastTimeLimit(account: cache.account, limit: timeLimit)
  }

  /// The error of a sync of `account` that ran past `limit` seconds: the engine's own, and the
  /// agent's when it has to stop a request the engine is still waiting on.
  public static func pastTimeLimit(account: String, limit: Double) -> CardDAVError {
    .unreachable(
      account: account,
      reason:
        "the sync did not end within \(Int(limit)) seconds; what it had done is kept, and the next sync goes on from there"
    )
  }

  /// Sends the queued changes and, unless `pushOnly`, brings every address book up to date;
  /// reports progress as it goes. A card the server sends that is not a vCard is skipped and
  /// listed, never fatal; a failure of the server or the cache stops the sync and throws.
  public func run(pushOnly: Bool, progress: (SyncProgress) -> Void) throws(CardDAVError) -> SyncReport {
    var report = SyncReport()
    let start = clock()
    try cache.withWriteLock { () throws(CardDAVError) in try cache.reconcile() }
    try push(into: &report, since: start, progress: progress)
    if !pushOnly {
      progress(SyncProgress(phase: .discovering))
      let remote = try server.addressBooks()
      let hrefs = Set(remote.map(\.href))
      for book in try cache.books() where !hrefs.contains(book.href) {
        try cache.withWriteLock { () throws(CardDAVError) in try cache.removeBook(book) }
      }
      for book in remote {
        try checkTime(since: start)
        try pull(book, into: &report, since: start, progress: progress)
      }
      report.addressBooks = remote.count
    }
    report.cards = try cache.cardCount()
    report.skipped = cache.skipped
    try cache.markSynced(at: Date(), pulled: !pushOnly)
    return report
  }

  // MARK: Push

  /// Sends the queue, oldest first. A change leaves the queue only once the server took it (or
  /// when there is nothing left to send); a refused one (412) is a conflict.
  func push(into report: inout SyncReport, since start: Date, progress: (SyncProgress) -> Void) throws(CardDAVError) {
    let total = try cache.queue().count
    guard total > 0 else { return }
    var done = 0
    var last: Int64 = -1
    // A push adds and removes no book; the queue is read a change at a time, since taking one
    // change may drop or amend later ones (`settle`, `dropQueued`).
    let books = Dictionary(try cache.books().map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
    progress(SyncProgress(phase: .uploading, done: 0, total: total))
    while let change = try cache.nextQueued(after: last) {
      try checkTime(since: start)
      last = change.sequence
      guard let book = books[change.book] else {
        try cache.dequeue(change)
        continue
      }
      switch change.operation {
      case .put:
        let path = cache.folder + "/" + book.folder + "/" + change.file
        guard let bytes = cache.readFile(path) else {
          // Deleted here since: the delete that follows says what to do.
          try cache.dequeue(change)
          continue
        }
        do throws(CardDAVError) {
          let etag = try server.put(bytes, at: change.href, ifMatch: change.etag)
          try cache.withWriteLock { () throws(CardDAVError) in try cache.settle(after: change, etag: etag) }
          if etag == nil { try refetch(change.href, in: book) }
          report.uploaded += 1
        } catch {
          guard case .conflict = error else { throw error }
          if try holdsAlready(bytes, for: change, in: book) {
            report.uploaded += 1
          } else {
            try conflict(change, local: bytes, in: book, into: &report)
          }
        }
      case .delete:
        guard let etag = change.etag else {
          // Added and deleted here before it ever reached the server.
          try cache.dequeue(change)
          continue
        }
        do throws(CardDAVError) {
          try server.delete(change.href, ifMatch: etag)
          try cache.dequeue(change)
          report.uploaded += 1
        } catch {
          guard case .conflict = error else { throw error }
          try conflict(change, local: nil, in: book, into: &report)
        }
      }
      done += 1
      progress(SyncProgress(phase: .uploading, done: min(done, total), total: total))
    }
  }

  /// Whether the server refused a put only because it already holds these very bytes: a PUT
  /// that reached the server but whose answer was lost (a timeout, a dropped connection) stays
  /// queued with the old ETag, and sending it again is refused. Then the change is settled with
  /// the server's ETag instead of being kept as a conflict. Line ends do not count, as a server
  /// may store them its own way; any other difference is a real conflict.
  func holdsAlready(_ bytes: [UInt8], for change: QueuedChange, in book: CachedBook) throws(CardDAVError) -> Bool {
    let answer = try server.cards([change.href], in: RemoteAddressBook(href: book.href)).first {
      $0.href == change.href
    }
    guard let answer, let card = answer.card, let etag = answer.etag,
      card.filter({ $0 != 13 }) == bytes.filter({ $0 != 13 })
    else { return false }
    try cache.withWriteLock { () throws(CardDAVError) in try cache.settle(after: change, etag: etag) }
    return true
  }

  /// A change the server refused because the card changed there: the local version is kept in
  /// `.conflicts/`, the card's queued changes are dropped, and the server's card replaces it.
  func conflict(_ change: QueuedChange, local: [UInt8]?, in book: CachedBook, into report: inout SyncReport)
    throws(CardDAVError)
  {
    let stem = change.file.lowercased().hasSuffix(".vcf") ? String(change.file.dropLast(4)) : change.file
    let kept = try local.map { bytes throws(CardDAVError) in try cache.keepConflict(bytes, named: stem, at: Date()) }
    try cache.withWriteLock { () throws(CardDAVError) in try cache.dropQueued(change.href) }
    let server = try refetch(change.href, in: book)
    let name = (local.flatMap(Self.name) ?? server.flatMap(Self.name)) ?? stem
    report.conflicts.append(SyncConflict(href: change.href, name: name, keptAt: kept ?? ""))
  }

  /// Fetches one card into the cache again (removing it when the server has it no more); returns
  /// its bytes.
  @discardableResult
  func refetch(_ href: String, in book: CachedBook) throws(CardDAVError) -> [UInt8]? {
    let remote = RemoteAddressBook(href: book.href)
    let answer = try server.cards([href], in: remote).first { $0.href == href }
    try cache.withWriteLock { () throws(CardDAVError) in
      if let answer, let bytes = answer.card, Self.problem(bytes, href: href) == nil {
        try cache.store([(href, answer.etag, bytes)], in: book)
      } else if answer?.card == nil {
        try cache.remove([href], from: book)
      }
    }
    return answer?.card
  }

  // MARK: Pull

  /// What changed in a book: the cards to fetch, the hrefs gone, and the token to store once
  /// they are in. `complete` when the listing holds every card (so what it lacks is gone).
  struct Listing {
    var updated: [RemoteCardState]
    var removed: [String]
    var token: String?
    var complete: Bool
  }

  /// Brings one book up to date.
  func pull(
    _ remote: RemoteAddressBook, into report: inout SyncReport, since start: Date, progress: (SyncProgress) -> Void
  ) throws(CardDAVError) {
    progress(SyncProgress(phase: .listing))
    let book = try cache.withWriteLock { () throws(CardDAVError) in
      try cache.addBook(remote.href, displayName: remote.displayName)
    }
    let local = try cache.cards(in: book)
    var (listing, outside) = Self.scoped(try self.listing(remote, book), to: remote.href, local: local)
    if !outside.isEmpty {
      try cache.withWriteLock { () throws(CardDAVError) in try cache.recordSkipped(outside, in: book) }
    }
    if listing.complete {
      let listed = Set(listing.updated.map(\.href))
      listing.removed = local.keys.filter { !listed.contains($0) }.sorted()
    }
    let wanted = listing.updated.filter { $0.etag.isEmpty || local[$0.href]?.etag != $0.etag }
    var done = 0
    progress(SyncProgress(phase: .downloading, done: 0, total: wanted.count))
    for first in stride(from: 0, to: wanted.count, by: batchSize) {
      try checkTime(since: start)
      let batch = Array(wanted[first..<min(first + batchSize, wanted.count)])
      let answers = try server.cards(batch.map(\.href), in: remote)
      var good: [(href: String, etag: String?, bytes: [UInt8])] = []
      var skipped: [SkippedItem] = []
      let byHref = Dictionary(answers.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
      for state in batch {
        guard let answer = byHref[state.href] else {
          skipped.append(SkippedItem(href: state.href, reason: "the server sent no answer for it"))
          continue
        }
        guard let bytes = answer.card else {
          skipped.append(SkippedItem(href: state.href, reason: "the server sent no card (HTTP \(answer.status))"))
          continue
        }
        if let problem = Self.problem(bytes, href: state.href) {
          skipped.append(SkippedItem(href: state.href, reason: problem))
          continue
        }
        good.append((state.href, answer.etag ?? (state.etag.isEmpty ? nil : state.etag), bytes))
      }
      let counts = try cache.withWriteLock { () throws(CardDAVError) in
        let counts = try cache.store(good, in: book)
        try cache.recordSkipped(skipped, in: book)
        return counts
      }
      report.added += counts.added
      report.changed += counts.changed
      done += batch.count
      progress(SyncProgress(phase: .downloading, done: done, total: wanted.count))
    }
    let removed = listing.removed
    try cache.withWriteLock { () throws(CardDAVError) in
      report.deleted += try cache.remove(removed, from: book)
      if listing.complete {
        try cache.forgetSkipped(in: book, keeping: Set(listing.updated.map(\.href) + outside.map(\.href)))
      }
      try cache.setSyncToken(listing.token, for: book)
    }
  }

  /// Asks the server what changed: `sync-collection` since the stored token where the book offers
  /// it (from scratch when the token expired), else the whole listing for an ETag diff (skipped
  /// when the book's ctag is the one stored).
  func listing(_ remote: RemoteAddressBook, _ book: CachedBook) throws(CardDAVError) -> Listing {
    if remote.supportsSyncCollection {
      if let token = book.syncToken,
        case .changed(let updated, let removed, let next) = try server.changes(in: remote, since: token)
      {
        return Listing(updated: updated, removed: removed, token: next, complete: false)
      }
      do throws(CardDAVError) {
        if case .changed(let updated, _, let next) = try server.changes(in: remote, since: nil) {
          return Listing(updated: updated, removed: [], token: next, complete: true)
        }
      } catch {
        // A book that claims sync-collection and then refuses it is listed whole instead.
        guard case .badResponse = error else { throw error }
      }
    } else if let ctag = remote.syncToken, ctag == book.syncToken {
      return Listing(updated: [], removed: [], token: ctag, complete: false)
    }
    let states = try server.cardList(of: remote)
    return Listing(
      updated: states, removed: [], token: remote.supportsSyncCollection ? nil : remote.syncToken, complete: true)
  }

  // MARK: Cards

  /// Why `bytes` are not a card to keep (no card could be read from them), or nil.
  static func problem(_ bytes: [UInt8], href: String) -> String? {
    let read = VCardReader.read(bytes: bytes, source: href)
    guard read.contacts.isEmpty else { return nil }
    return read.diagnostics.first.map { "not a readable vCard: \($0.reason)" } ?? "not a vCard"
  }

  /// The name of the card in `bytes`, for a message.
  static func name(_ bytes: [UInt8]) -> String? {
    guard let contact = VCardReader.read(bytes: bytes, source: "").contacts.first else { return nil }
    if !contact.formattedName.isEmpty { return contact.formattedName }
    let parts = [contact.givenName, contact.familyName].filter { !$0.isEmpty }
    if !parts.isEmpty { return parts.joined(separator: " ") }
    return contact.organizationName.isEmpty ? nil : contact.organizationName
  }
}
