public import ContactModel
public import Foundation
import SQLite
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The permission database: SQLite at `<data dir>/permissions.sqlite3`, modelled on TCC.
///
/// Schema version 2:
///
///     access(service TEXT, client TEXT, auth_value INTEGER, auth_reason INTEGER,
///            last_modified INTEGER, display_name TEXT, plist_path TEXT, plist_sha256 TEXT,
///            executable_sha256 TEXT, executable_identity TEXT, PRIMARY KEY (service, client))
///     limited_selection(service TEXT, client TEXT, identifier TEXT,
///            PRIMARY KEY (service, client, identifier))
///     access_log(id INTEGER PRIMARY KEY, time INTEGER, service TEXT, client TEXT,
///            command TEXT, count INTEGER, kind TEXT, contacts TEXT, seq INTEGER)
///     INDEX access_log_by_client (service, client, seq)
///     PRAGMA user_version = 3
///
/// A version 1 database (no identity columns, no access log) or version 2 (a log of reads only,
/// bounded as a whole) is migrated in place, in one transaction per version, when it is opened.
///
/// The directory is created 0700 and the file 0600. Every write is one transaction. A corrupt,
/// unreadable or newer-version database fails with `.dataAccessError`, naming the file and the
/// command that resets it; a file that is not trusted (see `DatabaseFiles`) is never opened by
/// SQLite; a write that fails (full or read-only disk) says so and changes nothing.
public final class SQLitePermissionStore: PermissionStore {
  /// The database file's name inside the data directory.
  public static let fileName = "permissions.sqlite3"
  /// The schema version this build reads and writes (`PRAGMA user_version`).
  public static let schemaVersion = 3
  /// How many access-log entries are kept per app; its older ones are rolled off as it appends.
  public static let defaultAccessLogLimit = 5_000
  /// How many apps' logs are kept; a new app's first entry rolls off the whole log of the app
  /// that logged least recently.
  public static let defaultAccessLogAppLimit = 16
  /// The command that deletes a broken database, quoted in error messages.
  public static let resetCommand = "contacts-tui permissions reset --all"

  /// The database file.
  public let fileURL: URL

  /// The connection, reachable only under the mutex: one statement or transaction at a time.
  private let database: Mutex<SQLiteConnection>
  private let clock: @Sendable () -> Date
  /// How many access-log entries are kept per app.
  public let accessLogLimit: Int
  /// How many apps' logs are kept.
  public let accessLogAppLimit: Int

  /// Opens, or creates, the database in `directory`.
  public convenience init(directory: URL) throws(ContactsError) {
    try self.init(directory: directory, clock: { Date() })
  }

  /// Opens, or creates, the database in `directory`, stamping writes with `clock`'s time.
  ///
  /// The directory and every database file are checked before SQLite opens anything (see
  /// `DatabaseFiles`); a file that is not trusted, or not a sound database, fails with
  /// `.dataAccessError` and a message naming it.
  public init(
    directory: URL, clock: @escaping @Sendable () -> Date, accessLogLimit: Int = defaultAccessLogLimit,
    accessLogAppLimit: Int = defaultAccessLogAppLimit
  ) throws(ContactsError) {
    let files = try DatabaseFiles(directory: directory, fileName: Self.fileName, create: true)
    let fileURL = files.fileURL
    self.fileURL = fileURL
    self.clock = clock
    self.accessLogLimit = max(1, accessLogLimit)
    self.accessLogAppLimit = max(1, accessLogAppLimit)
    let connection = try files.locked { () throws(ContactsError) -> SQLiteConnection in
      try Self.open(files)
    }
    database = Mutex(connection)
  }

  /// Deletes the database and its journal files, even when it is corrupt, for `permissions reset --all`.
  ///
  /// Names are removed from the checked data directory without following them, so a symbolic link
  /// or a hard link loses only its name here; a data directory that is not trusted is refused.
  public static func destroy(directory: URL) throws(ContactsError) {
    var info = stat()
    if lstat(directory.path, &info) != 0 && errno == ENOENT { return }
    let files = try DatabaseFiles(directory: directory, fileName: fileName, create: false)
    try files.locked { () throws(ContactsError) in
      for suffix in [""] + DatabaseFiles.sideSuffixes { try files.remove(fileName + suffix) }
    }
  }

  /// The problems SQLite's full `PRAGMA integrity_check` finds; empty when the database is sound.
  public func integrityProblems() throws(ContactsError) -> [String] {
    let rows = try locked(action: "check") { connection throws(SQLiteConnection.Failure) in
      try connection.rows("PRAGMA integrity_check")
    }
    let lines = rows.compactMap { $0.first?.text }
    return lines == ["ok"] ? [] : lines
  }

  /// The stored decision for `client`, or nil.
  public func record(for client: String) throws(ContactsError) -> PermissionRecord? {
    try locked(action: "read") { connection throws(SQLiteConnection.Failure) in
      try connection.rows(Self.selectRecords + " WHERE a.service = ? AND a.client = ?", [service, .text(client)])
    }.first.map(decode)
  }

  /// Stores a decision, its shared identifiers and the app's identity in one transaction.
  public func save(
    _ value: AuthValue, reason: AuthReason, for client: String, sharedIdentifiers: Set<String>, app: AppIdentity?
  ) throws(ContactsError) {
    func text(_ value: String?) -> SQLiteConnection.Value { value.map { .text($0) } ?? .null }
    let identity = [
      text(app?.displayName), text(app?.plistPath), text(app?.fingerprint?.plistSHA256),
      text(app?.fingerprint?.executableSHA256), text(app?.fingerprint?.executableIdentity),
    ]
    let now = Int64(clock().timeIntervalSince1970.rounded(.down))
    let kept = value == .limited ? sharedIdentifiers.sorted() : []
    try locked(action: "store the decision for \(client) in") { connection throws(SQLiteConnection.Failure) in
      try connection.transaction { () throws(SQLiteConnection.Failure) in
        try connection.run(
          """
          INSERT INTO access (service, client, auth_value, auth_reason, last_modified, display_name, plist_path,
            plist_sha256, executable_sha256, executable_identity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (service, client) DO UPDATE SET auth_value = excluded.auth_value,
            auth_reason = excluded.auth_reason, last_modified = excluded.last_modified,
            display_name = excluded.display_name, plist_path = excluded.plist_path,
            plist_sha256 = excluded.plist_sha256, executable_sha256 = excluded.executable_sha256,
            executable_identity = excluded.executable_identity
          """,
          [service, .text(client), .integer(Int64(value.rawValue)), .integer(Int64(reason.rawValue)), .integer(now)]
            + identity
        )
        try connection.run("DELETE FROM limited_selection WHERE service = ? AND client = ?", [service, .text(client)])
        try connection.runEach(
          "INSERT INTO limited_selection (service, client, identifier) VALUES (?, ?, ?)",
          kept.map { [service, .text(client), .text($0)] }
        )
      }
    }
  }

  /// The identifiers shared under limited access; empty unless the decision is `.limited`.
  public func sharedIdentifiers(for client: String) throws(ContactsError) -> Set<String> {
    let rows = try locked(action: "read") { connection throws(SQLiteConnection.Failure) in
      try connection.rows(
        """
        SELECT l.identifier FROM limited_selection l JOIN access a ON a.service = l.service AND a.client = l.client
        WHERE l.service = ? AND l.client = ? AND a.auth_value = ?
        """,
        [service, .text(client), .integer(Int64(AuthValue.limited.rawValue))]
      )
    }
    return Set(rows.compactMap { $0.first?.text })
  }

  /// Every stored decision, ordered by client.
  public func allRecords() throws(ContactsError) -> [PermissionRecord] {
    let rows = try locked(action: "read") { connection throws(SQLiteConnection.Failure) in
      try connection.rows(Self.selectRecords + " WHERE a.service = ? ORDER BY a.client", [service])
    }
    var records: [PermissionRecord] = []
    for row in rows { records.append(try decode(row)) }
    return records
  }

  /// Forgets `client`'s decision and shared identifiers; returns whether it had a decision.
  public func reset(client: String) throws(ContactsError) -> Bool {
    try locked(action: "remove the decision for \(client) from") { connection throws(SQLiteConnection.Failure) in
      try connection.transaction { () throws(SQLiteConnection.Failure) in
        try connection.run("DELETE FROM limited_selection WHERE service = ? AND client = ?", [service, .text(client)])
        return try connection.run("DELETE FROM access WHERE service = ? AND client = ?", [service, .text(client)]) > 0
      }
    }
  }

  /// Forgets every decision.
  public func resetAll() throws(ContactsError) {
    try locked(action: "remove every decision from") { connection throws(SQLiteConnection.Failure) in
      try connection.transaction { () throws(SQLiteConnection.Failure) in
        try connection.run("DELETE FROM limited_selection")
        try connection.run("DELETE FROM access")
      }
    }
  }

  // MARK: - Access log

  /// Appends a read or a write to the access log and rolls off what lies beyond the app's
  /// bound (`accessLogLimit`) and beyond the bound on apps (`accessLogAppLimit`), in one
  /// transaction.
  ///
  /// The append is written with `synchronous = OFF`: no fsync, so it costs tens of microseconds
  /// instead of the ~15 ms of a synced rollback-journal commit (docs/DECISIONS.md, "The access
  /// log is appended without an fsync"). A crash of the process cannot damage the database; a
  /// power loss can lose the last appends. Decisions are still written with `synchronous = FULL`.
  public func logAccess(
    client: String, command: String, count: Int, kind: AccessKind, contacts: [String]
  ) throws(ContactsError) {
    let now = Int64(clock().timeIntervalSince1970.rounded(.down))
    let limit = Int64(accessLogLimit)
    let apps = Int64(accessLogAppLimit)
    let listed = Self.encodeContacts(contacts)
    let action = kind == .read ? "record a read by \(client) in" : "record a write by \(client) in"
    try locked(action: action) { connection throws(SQLiteConnection.Failure) in
      try connection.run("PRAGMA synchronous = OFF")
      defer { _ = try? connection.run("PRAGMA synchronous = FULL") }
      try connection.transaction { () throws(SQLiteConnection.Failure) in
        // The app's own numbering (`seq`), found on the (service, client, seq) index: its
        // bound is then one range delete there, whatever the log holds.
        let last = try connection.rows(
          "SELECT seq FROM access_log WHERE service = ? AND client = ? ORDER BY seq DESC LIMIT 1",
          [service, .text(client)])
        let seq = (last.first?.first?.integer ?? 0) + 1
        try connection.run(
          """
          INSERT INTO access_log (time, service, client, command, count, kind, contacts, seq)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            .integer(now), service, .text(client), .text(command), .integer(Int64(count)), .text(kind.rawValue),
            .text(listed), .integer(seq),
          ])
        try connection.run(
          "DELETE FROM access_log WHERE service = ? AND client = ? AND seq <= ?",
          [service, .text(client), .integer(seq - limit)])
        // Only a new app can take the number of apps over the bound.
        if last.isEmpty {
          try connection.run(
            """
            DELETE FROM access_log WHERE service = ?1 AND client IN (
              SELECT client FROM access_log WHERE service = ?1 GROUP BY client ORDER BY MAX(id) DESC
              LIMIT -1 OFFSET ?2)
            """, [service, .integer(apps)])
        }
      }
    }
  }

  /// The newest `limit` entries (all when nil), of `client` only when given, of `kinds` only
  /// when given, oldest first.
  public func accessLog(
    client: String?, kinds: Set<AccessKind>?, limit: Int?
  ) throws(ContactsError) -> [AccessLogEntry] {
    var sql = "SELECT id, time, service, client, command, count, kind, contacts FROM access_log WHERE service = ?"
    var arguments: [SQLiteConnection.Value] = [service]
    if let client {
      sql += " AND client = ?"
      arguments.append(.text(client))
    }
    if let kinds {
      let names = AccessKind.allCases.filter(kinds.contains).map(\.rawValue)
      sql += " AND kind IN (" + names.map { _ in "?" }.joined(separator: ", ") + ")"
      arguments += names.map { .text($0) }
    }
    sql += " ORDER BY id DESC LIMIT ?"
    arguments.append(.integer(Int64(max(0, limit ?? Int(Int32.max)))))
    let rows = try locked(action: "read the access log of") { connection throws(SQLiteConnection.Failure) in
      try connection.rows(sql, arguments)
    }
    var entries: [AccessLogEntry] = []
    for row in rows.reversed() {
      guard row.count == 8, let id = row[0].integer, let time = row[1].integer, let service = row[2].text,
        let client = row[3].text, let command = row[4].text, let count = row[5].integer,
        let kind = row[6].text.flatMap(AccessKind.init(rawValue:)), let listed = row[7].text
      else {
        throw Self.corrupt(fileURL, "has a malformed row in its access_log table")
      }
      entries.append(
        AccessLogEntry(
          id: id, time: Date(timeIntervalSince1970: TimeInterval(time)), service: service, client: client,
          command: command, count: Int(count), kind: kind, contacts: Self.decodeContacts(listed)))
    }
    return entries
  }

  /// The identifiers of a write as the `contacts` column keeps them: one per line, each line
  /// break in an identifier written as U+FFFD, at most `AccessLogEntry.contactsLimit` of them.
  static func encodeContacts(_ identifiers: [String]) -> String {
    identifiers.prefix(AccessLogEntry.contactsLimit).map {
      $0.replacingOccurrences(of: "\r", with: "\u{FFFD}").replacingOccurrences(of: "\n", with: "\u{FFFD}")
    }.joined(separator: "\n")
  }

  static func decodeContacts(_ text: String) -> [String] {
    text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  // MARK: - Rows

  private static let selectRecords = """
    SELECT a.service, a.client, a.auth_value, a.auth_reason, a.last_modified,
      (SELECT COUNT(*) FROM limited_selection l WHERE l.service = a.service AND l.client = a.client),
      a.display_name, a.plist_path, a.plist_sha256, a.executable_sha256, a.executable_identity
    FROM access a
    """

  private var service: SQLiteConnection.Value { .text(PermissionService.addressBook) }

  /// A row of `selectRecords` as a record; a value this build does not know fails closed.
  private func decode(_ row: [SQLiteConnection.Value]) throws(ContactsError) -> PermissionRecord {
    guard row.count == 11, let service = row[0].text, let client = row[1].text,
      let rawValue = row[2].integer, let rawReason = row[3].integer, let modified = row[4].integer,
      let shared = row[5].integer
    else {
      throw Self.corrupt(fileURL, "has a malformed row in its access table")
    }
    guard let value = AuthValue(rawValue: Int(rawValue)), let reason = AuthReason(rawValue: Int(rawReason)) else {
      throw Self.corrupt(
        fileURL, "has an unknown decision (auth_value \(rawValue), auth_reason \(rawReason)) for \(client)")
    }
    let fingerprint = row[8].text.map {
      AppFingerprint(plistSHA256: $0, executableSHA256: row[9].text, executableIdentity: row[10].text)
    }
    return PermissionRecord(
      service: service, client: client, value: value, reason: reason,
      lastModified: Date(timeIntervalSince1970: TimeInterval(modified)), sharedCount: Int(shared),
      app: AppIdentity(displayName: row[6].text, plistPath: row[7].text, fingerprint: fingerprint)
    )
  }

  /// Runs `body` with the connection under the mutex, turning SQLite failures into errors that
  /// name the file and say what could not be done (`action`) and why.
  private func locked<T: Sendable>(
    action: String, _ body: (SQLiteConnection) throws(SQLiteConnection.Failure) -> T
  ) throws(ContactsError) -> T {
    do {
      return try database.withLock { connection throws(SQLiteConnection.Failure) in try body(connection) }
    } catch {
      throw Self.failure(fileURL, error, action: action)
    }
  }
}
