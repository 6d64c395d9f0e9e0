import CSQLite

/// One SQLite connection. Every raw `sqlite3_*` call in the package goes through this file.
///
/// Not thread-safe by itself: its owner serializes access.
package final class SQLiteConnection {
  /// A failed SQLite call: the result code and SQLite's own explanation.
  package struct Failure: Error {
    /// The extended result code (`SQLITE_IOERR_WRITE`, …); its low byte is the primary code.
    package var code: Int32
    package var message: String
    /// The `errno` of the system call that failed underneath, or 0.
    package var systemError: Int32 = 0

    /// The primary result code (`SQLITE_FULL`, `SQLITE_READONLY`, …).
    package var primaryCode: Int32 { code & 0xff }
  }

  /// A value bound to, or read from, a statement.
  package enum Value: Equatable {
    case integer(Int64)
    case text(String)
    case null

    package var integer: Int64? {
      if case .integer(let value) = self { return value }
      return nil
    }

    package var text: String? {
      if case .text(let value) = self { return value }
      return nil
    }
  }

  private let handle: OpaquePointer

  /// Opens an existing database file for reading and writing; never creates one, never follows a symlink.
  package init(path: String, busyTimeoutMilliseconds: Int32) throws(Failure) {
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_FULLMUTEX
    let result = sqlite3_open_v2(path, &opened, flags, nil)
    guard result == SQLITE_OK, let opened else {
      let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
      let code = opened.map { sqlite3_extended_errcode($0) } ?? result
      let systemError = opened.map { sqlite3_system_errno($0) } ?? 0
      sqlite3_close_v2(opened)
      throw Failure(code: code, message: message, systemError: systemError)
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 1)
    // Another process may hold the write lock for a moment; wait rather than fail.
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Runs a statement and returns how many rows it changed.
  @discardableResult
  package func run(_ sql: String, _ arguments: [Value] = []) throws(Failure) -> Int {
    _ = try rows(sql, arguments)
    return Int(sqlite3_changes(handle))
  }

  /// Runs a query and returns every row, each as its column values.
  package func rows(_ sql: String, _ arguments: [Value] = []) throws(Failure) -> [[Value]] {
    var result: [[Value]] = []
    try withStatement(sql) { statement throws(Failure) in
      result = try execute(statement, arguments)
    }
    return result
  }

  /// Runs one statement once per argument list, preparing it only once (bulk inserts).
  package func runEach(_ sql: String, _ argumentLists: [[Value]]) throws(Failure) {
    guard !argumentLists.isEmpty else { return }
    try withStatement(sql) { statement throws(Failure) in
      for arguments in argumentLists {
        _ = try execute(statement, arguments)
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
      }
    }
  }

  private func withStatement(_ sql: String, _ body: (OpaquePointer) throws(Failure) -> Void) throws(Failure) {
    var prepared: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
      throw lastFailure()
    }
    defer { sqlite3_finalize(statement) }
    try body(statement)
  }

  private func execute(_ statement: OpaquePointer, _ arguments: [Value]) throws(Failure) -> [[Value]] {
    for (offset, argument) in arguments.enumerated() {
      let index = Int32(offset + 1)
      let bound: Int32
      switch argument {
      case .integer(let value): bound = sqlite3_bind_int64(statement, index, value)
      case .text(let value): bound = sqlite3_bind_text(statement, index, value, -1, csq_transient())
      case .null: bound = sqlite3_bind_null(statement, index)
      }
      guard bound == SQLITE_OK else { throw lastFailure() }
    }
    var result: [[Value]] = []
    while true {
      switch sqlite3_step(statement) {
      case SQLITE_ROW:
        result.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
      case SQLITE_DONE:
        return result
      default:
        throw lastFailure()
      }
    }
  }

  /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back if anything fails.
  ///
  /// IMMEDIATE takes the write lock up front, so two writers queue on the busy timeout instead of
  /// one of them failing with SQLITE_BUSY halfway through.
  package func transaction<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    try run("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try run("COMMIT")
      return value
    } catch {
      if sqlite3_get_autocommit(handle) == 0 {
        _ = try? run("ROLLBACK")
      }
      throw error
    }
  }

  private func column(_ statement: OpaquePointer, _ index: Int32) -> Value {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_NULL:
      return .null
    default:
      guard let text = sqlite3_column_text(statement, index) else { return .null }
      return .text(String(cString: text))
    }
  }

  /// Whether the file SQLite holds open is no longer the one its name leads to (`SQLITE_FCNTL_HAS_MOVED`).
  package func fileHasMoved() -> Bool {
    var moved: Int32 = 0
    let result = sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved)
    return result != SQLITE_OK || moved != 0
  }

  private func lastFailure() -> Failure {
    Failure(
      code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
      systemError: sqlite3_system_errno(handle))
  }
}
