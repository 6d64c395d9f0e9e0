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
  /// Two accounts or more, each with its own status, told in one line: problems first, then the
  /// sync under way, then the synced ones (`work offline · home synced 14:03`), so a failure is
  /// never hidden behind another account's success. Each is told short, to fit the line.
  case accounts([AccountSyncStatus])

  /// The status line's words.
  var text: String {
    switch self {
    case .syncing(let account, let done, let total):
      total > 0 ? "syncing \(account): \(done)/\(total)" : "syncing \(account)…"
    case .synced(let account, let date): "\(account) synced \(Self.time(date))"
    case .offline(let date): "offline, last synced " + (date.map(Self.timestamp) ?? "never")
    case .cacheOnly(let date): "offline (--offline), last synced " + (date.map(Self.timestamp) ?? "never")
    case .failed(let words): words
    case .accounts(let parts):
      parts.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
        .map(\.element.text).joined(separator: " · ")
    }
  }
}

/// One account's part of the status line when there are several.
package struct AccountSyncStatus: Equatable, Sendable {
  package var account: String
  package var status: SyncStatus

  package init(account: String, status: SyncStatus) {
    self.account = account
    self.status = status
  }

  /// Where it goes in the line: problems, then a sync under way, then the rest.
  var rank: Int {
    switch status {
    case .offline, .failed: 0
    case .syncing: 1
    case .synced, .cacheOnly, .accounts: 2
    }
  }

  /// Its words, short, naming the account where the status alone does not.
  var text: String {
    switch status {
    case .offline: "\(account) offline"
    case .cacheOnly: "\(account) offline (--offline)"
    case .syncing(_, let done, let total): total > 0 ? "syncing \(account) \(done)/\(total)" : "syncing \(account)…"
    default: status.text
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

extension SyncStatus {
  /// `2026-12-01 14:03`, in local time.
  package static func timestamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }

  /// `14:03`, in local time.
  package static func time(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "HH:mm"
    return formatter.string(from: date)
  }
}
