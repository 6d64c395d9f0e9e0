public import Authorization
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
  }

  /// Everything the store holds and how it is set to fail.
  private struct State: Sendable {
    var entries: [String: Entry] = [:]
    var failsEverything: Bool
    var failsWrites: Bool
  }

  private let state: Mutex<State>
  private let clock: @Sendable () -> Date

  /// An empty store; `failing` makes every call throw, `failingWrites` makes writes throw.
  public init(failing: Bool = false, failingWrites: Bool = false, clock: @escaping @Sendable () -> Date = { Date() }) {
    state = Mutex(State(failsEverything: failing, failsWrites: failingWrites))
    self.clock = clock
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
    try access(writing: false) { $0[client].map { Self.record(client, $0) } }
  }

  /// Stores a decision and its shared identifiers at once.
  public func save(_ value: AuthValue, reason: AuthReason, for client: String, sharedIdentifiers: Set<String>)
    throws(ContactsError)
  {
    let now = Date(timeIntervalSince1970: clock().timeIntervalSince1970.rounded(.down))
    let shared = value == .limited ? sharedIdentifiers : []
    try access(writing: true) { $0[client] = Entry(value: value, reason: reason, lastModified: now, shared: shared) }
  }

  /// The identifiers shared under limited access; empty unless the decision is `.limited`.
  public func sharedIdentifiers(for client: String) throws(ContactsError) -> Set<String> {
    try access(writing: false) { entries in
      guard let entry = entries[client], entry.value == .limited else { return [] }
      return entry.shared
    }
  }

  /// Every stored decision, ordered by client.
  public func allRecords() throws(ContactsError) -> [PermissionRecord] {
    try access(writing: false) { entries in
      entries.sorted { $0.key < $1.key }.map { Self.record($0.key, $0.value) }
    }
  }

  /// Forgets `client`'s decision; returns whether it had one.
  public func reset(client: String) throws(ContactsError) -> Bool {
    try access(writing: true) { $0.removeValue(forKey: client) != nil }
  }

  /// Forgets every decision.
  public func resetAll() throws(ContactsError) {
    try access(writing: true) { $0.removeAll() }
  }

  private static func record(_ client: String, _ entry: Entry) -> PermissionRecord {
    PermissionRecord(
      client: client, value: entry.value, reason: entry.reason,
      lastModified: entry.lastModified, sharedCount: entry.shared.count
    )
  }

  private func access<T: Sendable>(writing: Bool, _ body: (inout [String: Entry]) -> T) throws(ContactsError) -> T {
    try state.withLock { (state) throws(ContactsError) -> T in
      guard !state.failsEverything, !(writing && state.failsWrites) else {
        throw ContactsError(
          .dataAccessError,
          message: "The in-memory permission store is set to fail (a test of failing closed)."
        )
      }
      return body(&state.entries)
    }
  }
}
