/// Where decisions live: the SQLite database, or its in-memory twin for tests.
///
/// Every method fails with `.dataAccessError` when the store cannot be read or written, so a caller
/// can fail closed. Stores are thread-safe.
public protocol PermissionStore: Sendable {
  /// The stored decision for an app, or nil when it has none.
  func record(for client: String) throws(ContactsError) -> PermissionRecord?
  /// Stores a decision in one transaction, replacing the app's shared identifiers with `sharedIdentifiers`
  /// (kept only for `.limited`).
  func save(_ value: AuthValue, reason: AuthReason, for client: String, sharedIdentifiers: Set<String>)
    throws(ContactsError)
  /// The contacts an app may see under limited access (empty unless its decision is `.limited`).
  func sharedIdentifiers(for client: String) throws(ContactsError) -> Set<String>
  /// Every stored decision, ordered by client.
  func allRecords() throws(ContactsError) -> [PermissionRecord]
  /// Forgets an app's decision; returns whether there was one.
  func reset(client: String) throws(ContactsError) -> Bool
  /// Forgets every decision.
  func resetAll() throws(ContactsError)
}
