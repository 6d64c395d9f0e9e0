import CardDAVCache
import ContactsScreens
import Foundation
import TerminalUI

/// What a sync's outcome says to the user, on the command line and in the browser's status
/// line. Names from the configuration or a server go through `TerminalText.printable`.
enum SyncText {
  /// `home: 1000 cards, 3 added, 1 changed, 0 deleted, 2 sent; 1 skipped (w in the browser lists them)`.
  static func summary(_ report: SyncReport, account: String) -> String {
    var line =
      "\(shown(account)): \(report.cards) cards, \(report.added) added, \(report.changed) changed, "
      + "\(report.deleted) deleted, \(report.uploaded) sent"
    if !report.conflicts.isEmpty { line += "; \(report.conflicts.count) in conflict" }
    if !report.skipped.isEmpty { line += "; \(report.skipped.count) skipped (w in the browser lists them)" }
    return line
  }

  /// A conflict: which card, and where the local version was kept.
  static func conflict(_ conflict: SyncConflict, account: String) -> String {
    let change =
      conflict.keptAt.isEmpty
      ? "your delete was not sent, and the card is back"
      : "the server's version is kept, yours is in \(shown(conflict.keptAt))"
    return "account “\(shown(account))”: conflict: “\(shown(conflict.name))” was changed on the server since your last "
      + "sync; \(change)"
  }

  /// A failure naming the account; an unreachable server also says how old the copy is.
  static func failure(_ error: CardDAVError, lastSynced: Date?) -> String {
    let account = "account “\(shown(error.account))”"
    switch error {
    case .unauthorized(_, let status):
      return "\(account): the server refused the user name or password (HTTP \(status))."
    case .unreachable(_, let reason):
      return "\(account): offline (\(shown(reason))); \(copyState(lastSynced))"
    case .untrustedServer(_, let reason):
      return "\(account): no secure connection (\(shown(reason))); nothing was sent, the password neither; "
        + copyState(lastSynced)
    case .insecureURL(_, let url):
      return "\(account): \(shown(url)) is neither https:// nor http:// to a loopback address; nothing was sent"
    case .badResponse(_, let reason): return "\(account): the server's answer was not understood (\(shown(reason)))"
    case .conflict(_, let href):
      return "\(account): \(shown(href)) was changed on the server too; nothing was overwritten"
    case .noPassword(_, let reason): return "\(account): no password (\(shown(reason)))"
    case .cache(_, let reason): return "\(account): \(shown(reason))"
    }
  }

  /// What a failed sync left of the copy: its time, or that there is none yet.
  private static func copyState(_ lastSynced: Date?) -> String {
    lastSynced.map { "the cached copy from \(timestamp($0)) is unchanged" } ?? "there is no cached copy yet"
  }

  /// The short form for the status line.
  static func statusLine(_ error: CardDAVError, lastSynced: Date?) -> String {
    switch error {
    case .unreachable:
      return "offline, last synced " + (lastSynced.map(timestamp) ?? "never")
    case .unauthorized(let account, _): return "\(shown(account)): user name or password refused"
    case .noPassword(let account, _): return "\(shown(account)): no password, not synced"
    case .untrustedServer(let account, _): return "\(shown(account)): server not trusted (TLS), not synced"
    default: return "\(shown(error.account)): sync failed (\(failure(error, lastSynced: lastSynced)))"
    }
  }

  /// A phase in words.
  static func phase(_ phase: SyncProgress.Phase) -> String {
    switch phase {
    case .discovering: "finding the address books"
    case .listing: "listing the changes"
    case .downloading: "downloading"
    case .uploading: "sending changes"
    }
  }

  /// `2026-12-01 14:03`, in local time.
  static func timestamp(_ date: Date) -> String { SyncStatus.timestamp(date) }

  /// `14:03`, in local time.
  static func time(_ date: Date) -> String { SyncStatus.time(date) }

  private static func shown(_ text: String) -> String { TerminalText.printable(text, keepingNewlines: false) }
}
