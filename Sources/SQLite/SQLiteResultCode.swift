import CSQLite

/// SQLite's primary result codes that a caller tells apart in a `SQLiteConnection.Failure`
/// (its `primaryCode`), under their C names, so only this module imports CSQLite.
package enum SQLiteResultCode {
  /// `SQLITE_ERROR`: a generic error, or a missing table.
  package static let error = SQLITE_ERROR
  /// `SQLITE_PERM`: the access mode asked for cannot be granted.
  package static let permission = SQLITE_PERM
  /// `SQLITE_BUSY`: another connection held the lock too long.
  package static let busy = SQLITE_BUSY
  /// `SQLITE_LOCKED`: a conflict within the same connection.
  package static let locked = SQLITE_LOCKED
  /// `SQLITE_READONLY`: the database cannot be written.
  package static let readOnly = SQLITE_READONLY
  /// `SQLITE_IOERR`: the operating system reported an I/O error.
  package static let ioError = SQLITE_IOERR
  /// `SQLITE_CORRUPT`: the file is damaged.
  package static let corrupt = SQLITE_CORRUPT
  /// `SQLITE_FULL`: the disk is full.
  package static let full = SQLITE_FULL
  /// `SQLITE_CANTOPEN`: the file could not be opened.
  package static let cannotOpen = SQLITE_CANTOPEN
  /// `SQLITE_SCHEMA`: the schema changed under a statement.
  package static let schema = SQLITE_SCHEMA
  /// `SQLITE_MISMATCH`: a value of the wrong type.
  package static let mismatch = SQLITE_MISMATCH
  /// `SQLITE_FORMAT`: not used by SQLite itself, kept with the codes of a damaged file.
  package static let format = SQLITE_FORMAT
  /// `SQLITE_NOTADB`: the file is not a database.
  package static let notADatabase = SQLITE_NOTADB
}
