import ContactsTesting
import Foundation
import Testing

@testable import Authorization

/// Both stores, so every behaviour of the protocol is checked on the real one and its twin.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
  case sqlite, memory

  var testDescription: String { rawValue }

  /// A fresh, empty store with a fixed clock; the directory keeps the SQLite file alive.
  func make() throws -> (store: any PermissionStore, directory: TemporaryDirectory) {
    let directory = TemporaryDirectory()
    switch self {
    case .sqlite: return (try SQLitePermissionStore(directory: directory.url, clock: { fixedDate }), directory)
    case .memory: return (InMemoryPermissionStore(clock: { fixedDate }), directory)
    }
  }
}

@Suite("PermissionStore (both implementations)")
struct PermissionStoreTests {
  @Test("a saved decision reads back with its reason, time and service", arguments: StoreKind.allCases)
  func roundTrip(kind: StoreKind) throws {
    let (store, directory) = try kind.make()
    defer { withExtendedLifetime(directory) {} }
    #expect(try store.record(for: "com.example.A") == nil)
    try store.save(.allowed, reason: .userConsent, for: "com.example.A", sharedIdentifiers: [])
    let record = try #require(try store.record(for: "com.example.A"))
    #expect(
      record
        == PermissionRecord(
          service: "kTCCServiceAddressBook", client: "com.example.A", value: .allowed, reason: .userConsent,
          lastModified: fixedDate, sharedCount: 0
        )
    )
  }

  @Test("saving again replaces the decision", arguments: StoreKind.allCases)
  func replace(kind: StoreKind) throws {
    let (store, directory) = try kind.make()
    defer { withExtendedLifetime(directory) {} }
    try store.save(.allowed, reason: .userConsent, for: "com.example.A", sharedIdentifiers: [])
    try store.save(.denied, reason: .userSet, for: "com.example.A", sharedIdentifiers: [])
    #expect(try store.record(for: "com.example.A")?.value == .denied)
    #expect(try store.record(for: "com.example.A")?.reason == .userSet)
    #expect(try store.allRecords().count == 1)
  }

  @Test("a limited selection is replaced, not merged, and cleared by a full decision", arguments: StoreKind.allCases)
  func limitedSelection(kind: StoreKind) throws {
    let (store, directory) = try kind.make()
    defer { withExtendedLifetime(directory) {} }
    try store.save(.limited, reason: .userConsent, for: "com.example.A", sharedIdentifiers: ["1", "2", "3"])
    #expect(try store.sharedIdentifiers(for: "com.example.A") == ["1", "2", "3"])
    #expect(try store.record(for: "com.example.A")?.sharedCount == 3)
    try store.save(.limited, reason: .userConsent, for: "com.example.A", sharedIdentifiers: ["3", "4"])
    #expect(try store.sharedIdentifiers(for: "com.example.A") == ["3", "4"])
    try store.save(.allowed, reason: .userSet, for: "com.example.A", sharedIdentifiers: ["5"])
    #expect(try store.sharedIdentifiers(for: "com.example.A").isEmpty)
    #expect(try store.record(for: "com.example.A")?.sharedCount == 0)
  }

  @Test("decisions are kept per client and listed in client order", arguments: StoreKind.allCases)
  func perClient(kind: StoreKind) throws {
    let (store, directory) = try kind.make()
    defer { withExtendedLifetime(directory) {} }
    try store.save(.denied, reason: .userConsent, for: "org.b", sharedIdentifiers: [])
    try store.save(.limited, reason: .userConsent, for: "com.a", sharedIdentifiers: ["x"])
    try store.save(.allowed, reason: .userSet, for: "net.c", sharedIdentifiers: [])
    let records = try store.allRecords()
    #expect(records.map(\.client) == ["com.a", "net.c", "org.b"])
    #expect(records.map(\.value) == [.limited, .allowed, .denied])
    #expect(try store.sharedIdentifiers(for: "org.b").isEmpty)
  }

  @Test("reset forgets one client and says whether it had a decision", arguments: StoreKind.allCases)
  func resetOne(kind: StoreKind) throws {
    let (store, directory) = try kind.make()
    defer { withExtendedLifetime(directory) {} }
    try store.save(.limited, reason: .userConsent, for: "com.a", sharedIdentifiers: ["x"])
    try store.save(.allowed, reason: .userConsent, for: "com.b", sharedIdentifiers: [])
    #expect(try store.reset(client: "com.a") == true)
    #expect(try store.reset(client: "com.a") == false)
    #expect(try store.record(for: "com.a") == nil)
    #expect(try store.sharedIdentifiers(for: "com.a").isEmpty)
    #expect(try store.record(for: "com.b")?.value == .allowed)
  }

  @Test("reset all forgets every client", arguments: StoreKind.allCases)
  func resetAll(kind: StoreKind) throws {
    let (store, directory) = try kind.make()
    defer { withExtendedLifetime(directory) {} }
    try store.save(.limited, reason: .userConsent, for: "com.a", sharedIdentifiers: ["x"])
    try store.save(.denied, reason: .userConsent, for: "com.b", sharedIdentifiers: [])
    try store.resetAll()
    #expect(try store.allRecords().isEmpty)
    #expect(try store.sharedIdentifiers(for: "com.a").isEmpty)
  }

  @Test("last_modified is the save time, to the second", arguments: StoreKind.allCases)
  func lastModified(kind: StoreKind) throws {
    let (store, directory) = try kind.make()
    defer { withExtendedLifetime(directory) {} }
    try store.save(.allowed, reason: .userConsent, for: "com.a", sharedIdentifiers: [])
    #expect(try store.record(for: "com.a")?.lastModified == fixedDate)
  }

  @Test("bundle ids with quotes and Unicode are stored verbatim", arguments: StoreKind.allCases)
  func oddClients(kind: StoreKind) throws {
    let (store, directory) = try kind.make()
    defer { withExtendedLifetime(directory) {} }
    let client = "com.example.'; DROP TABLE access; --ü"
    try store.save(.denied, reason: .userConsent, for: client, sharedIdentifiers: [])
    #expect(try store.record(for: client)?.value == .denied)
    #expect(try store.allRecords().map(\.client) == [client])
  }
}
