import ContactModel
import ContactStore
import ContactsSupport
public import Foundation
import SQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The offline copy of a CardDAV account (docs/CARDDAV.md): `<data dir>/carddav/<account>-<hash>/`,
/// one folder per address book holding one `.vcf` per card, and the hidden SQLite index
/// `.index.sqlite` of books (href, sync token, name), cards (href, ETag, file), the queue of local
/// changes, the skipped items and the time of the last sync.
///
/// Crash safety: a card file is written (temporary, `fsync`, rename, folder `fsync`) before its
/// index row; a row goes before its file is removed; a book's sync token is stored only once all
/// its changes are in; `reconcile()` drops rows whose file is missing and files without a row,
/// so a sync killed at any point resumes where it was cut off.
///
/// The owner serializes writers with the account folder's write lock (`withWriteLock`), which is
/// the lock a save through `CardDAVSource` takes: a sync never interleaves with a save.
///
/// @unchecked Sendable: the SQLite connection is not Sendable, and the compiler cannot see that
/// after init it is used only under `lock` (in `query`, and in `write` and the bodies it runs).
public final class AccountCache: @unchecked Sendable {
  /// The account's name.
  public let account: String
  /// The account's folder.
  public let folder: String
  let connection: SQLiteConnection
  /// Serializes this process's use of the connection.
  private let lock = NSLock()

  /// The name of the hidden index, the hidden state file and the conflicts folder.
  static let indexName = ".index.sqlite"
  static let stateName = ".synced"
  static let conflictsName = ".conflicts"

  /// The folder of `account`'s cache under the data directory: `CacheNames.accountFolder`, a
  /// readable part and a hash of the exact name, so no two accounts share one. Only the name:
  /// the file system is not asked (Foundation's `appendingPathComponent(_:)` would `lstat` each
  /// part to learn whether it is a folder, and sources are named before the grant).
  public static func folder(for account: String, in dataDirectory: URL) -> String {
    let carddav = (dataDirectory.path as NSString).appendingPathComponent("carddav") as NSString
    return carddav.appendingPathComponent(CacheNames.accountFolder(account))
  }

  /// Opens the cache of `account` under the data directory, creating it when new.
  public convenience init(account: String, dataDirectory: URL) throws(CardDAVError) {
    try self.init(folder: Self.folder(for: account, in: dataDirectory), account: account)
  }

  /// Opens the cache in `folder`, creating the folder (0700, and its parent and the data
  /// directory when missing) and the index (0600) when new. A folder or index that is not the
  /// user's own, or that group or others may write, is refused.
  public init(folder: String, account: String) throws(CardDAVError) {
    self.account = account
    let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    self.folder = trimmed
    let parent = (trimmed as NSString).deletingLastPathComponent
    let grandparent = (parent as NSString).deletingLastPathComponent
    for path in [grandparent, parent] where !path.isEmpty && access(path, F_OK) != 0 { mkdir(path, 0o700) }
    if mkdir(trimmed, 0o700) != 0 && errno != EEXIST {
      throw .cache(account: account, reason: "cannot create \(trimmed): \(DescriptorWriter.message(errno))")
    }
    try Self.checkTrusted(trimmed, kind: .directory, account: account)
    let index = trimmed + "/" + Self.indexName
    let descriptor = open(index, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .cache(account: account, reason: "cannot open \(index): \(DescriptorWriter.message(errno))")
    }
    let problem = FileTrust.problem(descriptor: descriptor, kind: .regularFile)
    close(descriptor)
    if let problem { throw .cache(account: account, reason: "\(index) \(problem.summary)") }
    do {
      connection = try SQLiteConnection(path: index, busyTimeoutMilliseconds: 10_000)
      // A persistent rollback journal: crash-safe, and after the first write no file appears or
      // goes in the account folder, whose modification time tells the browser a sync ended.
      _ = try connection.rows("PRAGMA journal_mode = PERSIST")
      try connection.run("PRAGMA synchronous = FULL")
      if try Self.version(connection) != Self.schemaVersion {
        let foreign = try connection.transaction { () throws(SQLiteConnection.Failure) -> Bool in
          // Re-read under the write lock: another process may have made the schema meanwhile.
          let version = try Self.version(connection)
          if version == Self.schemaVersion { return false }
          // Another version, or tables without one: not an index this build can use.
          let tables = try connection.rows("SELECT name FROM sqlite_master")
          if version != 0 || !tables.isEmpty { return true }
          for statement in Self.schema { try connection.run(statement) }
          // Bound to the exact name at birth: a folder is never another account's cache.
          try connection.run(
            "INSERT INTO state (key, value) VALUES ('\(Self.accountKey)', ?)", [.text(account)])
          try connection.run("PRAGMA user_version = \(Self.schemaVersion)")
          return false
        }
        if foreign {
          throw CardDAVError.cache(account: account, reason: "\(index) is not an index this version can read")
        }
      }
      try Self.checkBinding(connection, account: account, index: index)
    } catch let error as CardDAVError {
      throw error
    } catch let error as SQLiteConnection.Failure {
      throw .cache(account: account, reason: "\(index): \(error.message)")
    } catch {
      throw .cache(account: account, reason: "\(index): \(error)")
    }
  }

  /// The index's schema version (`PRAGMA user_version`).
  static let schemaVersion: Int64 = 1

  static func version(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) -> Int64 {
    try connection.rows("PRAGMA user_version").first?.first?.integer ?? 0
  }

  static let schema = [
    "CREATE TABLE books (href TEXT PRIMARY KEY, folder TEXT NOT NULL UNIQUE, sync_token TEXT, display_name TEXT)",
    "CREATE TABLE cards (book TEXT NOT NULL, href TEXT PRIMARY KEY, etag TEXT, file TEXT NOT NULL, UNIQUE (book, file))",
    "CREATE TABLE queue (seq INTEGER PRIMARY KEY AUTOINCREMENT, op TEXT NOT NULL, href TEXT NOT NULL, book TEXT NOT NULL, file TEXT NOT NULL, etag TEXT)",
    "CREATE TABLE skipped (href TEXT PRIMARY KEY, book TEXT NOT NULL, reason TEXT NOT NULL)",
    "CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
  ]

  // MARK: The app's read API

  /// When the last sync from the server ended, or nil before the first.
  public var lastSynced: Date? {
    let value = try? query("SELECT value FROM state WHERE key = 'last_synced'").first?.first?.text
    return value.flatMap(Double.init).map { Date(timeIntervalSince1970: $0) }
  }

  /// Local changes waiting to be sent.
  public var pendingChanges: Int {
    Int((try? query("SELECT COUNT(*) FROM queue").first?.first?.integer) ?? 0)
  }

  /// What the last syncs skipped (a card that does not parse, an answer without a card).
  public var skipped: [SkippedItem] {
    let rows = (try? query("SELECT href, reason FROM skipped ORDER BY href")) ?? []
    return rows.map { SkippedItem(href: $0[0].text ?? "", reason: $0[1].text ?? "") }
  }

  // MARK: Locking and reconciling

  /// Runs `body` holding the account folder's write lock (the lock a save takes).
  package func withWriteLock<T>(_ body: () throws(CardDAVError) -> T) throws(CardDAVError) -> T {
    let held: SourceLock
    do {
      held = try VCardDirectorySource(path: folder).lockForWriting()
    } catch {
      throw .cache(account: account, reason: error.message)
    }
    defer { withExtendedLifetime(held) {} }
    return try body()
  }

  /// Makes the files and the index agree after a crash; call it under the write lock. A row
  /// whose file is missing goes (and its book's token, so the next sync lists the book whole and
  /// fetches the card again); a card file without a row (written by a sync cut off before its
  /// row), a leftover temporary file and a folder of no known book are removed.
  package func reconcile() throws(CardDAVError) {
    let books = try self.books()
    let known = Set(books.map(\.folder))
    for name in Self.list(folder) where !name.hasPrefix(".") && !known.contains(name) {
      let path = folder + "/" + name
      if Self.isDirectory(path) { Self.removeFolder(path) }
    }
    for book in books {
      let path = folder + "/" + book.folder
      if mkdir(path, 0o700) != 0 && errno != EEXIST {
        throw .cache(account: account, reason: "cannot create \(path): \(DescriptorWriter.message(errno))")
      }
      let rows = try query("SELECT href, file FROM cards WHERE book = ?", [.text(book.href)])
      let files = Set(Self.list(path))
      let missing = rows.filter { !files.contains($0[1].text ?? "") }.compactMap { $0[0].text }
      let listed = Set(rows.compactMap { $0[1].text })
      for name in files where !listed.contains(name) {
        if name.hasPrefix(".") && !name.hasSuffix(".tmp") { continue }
        unlink(path + "/" + name)
      }
      if !missing.isEmpty {
        try write { () throws(SQLiteConnection.Failure) in
          try connection.runEach("DELETE FROM cards WHERE href = ?", missing.map { [.text($0)] })
          try connection.run("UPDATE books SET sync_token = NULL WHERE href = ?", [.text(book.href)])
        }
      }
    }
  }

  // MARK: Books

  /// The address books in the cache, by href.
  package func books() throws(CardDAVError) -> [CachedBook] {
    try query("SELECT href, folder, sync_token, display_name FROM books ORDER BY href").map {
      CachedBook(href: $0[0].text ?? "", folder: $0[1].text ?? "", syncToken: $0[2].text, displayName: $0[3].text)
    }
  }

  /// The book at `href`, added (with its folder) when new; its name updated.
  @discardableResult
  package func addBook(_ href: String, displayName: String?) throws(CardDAVError) -> CachedBook {
    let name = CacheNames.bookFolder(for: href)
    let path = folder + "/" + name
    if mkdir(path, 0o700) != 0 && errno != EEXIST {
      throw .cache(account: account, reason: "cannot create \(path): \(DescriptorWriter.message(errno))")
    }
    try write { () throws(SQLiteConnection.Failure) in
      try connection.run(
        "INSERT INTO books (href, folder, display_name) VALUES (?, ?, ?) ON CONFLICT (href) DO UPDATE SET display_name = excluded.display_name",
        [.text(href), .text(name), displayName.map { .text($0) } ?? .null])
    }
    return try books().first { $0.href == href }
      ?? CachedBook(href: href, folder: name, syncToken: nil, displayName: displayName)
  }

  /// Removes a book that is gone from the server: its rows first, then its folder.
  package func removeBook(_ book: CachedBook) throws(CardDAVError) {
    try write { () throws(SQLiteConnection.Failure) in
      try connection.run("DELETE FROM cards WHERE book = ?", [.text(book.href)])
      try connection.run("DELETE FROM skipped WHERE book = ?", [.text(book.href)])
      try connection.run("DELETE FROM books WHERE href = ?", [.text(book.href)])
    }
    Self.removeFolder(folder + "/" + book.folder)
  }

  /// Stores the book's sync token (or ctag): only once every change it covers is in the cache.
  package func setSyncToken(_ token: String?, for book: CachedBook) throws(CardDAVError) {
    try write { () throws(SQLiteConnection.Failure) in
      try connection.run(
        "UPDATE books SET sync_token = ? WHERE href = ?", [token.map { .text($0) } ?? .null, .text(book.href)])
    }
  }

  // MARK: Cards

  /// The cards of `book`: href to ETag (nil for a card added here and not sent yet) and file.
  package func cards(in book: CachedBook) throws(CardDAVError) -> [String: CachedCard] {
    var cards: [String: CachedCard] = [:]
    for row in try query("SELECT href, etag, file FROM cards WHERE book = ?", [.text(book.href)]) {
      let href = row[0].text ?? ""
      cards[href] = CachedCard(href: href, book: book.href, etag: row[1].text, file: row[2].text ?? "")
    }
    return cards
  }

  /// The card whose file is at `path`, if the path is a card file of a book of the cache.
  package func card(atPath path: String) throws(CardDAVError) -> CachedCard? {
    let (bookPath, file) = ((path as NSString).deletingLastPathComponent, (path as NSString).lastPathComponent)
    guard (bookPath as NSString).deletingLastPathComponent == folder else { return nil }
    let bookFolder = (bookPath as NSString).lastPathComponent
    return try query(
      "SELECT cards.href, cards.book, cards.etag, cards.file FROM cards JOIN books ON books.href = cards.book WHERE books.folder = ? AND cards.file = ?",
      [.text(bookFolder), .text(file)]
    ).first.map { CachedCard(href: $0[0].text ?? "", book: $0[1].text ?? "", etag: $0[2].text, file: $0[3].text ?? "") }
  }

  /// The path of a card's file.
  package func path(of card: CachedCard) throws(CardDAVError) -> String {
    guard let book = try books().first(where: { $0.href == card.book }) else {
      throw .cache(account: account, reason: "no address book \(card.book) in the cache")
    }
    return folder + "/" + book.folder + "/" + card.file
  }

  /// Writes the cards fetched from the server into `book`: each file first (temporary, then
  /// renamed), then every file synced once the whole batch is written (about one journal commit
  /// a batch instead of one a card, which took most of a 10,000-card first sync), the folder
  /// synced, then every row in one transaction: a row is written only once its file is on disk. A card with a queued local
  /// change is left alone: the change goes to the server first, and a conflict keeps it.
  /// Returns how many were new and how many changed.
  @discardableResult
  package func store(_ fetched: [(href: String, etag: String?, bytes: [UInt8])], in book: CachedBook)
    throws(CardDAVError) -> (added: Int, changed: Int)
  {
    let existing = try cards(in: book)
    let queued = try queuedHrefs()
    var taken = Set(existing.values.map(\.file))
    var rows: [[SQLiteConnection.Value]] = []
    var counts = (added: 0, changed: 0)
    let bookPath = folder + "/" + book.folder
    for card in fetched where !queued.contains(card.href) {
      let file: String
      if let known = existing[card.href] {
        file = known.file
        counts.changed += 1
      } else {
        let plain = CacheNames.cardFile(for: card.href)
        file = taken.contains(plain) ? CacheNames.hashedCardFile(for: card.href) : plain
        taken.insert(file)
        counts.added += 1
      }
      try writeFile(card.bytes, to: bookPath + "/" + file, synced: false)
      rows.append([.text(book.href), .text(card.href), card.etag.map { .text($0) } ?? .null, .text(file)])
    }
    guard !rows.isEmpty else { return counts }
    try syncFiles(rows.map { bookPath + "/" + ($0[3].text ?? "") })
    Self.syncFolder(bookPath)
    try write { () throws(SQLiteConnection.Failure) in
      try connection.runEach(
        "INSERT INTO cards (book, href, etag, file) VALUES (?, ?, ?, ?) ON CONFLICT (href) DO UPDATE SET etag = excluded.etag, file = excluded.file",
        rows)
      try connection.runEach("DELETE FROM skipped WHERE href = ?", rows.map { [$0[1]] })
    }
    return counts
  }

  /// Removes the cards at `hrefs` (gone from the server): the rows first, then the files. A card
  /// with a queued local change is left alone. Returns how many went.
  @discardableResult
  package func remove(_ hrefs: [String], from book: CachedBook) throws(CardDAVError) -> Int {
    let existing = try cards(in: book)
    let queued = try queuedHrefs()
    let going = hrefs.filter { !queued.contains($0) }.compactMap { existing[$0] }
    try write { () throws(SQLiteConnection.Failure) in
      try connection.runEach("DELETE FROM cards WHERE href = ?", going.map { [.text($0.href)] })
      try connection.runEach("DELETE FROM skipped WHERE href = ?", hrefs.map { [.text($0)] })
    }
    let bookPath = folder + "/" + book.folder
    for card in going { unlink(bookPath + "/" + card.file) }
    if !going.isEmpty { Self.syncFolder(bookPath) }
    return going.count
  }

  // MARK: Skipped items

  /// Records what was skipped in `book`, replacing an earlier reason for the same href.
  package func recordSkipped(_ items: [SkippedItem], in book: CachedBook) throws(CardDAVError) {
    try write { () throws(SQLiteConnection.Failure) in
      try connection.runEach(
        "INSERT INTO skipped (href, book, reason) VALUES (?, ?, ?) ON CONFLICT (href) DO UPDATE SET reason = excluded.reason",
        items.map { [.text($0.href), .text(book.href), .text($0.reason)] })
    }
  }

  /// Forgets skipped items of `book` whose href the server no longer lists.
  package func forgetSkipped(in book: CachedBook, keeping hrefs: Set<String>) throws(CardDAVError) {
    let rows = try query("SELECT href FROM skipped WHERE book = ?", [.text(book.href)]).compactMap { $0[0].text }
    let gone = rows.filter { !hrefs.contains($0) }
    try write { () throws(SQLiteConnection.Failure) in
      try connection.runEach("DELETE FROM skipped WHERE href = ?", gone.map { [.text($0)] })
    }
  }

  /// Every card in the cache.
  package func cardCount() throws(CardDAVError) -> Int {
    Int(try query("SELECT COUNT(*) FROM cards").first?.first?.integer ?? 0)
  }

  // MARK: The end of a sync

  /// Records the end of a sync (the time of the last sync from the server when `pulled`), then
  /// replaces the hidden state file by a rename, so the account folder's modification time
  /// changes and an open browser reloads.
  package func markSynced(at date: Date, pulled: Bool) throws(CardDAVError) {
    let seconds = String(date.timeIntervalSince1970)
    if pulled {
      try write { () throws(SQLiteConnection.Failure) in
        try connection.run(
          "INSERT INTO state (key, value) VALUES ('last_synced', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
          [.text(seconds)])
      }
    }
    try writeFile(Array((seconds + "\n").utf8), to: folder + "/" + Self.stateName)
    Self.syncFolder(folder)
  }

  /// Keeps a local version the server refused in `.conflicts/<name>-<time>.vcf`; returns its path.
  package func keepConflict(_ bytes: [UInt8], named name: String, at date: Date) throws(CardDAVError) -> String {
    let conflicts = folder + "/" + Self.conflictsName
    if mkdir(conflicts, 0o700) != 0 && errno != EEXIST {
      throw .cache(account: account, reason: "cannot create \(conflicts): \(DescriptorWriter.message(errno))")
    }
    var stem = CacheNames.safe(name, limit: 80, fallback: "card")
    if stem.lowercased().hasSuffix(".vcf") { stem.removeLast(4) }
    var path = conflicts + "/" + stem + "-" + String(Int(date.timeIntervalSince1970)) + ".vcf"
    var number = 1
    while access(path, F_OK) == 0 {
      number += 1
      path = conflicts + "/" + stem + "-" + String(Int(date.timeIntervalSince1970)) + "-\(number).vcf"
    }
    try writeFile(bytes, to: path)
    Self.syncFolder(conflicts)
    return path
  }

  // MARK: The database

  /// Runs a query under the connection's lock.
  func query(_ sql: String, _ arguments: [SQLiteConnection.Value] = []) throws(CardDAVError) -> [[SQLiteConnection
    .Value]]
  {
    lock.lock()
    defer { lock.unlock() }
    do {
      return try connection.rows(sql, arguments)
    } catch {
      throw .cache(account: account, reason: "\(folder)/\(Self.indexName): \(error.message)")
    }
  }

  /// Runs `body` in one transaction under the connection's lock.
  func write(_ body: () throws(SQLiteConnection.Failure) -> Void) throws(CardDAVError) {
    lock.lock()
    defer { lock.unlock() }
    do {
      try connection.transaction(body)
    } catch {
      throw .cache(account: account, reason: "\(folder)/\(Self.indexName): \(error.message)")
    }
  }
}

/// An address book as the cache knows it.
package struct CachedBook: Sendable, Equatable {
  /// Its href on the server.
  package var href: String
  /// Its folder's name in the account folder.
  package var folder: String
  /// The sync token (or ctag) of the last complete sync of it.
  package var syncToken: String?
  /// Its display name.
  package var displayName: String?
}

/// A card as the cache knows it.
package struct CachedCard: Sendable, Equatable {
  /// Its href on the server.
  package var href: String
  /// Its book's href.
  package var book: String
  /// Its ETag, or nil for a card added here and not sent yet.
  package var etag: String?
  /// Its file's name in the book's folder.
  package var file: String
}
