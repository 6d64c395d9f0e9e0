public import ContactModel
/// Where decisions and the access log live: the SQLite database, or its in-memory twin for tests.
///
/// Every method fails with `.dataAccessError` when the store cannot be read or written, so a caller
/// can fail closed. Stores are thread-safe.
public protocol PermissionStore: Sendable {
  /// The stored decision for an app, or nil when it has none.
  func record(for client: String) throws(ContactsError) -> PermissionRecord?
  /// Stores a decision in one transaction, replacing the app's shared identifiers with `sharedIdentifiers`
  /// (kept only for `.limited`) and its identity with `app` (nil: tied to the bundle id alone).
  func save(
    _ value: AuthValue, reason: AuthReason, for client: String, sharedIdentifiers: Set<String>, app: AppIdentity?
  ) throws(ContactsError)
  /// The contacts an app may see under limited access (empty unless its decision is `.limited`).
  func sharedIdentifiers(for client: String) throws(ContactsError) -> Set<String>
  /// Every stored decision, ordered by client.
  func allRecords() throws(ContactsError) -> [PermissionRecord]
  /// Forgets an app's decision; returns whether there was one. Its access log is kept.
  func reset(client: String) throws(ContactsError) -> Bool
  /// Forgets every decision.
  func resetAll() throws(ContactsError)
  /// Appends a read or a write to the access log (now, `client`, `command`, `count` contacts,
  /// `kind`, and for a write the identifiers of the contacts written), in one transaction that
  /// also rolls off the app's oldest entries beyond the store's bound per app, and the logs of
  /// the apps that logged least recently beyond its bound on apps: one app's entries never push
  /// out another's.
  func logAccess(
    client: String, command: String, count: Int, kind: AccessKind, contacts: [String]
  ) throws(ContactsError)
  /// The newest `limit` entries of the access log (all when nil), of `client` only when given,
  /// of the `kinds` only when given, oldest first.
  func accessLog(client: String?, kinds: Set<AccessKind>?, limit: Int?) throws(ContactsError) -> [AccessLogEntry]
}

extension PermissionStore {
  /// Stores a decision tied to the bundle id alone (no plist at hand, as `permissions set`).
  public func save(_ value: AuthValue, reason: AuthReason, for client: String, sharedIdentifiers: Set<String>)
    throws(ContactsError)
  {
    try save(value, reason: reason, for: client, sharedIdentifiers: sharedIdentifiers, app: nil)
  }

  /// Appends a read to the access log.
  public func logAccess(client: String, command: String, count: Int) throws(ContactsError) {
    try logAccess(client: client, command: command, count: count, kind: .read, contacts: [])
  }

  /// The newest `limit` entries of the access log (all when nil), reads and writes.
  public func accessLog(client: String?, limit: Int?) throws(ContactsError) -> [AccessLogEntry] {
    try accessLog(client: client, kinds: nil, limit: limit)
  }

  /// The newest read in `client`'s access log: when it last read, and with which command.
  public func lastRead(for client: String) throws(ContactsError) -> AccessLogEntry? {
    try accessLog(client: client, kinds: [.read], limit: 1).last
  }

  /// The newest write in `client`'s access log.
  public func lastWrite(for client: String) throws(ContactsError) -> AccessLogEntry? {
    try accessLog(client: client, kinds: AccessKind.writes, limit: 1).last
  }
}
