import ContactModel
import Foundation
import Testing

@testable import Authorization
@testable import SQLite

@Suite("SQLitePermissionStore")
struct SQLitePermissionStoreTests {
  let directory = TemporaryDirectory()

  private var databasePath: String { directory.url.appendingPathComponent("permissions.sqlite3").path }

  private func openError(_ url: URL? = nil) -> ContactsError? {
    do {
      _ = try SQLitePermissionStore(directory: url ?? directory.url)
      return nil
    } catch {
      return error
    }
  }

  /// A second, raw connection to the same file, to see and tamper with what the store wrote.
  private func raw() throws -> SQLiteConnection {
    try SQLiteConnection(path: databasePath, busyTimeoutMilliseconds: 1_000)
  }

  private func expectResetAdvice(_ error: ContactsError?, mentioning detail: String) {
    #expect(error?.code == .dataAccessError)
    #expect(error?.message.contains(databasePath) == true, "\(error?.message ?? "no error")")
    #expect(error?.message.contains("contacts-tui permissions reset --all") == true)
    #expect(error?.message.contains(detail) == true, "\(error?.message ?? "no error")")
  }

  @Test("a symlinked data directory, or a symlink above it, works; a symlinked database file is refused")
  func symlinks() throws {
    let real = directory.url.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    let link = directory.url.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let store = try SQLitePermissionStore(directory: link.appendingPathComponent("nested"))
    try store.save(.allowed, reason: .userSet, for: "com.example.App", sharedIdentifiers: [])
    #expect(
      try SQLitePermissionStore(directory: link.appendingPathComponent("nested")).record(for: "com.example.App")?.value
        == .allowed)
    let trap = directory.url.appendingPathComponent("trap")
    try FileManager.default.createDirectory(at: trap, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: trap.appendingPathComponent("permissions.sqlite3"),
      withDestinationURL: real.appendingPathComponent("nested/permissions.sqlite3"))
    #expect(openError(trap)?.code == .dataAccessError)
  }

  @Test("creates missing directories 0700 and the file 0600")
  func modes() throws {
    let nested = directory.url.appendingPathComponent("a/b/contacts-tui")
    let store = try SQLitePermissionStore(directory: nested)
    try store.save(.allowed, reason: .userConsent, for: "com.a", sharedIdentifiers: [])
    #expect(store.fileURL == nested.appendingPathComponent("permissions.sqlite3"))
    #expect(permissionBits(of: nested.path) == 0o700)
    #expect(permissionBits(of: directory.url.appendingPathComponent("a").path) == 0o700)
    #expect(permissionBits(of: store.fileURL.path) == 0o600)
  }

  @Test("an existing file with a looser mode is tightened to 0600")
  func tightensMode() throws {
    _ = try SQLitePermissionStore(directory: directory.url)
    #expect(chmod(databasePath, 0o644) == 0)
    _ = try SQLitePermissionStore(directory: directory.url)
    #expect(permissionBits(of: databasePath) == 0o600)
  }

  @Test("no journal file is left beside the database after a write")
  func noSideFiles() throws {
    let store = try SQLitePermissionStore(directory: directory.url)
    try store.save(.limited, reason: .userConsent, for: "com.a", sharedIdentifiers: ["1", "2"])
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(names == ["permissions.sqlite3"])
  }

  @Test(
    "the schema is TCC's: access (with the app's identity) and limited_selection, and the access log; user_version 3")
  func schema() throws {
    _ = try SQLitePermissionStore(directory: directory.url)
    let connection = try raw()
    #expect(try connection.rows("PRAGMA user_version") == [[.integer(3)]])
    let accessColumns = try connection.rows("PRAGMA table_info(access)").compactMap { $0[1].text }
    #expect(
      accessColumns == [
        "service", "client", "auth_value", "auth_reason", "last_modified", "display_name", "plist_path",
        "plist_sha256", "executable_sha256", "executable_identity",
      ])
    let logColumns = try connection.rows("PRAGMA table_info(access_log)").compactMap { $0[1].text }
    #expect(logColumns == ["id", "time", "service", "client", "command", "count", "kind", "contacts", "seq"])
    let selectionColumns = try connection.rows("PRAGMA table_info(limited_selection)").compactMap { $0[1].text }
    #expect(selectionColumns == ["service", "client", "identifier"])
  }

  @Test(
    "rows carry TCC's numbers: auth_value 0/2/3, auth_reason 2/3, seconds since 1970",
    arguments: [
      (AuthValue.denied, AuthReason.userConsent, Int64(0), Int64(2)),
      (.allowed, .userConsent, 2, 2),
      (.limited, .userConsent, 3, 2),
      (.allowed, .userSet, 2, 3),
    ]
  )
  func rawRows(value: AuthValue, reason: AuthReason, rawValue: Int64, rawReason: Int64) throws {
    let store = try SQLitePermissionStore(directory: directory.url, clock: { fixedDate })
    try store.save(value, reason: reason, for: "com.a", sharedIdentifiers: ["id-1"])
    let rows = try raw().rows("SELECT service, client, auth_value, auth_reason, last_modified FROM access")
    #expect(
      rows == [
        [
          .text("kTCCServiceAddressBook"), .text("com.a"), .integer(rawValue), .integer(rawReason),
          .integer(1_700_000_000),
        ]
      ]
    )
    let shared = try raw().rows("SELECT service, client, identifier FROM limited_selection")
    #expect(shared == (value == .limited ? [[.text("kTCCServiceAddressBook"), .text("com.a"), .text("id-1")]] : []))
  }

  @Test("without an injected clock, last_modified is the wall-clock time of the save, to the second")
  func wallClock() throws {
    let store = try SQLitePermissionStore(directory: directory.url)
    let before = Date().timeIntervalSince1970.rounded(.down)
    try store.save(.denied, reason: .userConsent, for: "com.a", sharedIdentifiers: [])
    let after = Date().timeIntervalSince1970
    let stamp = try #require(try store.record(for: "com.a")).lastModified.timeIntervalSince1970
    #expect(stamp >= before && stamp <= after)
    #expect(stamp == stamp.rounded(.down))
  }

  @Test("a large limited selection round-trips")
  func largeSelection() throws {
    let store = try SQLitePermissionStore(directory: directory.url)
    let identifiers = Set((0..<5_000).map { "contact-\($0)" })
    try store.save(.limited, reason: .userConsent, for: "com.a", sharedIdentifiers: identifiers)
    #expect(try store.sharedIdentifiers(for: "com.a") == identifiers)
    #expect(try store.record(for: "com.a")?.sharedCount == 5_000)
  }

  @Test("decisions survive closing and reopening the file")
  func persists() throws {
    do {
      let store = try SQLitePermissionStore(directory: directory.url)
      try store.save(.limited, reason: .userConsent, for: "com.a", sharedIdentifiers: ["x", "y"])
    }
    let reopened = try SQLitePermissionStore(directory: directory.url)
    #expect(try reopened.record(for: "com.a")?.value == .limited)
    #expect(try reopened.sharedIdentifiers(for: "com.a") == ["x", "y"])
  }

  @Test("a save that fails halfway leaves the previous decision and selection intact")
  func atomicSave() throws {
    let store = try SQLitePermissionStore(directory: directory.url)
    try store.save(.limited, reason: .userConsent, for: "com.a", sharedIdentifiers: ["old"])
    try raw().run(
      """
      CREATE TRIGGER boom BEFORE INSERT ON limited_selection WHEN NEW.identifier = 'boom'
      BEGIN SELECT RAISE(ABORT, 'boom'); END
      """
    )
    #expect(throws: ContactsError.self) {
      try store.save(.limited, reason: .userSet, for: "com.a", sharedIdentifiers: ["new", "boom"])
    }
    #expect(try store.record(for: "com.a")?.reason == .userConsent)
    #expect(try store.sharedIdentifiers(for: "com.a") == ["old"])
  }

  @Test("two stores on one file write concurrently without spurious failures")
  func concurrentWriters() throws {
    let first = try SQLitePermissionStore(directory: directory.url)
    let second = try SQLitePermissionStore(directory: directory.url)
    let failures = Counter()
    DispatchQueue.concurrentPerform(iterations: 40) { index in
      let store = index.isMultiple(of: 2) ? first : second
      do {
        try store.save(.limited, reason: .userConsent, for: "com.\(index % 4)", sharedIdentifiers: ["\(index)"])
      } catch {
        failures.increment()
      }
    }
    #expect(failures.value == 0)
    #expect(try first.allRecords().count == 4)
  }

  @Test("a file of random bytes fails closed, naming the file and the reset command")
  func garbage() throws {
    var bytes = [UInt8](repeating: 0, count: 8192)
    var generator = SystemRandomNumberGenerator()
    for index in bytes.indices { bytes[index] = UInt8.random(in: .min ... .max, using: &generator) }
    _ = try directory.write(Data(bytes), to: "permissions.sqlite3")
    expectResetAdvice(openError(), mentioning: "not a database")
  }

  @Test("a truncated database fails closed")
  func truncated() throws {
    let store = try SQLitePermissionStore(directory: directory.url)
    for index in 0..<200 {
      try store.save(
        .limited, reason: .userConsent, for: "com.\(index)", sharedIdentifiers: ["\(index)-a", "\(index)-b"])
    }
    let size = try #require(try FileManager.default.attributesOfItem(atPath: databasePath)[.size] as? NSNumber)
    #expect(size.intValue > 8192)
    #expect(truncate(databasePath, off_t(size.intValue / 2)) == 0)
    expectResetAdvice(openError(), mentioning: "malformed")
  }

  @Test("a directory in place of the file fails closed")
  func directoryInPlace() throws {
    try FileManager.default.createDirectory(atPath: databasePath, withIntermediateDirectories: false)
    expectResetAdvice(openError(), mentioning: "is a directory")
  }

  @Test("a regular file in place of the data directory fails closed")
  func fileInPlaceOfDirectory() throws {
    let blocker = try directory.write(Data("x".utf8), to: "home")
    let error = openError(blocker)
    #expect(error?.code == .dataAccessError)
    #expect(error?.message.contains("is not a directory") == true)
  }

  @Test("a database from a newer version is refused, not rewritten")
  func newerVersion() throws {
    _ = try SQLitePermissionStore(directory: directory.url)
    try raw().run("PRAGMA user_version = 4")
    expectResetAdvice(openError(), mentioning: "newer")
    #expect(try raw().rows("PRAGMA user_version") == [[.integer(4)]])
  }

  @Test("another program's SQLite database is refused and left untouched")
  func foreignDatabase() throws {
    #expect(FileManager.default.createFile(atPath: databasePath, contents: nil))
    try raw().run("CREATE TABLE notes (body TEXT)")
    expectResetAdvice(openError(), mentioning: "not a contacts-tui permission database")
    #expect(try raw().rows("SELECT name FROM sqlite_master") == [[.text("notes")]])
  }

  @Test("a version-1 database without its tables is refused")
  func missingTables() throws {
    _ = try SQLitePermissionStore(directory: directory.url)
    try raw().run("DROP TABLE limited_selection")
    expectResetAdvice(openError(), mentioning: "missing")
  }

  @Test("an unknown auth_value fails closed instead of being guessed")
  func unknownValue() throws {
    let store = try SQLitePermissionStore(directory: directory.url)
    try store.save(.denied, reason: .userConsent, for: "com.a", sharedIdentifiers: [])
    try raw().run("UPDATE access SET auth_value = 7")
    #expect(throws: ContactsError.self) { try store.record(for: "com.a") }
    #expect(throws: ContactsError.self) { try store.allRecords() }
  }

  @Test("destroy deletes a corrupt database so a fresh one can be made")
  func destroy() throws {
    _ = try directory.write(Data("garbage garbage garbage".utf8), to: "permissions.sqlite3")
    _ = try directory.write(Data(), to: "permissions.sqlite3-journal")
    #expect(openError() != nil)
    try SQLitePermissionStore.destroy(directory: directory.url)
    #expect(!FileManager.default.fileExists(atPath: databasePath))
    #expect(!FileManager.default.fileExists(atPath: databasePath + "-journal"))
    let store = try SQLitePermissionStore(directory: directory.url)
    #expect(try store.allRecords().isEmpty)
  }

  @Test("destroy with nothing to delete succeeds")
  func destroyNothing() throws {
    try SQLitePermissionStore.destroy(directory: directory.url.appendingPathComponent("never-created"))
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("never-created").path))
  }

  @Test("destroy removes an empty directory in place of the file, and refuses one with files in it")
  func destroyDirectory() throws {
    try FileManager.default.createDirectory(atPath: databasePath, withIntermediateDirectories: false)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: databasePath + "/inside"))
    #expect(throws: ContactsError.self) { try SQLitePermissionStore.destroy(directory: directory.url) }
    #expect(FileManager.default.fileExists(atPath: databasePath + "/inside"))
    try FileManager.default.removeItem(atPath: databasePath + "/inside")
    try SQLitePermissionStore.destroy(directory: directory.url)
    #expect(!FileManager.default.fileExists(atPath: databasePath))
  }
}
