import ContactModel
import ContactsSupport
import Foundation
import SQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating, checking and opening the database file.
extension SQLitePermissionStore {
  /// Opens the database in `files`' directory, creating it when there is none; call it while the
  /// directory is locked.
  ///
  /// Every file is checked before SQLite opens it, and after SQLite has opened the database its
  /// name must still lead to the file that was checked.
  static func open(_ files: DatabaseFiles) throws(ContactsError) -> SQLiteConnection {
    try files.checkSideFiles()
    var checked = try files.checkDatabase()
    if checked == nil {
      try files.create { path throws(ContactsError) in
        let fresh = try connect(path, naming: files.fileURL)
        do throws(SQLiteConnection.Failure) {
          // The file is private until the rename, which is what makes the creation atomic: no
          // journal and no sync of SQLite's own; `create` syncs the finished file once before
          // renaming it (four syncs were most of the time to a first prompt).
          _ = try fresh.rows("PRAGMA journal_mode = OFF")
          try fresh.run("PRAGMA synchronous = OFF")
          try fresh.transaction { () throws(SQLiteConnection.Failure) in
            for statement in schema + version2 + version3 { try fresh.run(statement) }
            try fresh.run("PRAGMA user_version = \(schemaVersion)")
          }
        } catch {
          throw failure(files.fileURL, error, action: "create")
        }
      }
      checked = try files.checkDatabase()
    }
    guard let checked else {
      throw untrusted(.database(files.fileURL.path), .replaced)
    }
    let connection = try connect(files.resolvedPath(files.fileName), naming: files.fileURL)
    if connection.fileHasMoved() {
      throw untrusted(.database(files.fileURL.path), .replaced)
    }
    try files.confirm(checked)
    try migrate(connection, files.fileURL)
    return connection
  }

  /// Opens `path` with SQLite, which never creates a file and never follows a symbolic link.
  private static func connect(_ path: String, naming fileURL: URL) throws(ContactsError) -> SQLiteConnection {
    do {
      return try SQLiteConnection(path: path, busyTimeoutMilliseconds: 5_000)
    } catch {
      throw failure(fileURL, error, action: "open")
    }
  }

  /// Checks the file is a sound database of a version this build knows, creating the schema when new.
  static func migrate(_ connection: SQLiteConnection, _ fileURL: URL) throws(ContactsError) {
    do {
      // A garbage file fails here with SQLITE_NOTADB; a damaged one with SQLITE_CORRUPT.
      let check = try connection.rows("PRAGMA quick_check")
      guard check.count == 1, check[0].first?.text == "ok" else {
        throw corrupt(fileURL, "is damaged (integrity check failed)")
      }
      if try userVersion(connection) == 0 {
        let foreign = try connection.transaction { () throws(SQLiteConnection.Failure) -> Bool in
          // Re-read under the write lock: another process may have created the schema meanwhile.
          guard try userVersion(connection) == 0 else { return false }
          // Version 0 with tables is some other database; never write our schema into it.
          guard try connection.rows("SELECT name FROM sqlite_master").isEmpty else { return true }
          for statement in schema + version2 + version3 { try connection.run(statement) }
          try connection.run("PRAGMA user_version = \(schemaVersion)")
          return false
        }
        if foreign {
          throw corrupt(fileURL, "is not a contacts-tui permission database (it has tables but no schema version)")
        }
      }
      if try userVersion(connection) == 1 {
        try connection.transaction { () throws(SQLiteConnection.Failure) in
          // Re-read under the write lock: another process may have migrated it meanwhile.
          guard try userVersion(connection) == 1 else { return }
          for statement in version2 { try connection.run(statement) }
          try connection.run("PRAGMA user_version = 2")
        }
      }
      if try userVersion(connection) == 2 {
        try connection.transaction { () throws(SQLiteConnection.Failure) in
          guard try userVersion(connection) == 2 else { return }
          for statement in version3 { try connection.run(statement) }
          try connection.run("PRAGMA user_version = 3")
        }
      }
      let version = try userVersion(connection)
      guard version <= Int64(schemaVersion) else {
        throw corrupt(
          fileURL,
          "was written by a newer contacts-tui (schema version \(version); this one knows \(schemaVersion))"
        )
      }
      guard version == Int64(schemaVersion) else {
        throw corrupt(fileURL, "has an invalid schema version \(version)")
      }
      let tables = try connection.rows("SELECT name FROM sqlite_master WHERE type = 'table'")
      let names = Set(tables.compactMap { $0.first?.text })
      guard names.isSuperset(of: ["access", "limited_selection", "access_log"]) else {
        throw corrupt(fileURL, "is missing its access, limited_selection or access_log table")
      }
      let columns = Set(try connection.rows("PRAGMA table_info(access)").compactMap { $0.count > 1 ? $0[1].text : nil })
      let identity: Set = ["display_name", "plist_path", "plist_sha256", "executable_sha256", "executable_identity"]
      guard columns.isSuperset(of: identity) else {
        throw corrupt(fileURL, "is missing the app identity columns of its access table")
      }
      let logColumns = Set(
        try connection.rows("PRAGMA table_info(access_log)").compactMap { $0.count > 1 ? $0[1].text : nil })
      guard logColumns.isSuperset(of: ["kind", "contacts", "seq"]) else {
        throw corrupt(fileURL, "is missing the kind, contacts and seq columns of its access_log table")
      }
    } catch let error as ContactsError {
      throw error
    } catch let error as SQLiteConnection.Failure {
      throw failure(fileURL, error, action: "read")
    } catch {
      throw corrupt(fileURL, "could not be read")
    }
  }

  private static func userVersion(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) -> Int64 {
    try connection.rows("PRAGMA user_version").first?.first?.integer ?? 0
  }

  /// What version 2 adds to version 1, one statement per element: the app's identity with each
  /// decision, and the access log. A new database runs `schema` and then these; a version 1
  /// database runs these in one transaction when it is opened. The log has no index by client: it
  /// would double the file, and every open's `quick_check` reads every page (about 1.7 ms more at
  /// 10,000 entries here), while a client's newest entry is found scanning back from the newest.
  private static let version2 = [
    "ALTER TABLE access ADD COLUMN display_name TEXT",
    "ALTER TABLE access ADD COLUMN plist_path TEXT",
    "ALTER TABLE access ADD COLUMN plist_sha256 TEXT",
    "ALTER TABLE access ADD COLUMN executable_sha256 TEXT",
    "ALTER TABLE access ADD COLUMN executable_identity TEXT",
    """
    CREATE TABLE IF NOT EXISTS access_log (
      id INTEGER PRIMARY KEY,
      time INTEGER NOT NULL,
      service TEXT NOT NULL,
      client TEXT NOT NULL,
      command TEXT NOT NULL,
      count INTEGER NOT NULL
    )
    """,
  ]

  /// What version 3 adds to version 2: writes in the log (their kind and the contacts they
  /// wrote; every older entry is a read), each app's own numbering of its entries (`seq`; older
  /// entries are 0, so they go first) and an index on it, so that each app's log is bounded on
  /// its own by one range delete and one app cannot push out another's history. The bounds
  /// (`defaultAccessLogLimit` entries for each of `defaultAccessLogAppLimit` apps) keep the file
  /// under about 10 MB, since every open's `quick_check` reads every page (docs/DECISIONS.md,
  /// "Version 3: each app's log is its own").
  private static let version3 = [
    "ALTER TABLE access_log ADD COLUMN kind TEXT NOT NULL DEFAULT 'read'",
    "ALTER TABLE access_log ADD COLUMN contacts TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE access_log ADD COLUMN seq INTEGER NOT NULL DEFAULT 0",
    "CREATE INDEX IF NOT EXISTS access_log_by_client ON access_log (service, client, seq)",
  ]

  /// Schema version 1, one statement per element.
  private static let schema = [
    """
    CREATE TABLE IF NOT EXISTS access (
      service TEXT NOT NULL,
      client TEXT NOT NULL,
      auth_value INTEGER NOT NULL,
      auth_reason INTEGER NOT NULL,
      last_modified INTEGER NOT NULL,
      PRIMARY KEY (service, client)
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS limited_selection (
      service TEXT NOT NULL,
      client TEXT NOT NULL,
      identifier TEXT NOT NULL,
      PRIMARY KEY (service, client, identifier)
    )
    """,
  ]
}
