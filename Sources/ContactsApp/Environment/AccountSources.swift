import CardDAVCache
import ContactStore
import Foundation

/// The app's one seam to an account's offline copy (docs/CARDDAV.md, "In the app"): where the
/// copy is, the source that reads (and queues edits into) it, and when it was last synced.
struct AccountSources {
  /// The data directory (`DataDirectory.resolve`).
  let dataDirectory: URL

  /// `<data dir>/carddav/<account folder>/` (`AccountCache.folder(for:in:)`).
  func folder(for account: CardDAVAccount) -> URL {
    URL(fileURLWithPath: AccountCache.folder(for: account.name, in: dataDirectory))
  }

  /// The folder an earlier version kept the account's copy in, when it is there: it is never
  /// read (two accounts could share it), only named, so the user can take back what it holds.
  func legacyFolder(for account: CardDAVAccount) -> URL? {
    let legacy = dataDirectory.appendingPathComponent("carddav")
      .appendingPathComponent(CacheNames.legacyAccountFolder(account.name))
    guard legacy.path != folder(for: account).path, FileManager.default.fileExists(atPath: legacy.path) else {
      return nil
    }
    return legacy
  }

  /// Opens the account's cache, making it (mode 0700) if it is not there yet.
  func cache(for account: CardDAVAccount) throws(CardDAVError) -> AccountCache {
    try AccountCache(account: account.name, dataDirectory: dataDirectory)
  }

  /// Makes the account's cache if it is not there yet; returns when it was last synced (nil:
  /// never), read from the index this opened, as `lastSynced` would.
  func prepare(_ account: CardDAVAccount) throws(CardDAVError) -> Date? {
    try cache(for: account).lastSynced
  }

  /// The account's contacts, from its copy; edits are queued for the next sync. Nothing is
  /// opened here.
  func source(for account: CardDAVAccount) -> any ContactSource {
    CardDAVSource(account: account.name, dataDirectory: dataDirectory)
  }

  /// When the account's copy was last brought up to date; nil when it never was (or there is
  /// no copy yet: nothing is created to answer).
  func lastSynced(_ account: CardDAVAccount) -> Date? {
    guard FileManager.default.fileExists(atPath: folder(for: account).path) else { return nil }
    return (try? cache(for: account))?.lastSynced
  }

  /// Whether the account has a copy to read: an address book's folder in its cache, which the
  /// first sync makes. Nothing is created to answer.
  func hasCopy(_ account: CardDAVAccount) -> Bool {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder(for: account).path)) ?? []
    return entries.contains { !$0.hasPrefix(".") }
  }
}
