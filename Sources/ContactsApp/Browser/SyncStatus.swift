package import Foundation

/// What the browser's status line says about the CardDAV accounts' background sync: plain
/// data in `BrowserState`, drawn by `BrowserView`.
package enum SyncStatus: Equatable, Sendable {
  /// A sync is running: `syncing home: 420/1000` (no counts while they are not known).
  case syncing(account: String, done: Int, total: Int)
  /// The last sync ended well: `home synced 14:03`.
  case synced(account: String, at: Date)
  /// The server could not be reached: `offline, last synced 2026-12-01 14:03`.
  case offline(lastSynced: Date?)
  /// `--offline`: the cache only, on purpose.
  case cacheOnly(lastSynced: Date?)
  /// The sync failed; the words say why (`home: user name or password refused`).
  case failed(String)

  /// The status line's words.
  var text: String {
    switch self {
    case .syncing(let account, let done, let total):
      total > 0 ? "syncing \(account): \(done)/\(total)" : "syncing \(account)…"
    case .synced(let account, let date): "\(account) synced \(SyncText.time(date))"
    case .offline(let date): "offline, last synced " + (date.map(SyncText.timestamp) ?? "never")
    case .cacheOnly(let date): "offline (--offline), last synced " + (date.map(SyncText.timestamp) ?? "never")
    case .failed(let words): words
    }
  }
}

extension BrowserState {
  /// The background sync's news: its status, and a message to show (a conflict) if any.
  mutating func syncChanged(_ status: SyncStatus?, message: String? = nil) {
    sync = status
    if let message { show(message: message) }
  }
}
