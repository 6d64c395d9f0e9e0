import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating, checking and deleting the database file.
extension SQLitePermissionStore {
  /// Creates every missing directory on the way to `directory` with mode 0700.
  ///
  /// A directory that already exists keeps its mode: `--home` may name a directory the user owns
  /// for other reasons, and tightening it behind their back would surprise them. The file itself is
  /// always 0600.
  static func prepareDirectory(_ directory: URL, for fileURL: URL) throws(ContactsError) {
    let path = directory.standardizedFileURL.path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw corrupt(fileURL, "cannot be created because \(path) is not a directory")
      }
      return
    }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path {
      try prepareDirectory(URL(fileURLWithPath: parent), for: fileURL)
    }
    if mkdir(path, 0o700) != 0 {
      let code = errno
      // Another process may have created it between our check and mkdir.
      guard code == EEXIST else { throw posixFailure(fileURL, "cannot be created in \(path)", code) }
      return
    }
    // mkdir's mode passes through the umask; set it exactly.
    chmod(path, 0o700)
  }

  /// Creates the file with mode 0600 before SQLite sees it, so it is never briefly world-readable.
  ///
  /// SQLite gives its journal files the mode of the database file, so they are 0600 too.
  static func prepareFile(_ fileURL: URL) throws(ContactsError) {
    let descriptor = open(fileURL.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      let code = errno
      throw posixFailure(fileURL, code == EISDIR ? "is a directory, not a database" : "cannot be opened", code)
    }
    defer { close(descriptor) }
    // An existing file may have been created with a looser mode; tighten it. This fails harmlessly
    // when the file belongs to someone else, and then SQLite's own checks decide.
    _ = fchmod(descriptor, 0o600)
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
          for statement in schema { try connection.run(statement) }
          try connection.run("PRAGMA user_version = \(schemaVersion)")
          return false
        }
        if foreign {
          throw corrupt(fileURL, "is not a contacts-tui permission database (it has tables but no schema version)")
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
      guard names.isSuperset(of: ["access", "limited_selection"]) else {
        throw corrupt(fileURL, "is missing its access or limited_selection table")
      }
    } catch let error as ContactsError {
      throw error
    } catch let error as SQLiteConnection.Failure {
      throw failure(fileURL, "could not be read", error)
    } catch {
      throw corrupt(fileURL, "could not be read")
    }
  }

  private static func userVersion(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) -> Int64 {
    try connection.rows("PRAGMA user_version").first?.first?.integer ?? 0
  }

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

  static func removeFile(_ path: String, naming fileURL: URL) throws(ContactsError) {
    guard unlink(path) != 0 else { return }
    let code = errno
    guard code != ENOENT else { return }
    if code == EISDIR || code == EPERM, FileManager.default.fileExists(atPath: path) {
      throw ContactsError(
        .dataAccessError,
        message: "The permission database \(fileURL.path) could not be deleted: \(path) is not a regular file. "
          + "Remove it by hand."
      )
    }
    throw posixFailure(fileURL, "could not be deleted", code)
  }

  // MARK: - Errors

  /// A data error that names the file and how to reset it.
  static func corrupt(_ fileURL: URL, _ problem: String) -> ContactsError {
    ContactsError(
      .dataAccessError,
      message: "The permission database \(fileURL.path) \(problem). "
        + "Reset it with `\(resetCommand)` (every app will ask again)."
    )
  }

  static func failure(_ fileURL: URL, _ problem: String, _ failure: SQLiteConnection.Failure) -> ContactsError {
    corrupt(fileURL, "\(problem): \(failure.message)")
  }

  static func posixFailure(_ fileURL: URL, _ problem: String, _ code: Int32) -> ContactsError {
    corrupt(fileURL, "\(problem): \(String(cString: strerror(code)))")
  }
}
