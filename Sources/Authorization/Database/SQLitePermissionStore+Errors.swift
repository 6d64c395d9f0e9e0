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

/// A file the trust rules apply to, named in a message.
enum TrustedSubject {
  /// The data directory.
  case directory(String)
  /// The database file.
  case database(String)
  /// One of SQLite's journal files beside the database.
  case sideFile(String)
}

/// What kind of failure a database error is, which decides the advice in its message.
enum DatabaseFault: Equatable {
  /// No space left (SQLITE_FULL, ENOSPC, EDQUOT, EFBIG).
  case full
  /// The disk or the file cannot be written (SQLITE_READONLY, EROFS, EACCES, EPERM).
  case readOnly(reason: String)
  /// Another process held the lock too long.
  case busy
  /// The file is not a sound permission database; only here is resetting the advice.
  case damaged
  /// Anything else (an I/O error): say what happened, change nothing.
  case other

  /// The fault behind a system call's `errno`.
  init(errno code: Int32) {
    switch code {
    case ENOSPC, EDQUOT, EFBIG: self = .full
    case EROFS: self = .readOnly(reason: "the file system is read-only")
    case EACCES, EPERM: self = .readOnly(reason: "permission denied")
    default: self = .other
    }
  }

  /// `SQLITE_READONLY_DIRECTORY`, spelled out: Swift does not import the macro.
  static let readOnlyDirectory: Int32 = 8 | (6 << 8)

  /// The fault behind a failed SQLite call.
  init(_ failure: SQLiteConnection.Failure) {
    switch failure.primaryCode {
    case SQLiteResultCode.full:
      self = .full
    case SQLiteResultCode.readOnly, SQLiteResultCode.permission:
      let underneath = DatabaseFault(errno: failure.systemError)
      if case .readOnly = underneath {
        self = underneath
      } else if failure.code == Self.readOnlyDirectory {
        self = .readOnly(reason: "its directory cannot be written to, and SQLite needs it for the journal")
      } else {
        self = .readOnly(reason: "it cannot be written")
      }
    case SQLiteResultCode.cannotOpen, SQLiteResultCode.ioError:
      self = DatabaseFault(errno: failure.systemError)
    case SQLiteResultCode.busy, SQLiteResultCode.locked:
      self = .busy
    case SQLiteResultCode.corrupt, SQLiteResultCode.notADatabase, SQLiteResultCode.format, SQLiteResultCode.error,
      SQLiteResultCode.schema, SQLiteResultCode.mismatch:
      self = .damaged
    default:
      self = .other
    }
  }
}

/// The database's error messages: each names the file, says what is wrong, and what to do.
extension SQLitePermissionStore {
  /// A file that is not trusted: nothing was read from it or written through it.
  static func untrusted(_ subject: TrustedSubject, _ problem: TrustProblem) -> ContactsError {
    let name: String
    let advice: String
    switch subject {
    case .directory(let path):
      name = "The data directory \(path)"
      advice =
        switch problem {
        case .symbolicLink:
          "Point --home (or CONTACTS_TUI_HOME) at the real directory, or replace the link with a directory of your own."
        case .foreignOwner:
          "Use a directory of your own (--home), or chown it to yourself if you trust what it holds."
        case .writableByOthers:
          "If you trust what it holds, run `chmod go-w \(CommandWord.quoted(path))`; otherwise use another --home."
        default:
          "Remove it, or use another --home."
        }
    case .database(let path), .sideFile(let path):
      if case .database = subject {
        name = "The permission database \(path)"
      } else {
        name = "The database file \(path)"
      }
      advice =
        switch problem {
        case .foreignOwner:
          "Remove it with `\(resetCommand)` (every app will ask again), or chown it to yourself if you trust what it holds."
        case .writableByOthers:
          "If you trust what it holds, run `chmod 600 \(CommandWord.quoted(path))`; otherwise remove it with "
            + "`\(resetCommand)` (every app will ask again)."
        default:
          "Remove it with `\(resetCommand)`, which deletes the name without following it (every app will ask again)."
        }
    }
    return ContactsError(
      .dataAccessError,
      message: "\(name) \(problem.summary), so it is not trusted: nothing was read from it or written to it. \(advice)"
    )
  }

  /// A data error that names the file and how to reset it: only for a file that is not a sound
  /// permission database (corrupt, truncated, foreign, an unknown schema version).
  static func corrupt(_ fileURL: URL, _ problem: String) -> ContactsError {
    ContactsError(
      .dataAccessError,
      message: "The permission database \(fileURL.path) \(problem). "
        + "Reset it with `\(resetCommand)` (every app will ask again)."
    )
  }

  /// A failed SQLite call while doing `action` ("read", "store the decision for X in", …).
  static func failure(_ fileURL: URL, _ failure: SQLiteConnection.Failure, action: String) -> ContactsError {
    var fault = DatabaseFault(failure)
    if case .readOnly = fault, failure.systemError == 0, isOnReadOnlyFileSystem(fileURL) {
      // SQLite opened the file read-only when it could not open it for writing; say why.
      fault = .readOnly(reason: "the file system is read-only")
    }
    if fault == .damaged {
      return corrupt(fileURL, "is damaged or is not a contacts-tui permission database (\(failure.message))")
    }
    var detail = failure.message
    if failure.systemError != 0 { detail += "; " + String(cString: strerror(failure.systemError)) }
    return message(fileURL, fault, action: action, detail: detail)
  }

  /// A failed system call (its `errno` is `code`) while doing `action`.
  static func posixFailure(_ fileURL: URL, _ code: Int32, action: String) -> ContactsError {
    message(fileURL, DatabaseFault(errno: code), action: action, detail: String(cString: strerror(code)))
  }

  private static func isOnReadOnlyFileSystem(_ fileURL: URL) -> Bool {
    var info = statvfs()
    guard statvfs(fileURL.deletingLastPathComponent().path, &info) == 0 else { return false }
    return info.f_flag & UInt(ST_RDONLY) != 0
  }

  private static func message(_ fileURL: URL, _ fault: DatabaseFault, action: String, detail: String)
    -> ContactsError
  {
    let what = "Could not \(action) the permission database \(fileURL.path)"
    let directory = fileURL.deletingLastPathComponent().path
    let text: String
    switch fault {
    case .full:
      text = "\(what): the disk is full (\(detail)). Nothing was changed. Free some space on that disk, then try again."
    case .readOnly(let reason):
      text =
        "\(what): \(reason) (\(detail)). Nothing was changed. Make sure you can write to \(directory) "
        + "and the database in it (on a disk mounted read-write), or use a writable --home, then try again."
    case .busy:
      text = "\(what): another process kept it locked (\(detail)). Nothing was changed; try again."
    case .damaged, .other:
      text = "\(what): \(detail). Nothing was changed; check the disk and the file, then try again."
    }
    return ContactsError(.dataAccessError, message: text)
  }
}

/// Quoting for a path shown inside a suggested shell command (also the app's command hints).
package enum CommandWord {
  /// `word` single-quoted for a POSIX shell when it holds anything but plain path characters.
  package static func quoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_./=:@+,".unicodeScalars.contains(scalar))
    }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
