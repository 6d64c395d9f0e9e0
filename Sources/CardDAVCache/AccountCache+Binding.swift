package import Foundation
import SQLite

/// What a cache belongs to: the exact account name, written into the index when it is made,
/// and the server URL, written by the first sync. A cache is only ever opened by its own
/// account and only ever synced with its own server (docs/CARDDAV.md, "Where the copy is").
extension AccountCache {
  /// The `state` keys of the binding.
  static let accountKey = "account"
  static let serverKey = "server_url"

  /// Refuses an index bound to another account, or bound to none (made by a version whose
  /// folder names two accounts could share: whose cards it holds cannot be told).
  static func checkBinding(_ connection: SQLiteConnection, account: String, index: String) throws(CardDAVError) {
    let bound: String?
    do {
      bound = try connection.rows("SELECT value FROM state WHERE key = ?", [.text(accountKey)]).first?.first?.text
    } catch {
      throw .cache(account: account, reason: "\(index): \(error.message)")
    }
    guard let bound else {
      throw .cache(
        account: account,
        reason:
          "\(index) belongs to no account (an earlier version's cache, which another account may share); "
          + "it is not used: move its folder away and sync again")
    }
    guard bound == account else {
      throw .cache(
        account: account,
        reason:
          "\(index) belongs to account “\(bound)”, not this one; it is not used: move its folder away and sync again")
    }
  }

  /// The server URL the cache was synced with, or nil before the first sync.
  package var boundServer: String? {
    try? query("SELECT value FROM state WHERE key = ?", [.text(Self.serverKey)]).first?.first?.text
  }

  /// Binds the cache to `url` before a sync touches the server. A cache synced with another
  /// URL is emptied first when it has nothing unsent (the account moved: its cards come again
  /// from the new server); with changes still queued it is refused, so a change made for one
  /// server never goes to another. Call it under the write lock.
  package func bind(server url: URL) throws(CardDAVError) {
    let text = url.absoluteString
    if let bound = boundServer, bound != text {
      guard pendingChanges == 0 else {
        throw .cache(
          account: account,
          reason:
            "the cache at \(folder) was synced with \(bound), not \(text), and holds \(pendingChanges) unsent change(s); "
            + "nothing was sent. Put the old URL back to send them, or move the folder away to start afresh")
      }
      for book in try books() { try removeBook(book) }
      try write { () throws(SQLiteConnection.Failure) in
        try connection.run("DELETE FROM skipped")
        try connection.run("DELETE FROM state WHERE key = 'last_synced'")
      }
    }
    try write { () throws(SQLiteConnection.Failure) in
      try connection.run(
        "INSERT INTO state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [.text(Self.serverKey), .text(text)])
    }
  }
}
