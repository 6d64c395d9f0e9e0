import ContactModel
import Foundation
import Testing

@testable import Authorization
@testable import SQLite

/// The StrictModes rules for the data directory and the database files (docs/DECISIONS.md).
/// The tests run as root, so "another user" is `nobody`.
@Suite("Permission database trust")
struct DatabaseTrustTests {
  let directory = TemporaryDirectory()

  /// The data directory under test, a fresh one inside the temporary directory.
  private var home: URL { directory.url.appendingPathComponent("home") }
  private var database: URL { home.appendingPathComponent("permissions.sqlite3") }

  /// A file outside the data directory that an attack points at: its bytes and mode must survive.
  private func victim() throws -> (url: URL, bytes: Data) {
    let bytes = Data("not yours to read or write\n".utf8)
    let url = try directory.write(bytes, to: "victim")
    #expect(chmod(url.path, 0o644) == 0)
    return (url, bytes)
  }

  private func expectUntouched(_ victim: (url: URL, bytes: Data), mode: Int = 0o644) throws {
    #expect(try Data(contentsOf: victim.url) == victim.bytes)
    #expect(permissionBits(of: victim.url.path) == mode)
  }

  private func openError() -> ContactsError? {
    do {
      _ = try SQLitePermissionStore(directory: home)
      return nil
    } catch {
      return error
    }
  }

  /// A sound database holding one decision, made by the store and then handed to `nobody` etc.
  private func makeDatabase(deny client: String = "com.example.Denied") throws {
    let store = try SQLitePermissionStore(directory: home)
    try store.save(.denied, reason: .userConsent, for: client, sharedIdentifiers: [])
  }

  private static let nobody = uid_t(65534)

  enum DatabaseAttack: String, CaseIterable, CustomTestStringConvertible {
    case symlinkToOtherFile, hardLink, ownedByNobody, worldWritable, groupWritable, fifo
    var testDescription: String { rawValue }
  }

  @Test(
    "a database that is a symlink, hard-linked, owned by another user, writable by group or others, or not a regular file is refused, naming the file and the fault",
    arguments: DatabaseAttack.allCases)
  func untrustedDatabase(attack: DatabaseAttack) throws {
    try makeDatabase()
    let other = try victim()
    let expected: String
    switch attack {
    case .symlinkToOtherFile:
      try FileManager.default.removeItem(at: database)
      try FileManager.default.createSymbolicLink(atPath: database.path, withDestinationPath: other.url.path)
      expected = "is a symbolic link (to \(other.url.path))"
    case .hardLink:
      try FileManager.default.removeItem(at: database)
      #expect(link(other.url.path, database.path) == 0)
      expected = "has 2 hard links"
    case .ownedByNobody:
      #expect(chown(database.path, Self.nobody, gid_t(Self.nobody)) == 0)
      expected = "(uid 65534), not to you"
    case .worldWritable:
      #expect(chmod(database.path, 0o666) == 0)
      expected = "writable by group or others (mode 666)"
    case .groupWritable:
      #expect(chmod(database.path, 0o620) == 0)
      expected = "writable by group or others (mode 620)"
    case .fifo:
      try FileManager.default.removeItem(at: database)
      #expect(mkfifo(database.path, 0o600) == 0)
      expected = "is not a regular file (it is a FIFO)"
    }
    let error = try #require(openError())
    #expect(error.code == .dataAccessError)
    #expect(error.message.contains("The permission database \(database.path)"), "\(error.message)")
    #expect(error.message.contains(expected), "\(error.message)")
    #expect(error.message.contains("nothing was read from it or written to it"))
    // The mode check: a hard-linked database must not have had its (shared) mode tightened to 0600.
    try expectUntouched(other)
    // Nothing was created beside it either: no journal, no temporary database.
    let names = try FileManager.default.contentsOfDirectory(atPath: home.path).sorted()
    #expect(names == ["permissions.sqlite3"])
  }

  @Test("a database owned by another user keeps its decisions unread: the store never reports them")
  func foreignDecisionsAreNotObeyed() throws {
    let store = try SQLitePermissionStore(directory: home)
    try store.save(.allowed, reason: .userSet, for: "com.example.Planted", sharedIdentifiers: [])
    #expect(chown(database.path, Self.nobody, gid_t(Self.nobody)) == 0)
    #expect(chmod(database.path, 0o666) == 0)
    #expect(throws: ContactsError.self) { try SQLitePermissionStore(directory: home) }
  }

  enum DirectoryAttack: String, CaseIterable, CustomTestStringConvertible {
    case symlinkToOtherDirectory, ownedByNobody, worldWritable, groupWritable, regularFile
    var testDescription: String { rawValue }
  }

  @Test(
    "a data directory that is a symlink, owned by another user, writable by group or others, or not a directory is refused and nothing is written in it",
    arguments: DirectoryAttack.allCases)
  func untrustedDirectory(attack: DirectoryAttack) throws {
    let elsewhere = directory.url.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
    #expect(chmod(elsewhere.path, 0o700) == 0)
    let planted = Data("planted database\n".utf8)
    try planted.write(to: elsewhere.appendingPathComponent("permissions.sqlite3"))
    let expected: String
    switch attack {
    case .symlinkToOtherDirectory:
      try FileManager.default.createSymbolicLink(atPath: home.path, withDestinationPath: elsewhere.path)
      expected = "is a symbolic link"
    case .ownedByNobody:
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
      #expect(chown(home.path, Self.nobody, gid_t(Self.nobody)) == 0)
      #expect(chmod(home.path, 0o700) == 0)
      expected = "(uid 65534), not to you"
    case .worldWritable:
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
      #expect(chmod(home.path, 0o777) == 0)
      expected = "writable by group or others (mode 777)"
    case .groupWritable:
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
      #expect(chmod(home.path, 0o770) == 0)
      expected = "writable by group or others (mode 770)"
    case .regularFile:
      try Data("x".utf8).write(to: home)
      expected = "is not a directory (it is a regular file)"
    }
    let error = try #require(openError())
    #expect(error.code == .dataAccessError)
    #expect(error.message.contains("The data directory \(home.path)"), "\(error.message)")
    #expect(error.message.contains(expected), "\(error.message)")
    #expect(try Data(contentsOf: elsewhere.appendingPathComponent("permissions.sqlite3")) == planted)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["permissions.sqlite3"])
    // reset --all refuses the directory too: it deletes nothing through it.
    #expect(throws: ContactsError.self) { try SQLitePermissionStore.destroy(directory: home) }
    #expect(try Data(contentsOf: elsewhere.appendingPathComponent("permissions.sqlite3")) == planted)
  }

  @Test(
    "a journal file beside the database that is a symlink, hard-linked or owned by another user is refused before SQLite reads it",
    arguments: ["-journal", "-wal", "-shm"])
  func untrustedSideFiles(suffix: String) throws {
    try makeDatabase()
    let other = try victim()
    let side = database.path + suffix
    for attack in 0..<3 {
      try? FileManager.default.removeItem(atPath: side)
      switch attack {
      case 0: try FileManager.default.createSymbolicLink(atPath: side, withDestinationPath: other.url.path)
      case 1: #expect(link(other.url.path, side) == 0)
      default:
        try Data().write(to: URL(fileURLWithPath: side))
        #expect(chown(side, Self.nobody, gid_t(Self.nobody)) == 0)
      }
      let error = try #require(openError(), "attack \(attack) on \(suffix) was not refused")
      #expect(error.message.contains(side), "\(error.message)")
      try expectUntouched(other)
    }
  }

  @Test("reset --all removes a symlinked or hard-linked database's name without touching the other file")
  func destroyDoesNotFollowLinks() throws {
    try makeDatabase()
    let other = try victim()
    try FileManager.default.removeItem(at: database)
    try FileManager.default.createSymbolicLink(atPath: database.path, withDestinationPath: other.url.path)
    try SQLitePermissionStore.destroy(directory: home)
    try expectUntouched(other)
    #expect(link(other.url.path, database.path) == 0)
    try SQLitePermissionStore.destroy(directory: home)
    try expectUntouched(other)
    #expect(try SQLitePermissionStore(directory: home).allRecords().isEmpty)
  }

  @Test("a symlinked home above the data directory is allowed; the data directory itself is checked")
  func symlinkAboveIsAllowed() throws {
    let real = directory.url.appendingPathComponent("real-home")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
    let linked = directory.url.appendingPathComponent("linked-home")
    try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: real)
    let store = try SQLitePermissionStore(directory: linked.appendingPathComponent(".local/share/contacts-tui"))
    try store.save(.allowed, reason: .userSet, for: "com.a", sharedIdentifiers: [])
    #expect(permissionBits(of: real.appendingPathComponent(".local/share/contacts-tui").path) == 0o700)
  }

  @Test("an empty (zero-byte) database fails closed with the reset advice: a real one is never empty")
  func zeroLength() throws {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
    #expect(chmod(home.path, 0o700) == 0)
    #expect(FileManager.default.createFile(atPath: database.path, contents: Data()))
    #expect(chmod(database.path, 0o600) == 0)
    let error = try #require(openError())
    #expect(error.message.contains("is empty"))
    #expect(error.message.contains(database.path))
    #expect(error.message.contains(SQLitePermissionStore.resetCommand))
  }

  @Test("an unknown schema version (user_version 99) fails closed with the reset advice and is left as it was")
  func unknownSchemaVersion() throws {
    try makeDatabase()
    let raw = try SQLiteConnection(path: database.path, busyTimeoutMilliseconds: 1_000)
    try raw.run("PRAGMA user_version = 99")
    let error = try #require(openError())
    #expect(error.message.contains("schema version 99"))
    #expect(error.message.contains(SQLitePermissionStore.resetCommand))
    #expect(try raw.rows("PRAGMA user_version") == [[.integer(99)]])
  }

  @Test("a new database is made under a temporary name and renamed in whole; nothing else is left behind")
  func creationLeavesOnlyTheDatabase() throws {
    _ = try SQLitePermissionStore(directory: home)
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == ["permissions.sqlite3"])
    #expect(permissionBits(of: database.path) == 0o600)
    #expect(try SQLitePermissionStore(directory: home).integrityProblems().isEmpty)
  }

  @Test("a stale temporary database and a journal without its database are cleared before creating")
  func staleLeftovers() throws {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
    #expect(chmod(home.path, 0o700) == 0)
    try Data("half made".utf8).write(to: home.appendingPathComponent("permissions.sqlite3.new"))
    try Data("stale journal".utf8).write(to: home.appendingPathComponent("permissions.sqlite3-journal"))
    let store = try SQLitePermissionStore(directory: home)
    try store.save(.denied, reason: .userConsent, for: "com.a", sharedIdentifiers: [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == ["permissions.sqlite3"])
  }
}

/// How database failures are classified, and what their messages advise.
@Suite("Permission database failure messages")
struct DatabaseFailureMessageTests {
  static let file = URL(fileURLWithPath: "/data/contacts-tui/permissions.sqlite3")

  @Test(
    "errno values are classified as full, read-only or other",
    arguments: [
      (ENOSPC, "full"), (EDQUOT, "full"), (EFBIG, "full"), (EROFS, "readOnly"), (EACCES, "readOnly"),
      (EPERM, "readOnly"), (EIO, "other"),
    ] as [(Int32, String)])
  func errnoFaults(code: Int32, kind: String) {
    #expect(Self.kind(DatabaseFault(errno: code)) == kind)
  }

  @Test(
    "SQLite result codes are classified: full, read-only, busy, damaged, or by the errno underneath",
    arguments: [
      (13, 0, "full"),  // SQLITE_FULL
      (8, 0, "readOnly"),  // SQLITE_READONLY
      (8 | (6 << 8), 0, "readOnly"),  // SQLITE_READONLY_DIRECTORY
      (14, EACCES, "readOnly"),  // SQLITE_CANTOPEN, permission denied
      (10 | (3 << 8), ENOSPC, "full"),  // SQLITE_IOERR_WRITE, no space
      (10 | (3 << 8), EIO, "other"),  // SQLITE_IOERR_WRITE, I/O error
      (5, 0, "busy"),  // SQLITE_BUSY
      (11, 0, "damaged"),  // SQLITE_CORRUPT
      (26, 0, "damaged"),  // SQLITE_NOTADB
    ] as [(Int32, Int32, String)])
  func sqliteFaults(code: Int32, systemError: Int32, kind: String) {
    let failure = SQLiteConnection.Failure(code: code, message: "m", systemError: systemError)
    #expect(Self.kind(DatabaseFault(failure)) == kind)
  }

  @Test(
    "a write that fails for lack of space or permission says so and what to do, and never advises a reset",
    arguments: [
      (13, 0, "the disk is full", "Free some space"),
      (10 | (3 << 8), ENOSPC, "the disk is full", "Free some space"),
      (8, EROFS, "read-only", "writable"),
      (14, EACCES, "permission denied", "writable"),
    ] as [(Int32, Int32, String, String)])
  func writeFailureMessages(code: Int32, systemError: Int32, what: String, advice: String) {
    let failure = SQLiteConnection.Failure(code: code, message: "sqlite says", systemError: systemError)
    let error = SQLitePermissionStore.failure(Self.file, failure, action: "store the decision for com.a in")
    #expect(error.code == .dataAccessError)
    #expect(
      error.message.contains("Could not store the decision for com.a in the permission database \(Self.file.path)"))
    #expect(error.message.contains(what), "\(error.message)")
    #expect(error.message.contains(advice), "\(error.message)")
    #expect(error.message.contains("Nothing was changed"))
    #expect(!error.message.contains("reset"), "\(error.message)")
  }

  @Test("a damaged database is the one failure whose message advises permissions reset --all")
  func damagedAdvisesReset() {
    let failure = SQLiteConnection.Failure(code: 11, message: "database disk image is malformed")
    let error = SQLitePermissionStore.failure(Self.file, failure, action: "read")
    #expect(error.message.contains("malformed"))
    #expect(error.message.contains(Self.file.path))
    #expect(error.message.contains("contacts-tui permissions reset --all"))
  }

  private static func kind(_ fault: DatabaseFault) -> String {
    switch fault {
    case .full: "full"
    case .readOnly: "readOnly"
    case .busy: "busy"
    case .damaged: "damaged"
    case .other: "other"
    }
  }
}
