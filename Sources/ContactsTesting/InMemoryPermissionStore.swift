public import Authorization
public import ContactModel
public import Foundation
import Synchronization

/// The permission store's in-memory twin, for tests and the bench.
///
/// Set `failing` to make every call throw `.dataAccessError`, or `failingWrites` to fail only
/// writes, to check that callers fail closed.
public final class InMemoryPermissionStore: PermissionStore, Sendable {
  private struct Entry: Sendable {
    var value: AuthValue
    var reason: AuthReason
    var lastModified: Date
    var shared: Set<String>
    var app: AppIdentity?
  }

  /// Everything the store holds and how it is set to fail.
  private struct State: Sendable {
    var entries: [String: Entry] = [:]
    var log: [AccessLogEntry] = []
    var failsEverything: Bool
    var failsWrites: Bool
  }

  private let state: Mutex<State>
  private let clock: @Sendable () -> Date
  /// How many access-log entries are kept per app.
  public let accessLogLimit: Int
  /// How many apps' logs are kept.
  public let accessLogAppLimit: Int

  /// An empty store; `failing` makes every call throw, `failingWrites` makes writes throw.
  public init(
    failing: Bool = false, failingWrites: Bool = false, accessLogLimit: Int = 5_000, accessLogAppLimit: Int = 16,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    state = Mutex(State(failsEverything: failing, failsWrites: failingWrites))
    self.clock = clock
    self.accessLogLimit = max(1, accessLogLimit)
    self.accessLogAppLimit = max(1, accessLogAppLimit)
  }

  /// Whether every call throws `.dataAccessError`.
  public var failing: Bool {
    get { state.withLock { $0.failsEverything } }
    set { state.withLock { $0.failsEverything = newValue } }
  }

  /// Whether writes (save, reset) throw `.dataAccessError`.
  public var failingWrites: Bool {
    get { state.withLock { $0.failsWrites } }
    set { state.withLock { $0.failsWrites = newValue } }
  }

  /// The stored decision for `client`, or nil.
  public func record(for client: String) throws(ContactsError) -> PermissionRecord? {
    try access(writing: false) { $0.entries[client].map { Self.record(client, $0) } }
  }

  /// Stores a decision, its shared identifiers and the app's identity at once.
  public func save(
    _ value: AuthValue, reason: AuthReason, for client: String, sharedIdentifiers: Set<String>, app: AppIdentity?
  ) throws(ContactsError) {
    let now = Date(timeIntervalSince1970: clock().timeIntervalSince1970.rounded(.down))
    let shared = value == .limited ? sharedIdentifiers : []
    try access(writing: true) {
      $0.entries[client] = Entry(value: value, reason: reason, lastModified: now, shared: shared, app: app)
    }
  }

  /// Appends a read or a write to the access log, dropping the app's oldest entries beyond
  /// `accessLogLimit` and the logs of the apps that logged least recently beyond
  /// `accessLogAppLimit`, as the SQLite store does.
  public func logAccess(
    client: String, command: String, count: Int, kind: AccessKind, contacts: [String]
  ) throws(ContactsError) {
    let now = Date(timeIntervalSince1970: clock().timeIntervalSince1970.rounded(.down))
    let (limit, apps) = (accessLogLimit, accessLogAppLimit)
    try access(writing: true) { state in
      let id = (state.log.last?.id ?? 0) + 1
      state.log.append(
        AccessLogEntry(
          id: id, time: now, client: client, command: command, count: count, kind: kind,
          contacts: Array(contacts.prefix(AccessLogEntry.contactsLimit))))
      let own = state.log.indices.filter { state.log[$0].client == client }
      if own.count > limit {
        let dropped = Set(own.prefix(own.count - limit).map { state.log[$0].id })
        state.log.removeAll { dropped.contains($0.id) }
      }
      var newest: [String: Int64] = [:]
      for entry in state.log { newest[entry.client] = entry.id }
      let kept = Set(newest.sorted { $0.value > $1.value }.prefix(apps).map(\.key))
      state.log.removeAll { !kept.contains($0.client) }
    }
  }

  /// The newest `limit` entries (all when nil), of `client` only when given, of `kinds` only
  /// when given, oldest first.
  public func accessLog(
    client: String?, kinds: Set<AccessKind>?, limit: Int?
  ) throws(ContactsError) -> [AccessLogEntry] {
    try access(writing: false) { state in
      let entries = state.log.filter { (client == nil || $0.client == client) && (kinds?.contains($0.kind) ?? true) }
      return Array(entries.suffix(max(0, limit ?? entries.count)))
    }
  }

  /// The identifiers shared under limited access; empty unless the decision is `.limited`.
  public func sharedIdentifiers(for client: String) throws(ContactsError) -> Set<String> {
    try access(writing: false) { state in
      guard let entry = state.entries[client], entry.value == .limited else { return [] }
      return entry.shared
    }
  }

  /// Every stored decision, ordered by client.
  public func allRecords() throws(ContactsError) -> [PermissionRecord] {
    try access(writing: false) { state in
      state.entries.sorted { $0.key < $1.key }.map { Self.record($0.key, $0.value) }
    }
  }

  /// Forgets `client`'s decision; returns whether it had one.
  public func reset(client: String) throws(ContactsError) -> Bool {
    try access(writing: true) { $0.entries.removeValue(forKey: client) != nil }
  }

  /// Forgets every decision.
  public func resetAll() throws(ContactsError) {
    try access(writing: true) { $0.entries.removeAll() }
  }

  private static func record(_ client: String, _ entry: Entry) -> PermissionRecord {
    PermissionRecord(
      client: client, value: entry.value, reason: entry.reason,
      lastModified: entry.lastModified, sharedCount: entry.shared.count, app: entry.app
    )
  }

  private func access<T: Sendable>(writing: Bool, _ body: (inout State) -> T) throws(ContactsError) -> T {
    try state.withLock { (state) throws(ContactsError) -> T in
      guard !state.failsEverything, !(writing && state.failsWrites) else {
        throw ContactsError(
          .dataAccessError,
          message: "The in-memory permission store is set to fail (a test of failing closed)."
        )
      }
      return body(&state)
    }
  }
}
