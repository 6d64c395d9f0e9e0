import Foundation
import Testing

@testable import Authorization
@testable import SQLite

/// Schema version 3's access log: each app's history bounded on its own, a bound on the number
/// of apps' logs, writes on record, and the migration from version 2 (docs/SECURITY.md, "4c.
/// Each app's history is its own").
@Suite("Access log per app, with writes, and schema version 3")
struct AccessLogPerAppTests {
  let directory = TemporaryDirectory()

  private var databasePath: String { directory.url.appendingPathComponent("permissions.sqlite3").path }

  @Test("one app's reads never roll off another app's history: each app keeps its own newest entries")
  func ownBound() throws {
    let store = try SQLitePermissionStore(directory: directory.url, clock: { fixedDate }, accessLogLimit: 5)
    try store.logAccess(client: "com.quiet", command: "list", count: 7)
    try store.logAccess(client: "com.quiet", command: "browser", count: 8)
    for index in 1...500 { try store.logAccess(client: "com.noisy", command: "query", count: index % 2) }
    #expect(try store.accessLog(client: "com.quiet", limit: nil).map(\.count) == [7, 8])
    #expect(try store.accessLog(client: "com.noisy", limit: nil).count == 5)
    let raw = try SQLiteConnection(path: databasePath, busyTimeoutMilliseconds: 1_000)
    #expect(try raw.rows("SELECT COUNT(*) FROM access_log") == [[.integer(7)]])
  }

  @Test("at most the bound of apps' logs are kept; a new app rolls off the log of the app that logged least recently")
  func appBound() throws {
    let store = try SQLitePermissionStore(
      directory: directory.url, clock: { fixedDate }, accessLogLimit: 10, accessLogAppLimit: 3)
    try store.logAccess(client: "com.first", command: "list", count: 1)
    try store.logAccess(client: "com.second", command: "list", count: 2)
    try store.logAccess(client: "com.third", command: "list", count: 3)
    try store.logAccess(client: "com.first", command: "list", count: 4)  // first is now more recent than second
    try store.logAccess(client: "com.fourth", command: "list", count: 5)
    let clients = Set(try store.accessLog(client: nil, limit: nil).map(\.client))
    #expect(clients == ["com.first", "com.third", "com.fourth"])
    #expect(try store.accessLog(client: "com.first", limit: nil).map(\.count) == [1, 4])
    #expect(SQLitePermissionStore.defaultAccessLogAppLimit == 16)
    // 1,000 apps, one read each: still only the bound's worth of logs.
    for index in 0..<1_000 { try store.logAccess(client: "com.flood.\(index)", command: "query", count: 0) }
    let raw = try SQLiteConnection(path: databasePath, busyTimeoutMilliseconds: 1_000)
    #expect(try raw.rows("SELECT COUNT(DISTINCT client) FROM access_log") == [[.integer(3)]])
  }

  @Test("a write is on record with its kind and contacts; the last read skips writes, the last write skips reads")
  func writes() throws {
    let store = try SQLitePermissionStore(directory: directory.url, clock: { fixedDate })
    try store.logAccess(client: "com.a", command: "list", count: 3)
    try store.logAccess(client: "com.a", command: "add", count: 2, kind: .add, contacts: ["uid-1", "uid\n2"])
    try store.logAccess(client: "com.a", command: "merge", count: 1, kind: .delete, contacts: ["uid-3"])
    let all = try store.accessLog(client: "com.a", limit: nil)
    #expect(all.map(\.kind) == [.read, .add, .delete])
    #expect(all[1].contacts == ["uid-1", "uid\u{FFFD}2"] && all[1].count == 2)
    #expect(try store.lastRead(for: "com.a")?.command == "list")
    #expect(try store.lastWrite(for: "com.a")?.command == "merge")
    #expect(try store.accessLog(client: nil, kinds: [.add], limit: nil).map(\.command) == ["add"])
    let many = (0..<500).map { "uid-\($0)" }
    try store.logAccess(client: "com.a", command: "api", count: many.count, kind: .update, contacts: many)
    let big = try #require(try store.lastWrite(for: "com.a"))
    #expect(big.count == 500 && big.contacts == Array(many.prefix(AccessLogEntry.contactsLimit)))
  }

  @Test("a version 2 database keeps its log, as reads, and becomes version 3 with the write columns and the index")
  func migratesVersion2() throws {
    // A version 2 database as the previous build left it: its schema, a decision and two reads.
    #expect(FileManager.default.createFile(atPath: databasePath, contents: Data()))
    #expect(chmod(databasePath, 0o600) == 0)
    #expect(chmod(directory.url.path, 0o700) == 0)
    let raw = try SQLiteConnection(path: databasePath, busyTimeoutMilliseconds: 1_000)
    for statement in [
      """
      CREATE TABLE access (service TEXT NOT NULL, client TEXT NOT NULL, auth_value INTEGER NOT NULL,
        auth_reason INTEGER NOT NULL, last_modified INTEGER NOT NULL, display_name TEXT, plist_path TEXT,
        plist_sha256 TEXT, executable_sha256 TEXT, executable_identity TEXT, PRIMARY KEY (service, client))
      """,
      """
      CREATE TABLE limited_selection (service TEXT NOT NULL, client TEXT NOT NULL, identifier TEXT NOT NULL,
        PRIMARY KEY (service, client, identifier))
      """,
      """
      CREATE TABLE access_log (id INTEGER PRIMARY KEY, time INTEGER NOT NULL, service TEXT NOT NULL,
        client TEXT NOT NULL, command TEXT NOT NULL, count INTEGER NOT NULL)
      """,
      "INSERT INTO access (service, client, auth_value, auth_reason, last_modified) VALUES ('kTCCServiceAddressBook', 'com.old', 2, 2, 1700000000)",
      "INSERT INTO access_log (time, service, client, command, count) VALUES (1700000000, 'kTCCServiceAddressBook', 'com.old', 'list', 4)",
      "INSERT INTO access_log (time, service, client, command, count) VALUES (1700000001, 'kTCCServiceAddressBook', 'com.old', 'query', 1)",
      "PRAGMA user_version = 2",
    ] {
      try raw.run(statement)
    }
    let store = try SQLitePermissionStore(directory: directory.url)
    #expect(try raw.rows("PRAGMA user_version") == [[.integer(3)]])
    #expect(try store.record(for: "com.old")?.value == .allowed)
    let log = try store.accessLog(client: "com.old", limit: nil)
    #expect(log.map(\.command) == ["list", "query"] && log.allSatisfy { $0.kind == .read && $0.contacts.isEmpty })
    let indexes = try raw.rows("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'access_log'")
    #expect(indexes.contains([.text("access_log_by_client")]))
    try store.logAccess(client: "com.old", command: "add", count: 1, kind: .add, contacts: ["u"])
    #expect(try store.lastWrite(for: "com.old")?.contacts == ["u"])
    #expect(try store.integrityProblems().isEmpty)
  }
}
