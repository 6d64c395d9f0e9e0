import CardDAVCache
import ContactStore
import Foundation

/// The app's one seam to an account's offline copy (docs/CARDDAV.md, "In the app"): where the
/// copy is, the source that reads (and queues edits into) it, and when it was last synced.
///
/// The cache's own types (`AccountCache`, `CardDAVSource`) come with the sync; until they are
/// wired here, the copy is read as the vdir it is (one folder per address book, one `.vcf`
/// per card) and its last sync is the folder's modification time, which each sync changes.
struct AccountSources {
  /// The data directory (`DataDirectory.resolve`).
  let dataDirectory: URL

  /// `<data dir>/carddav/<account name>/`; a `/` in the name is spelled `%2F`.
  func folder(for account: CardDAVAccount) -> URL {
    let name = account.name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    return dataDirectory.appendingPathComponent("carddav").appendingPathComponent(
      name == "." || name == ".." ? "%2E" + name.dropFirst() : name)
  }

  /// Makes the account's folder (mode 0700) if it is not there yet.
  func prepare(_ account: CardDAVAccount) throws(CardDAVError) {
    do {
      try FileManager.default.createDirectory(
        at: folder(for: account), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .cache(
        account: account.name, reason: "cannot make \(folder(for: account).path): \(error.localizedDescription)")
    }
  }

  /// The account's contacts, from its copy. Nothing is opened here.
  func source(for account: CardDAVAccount) -> any ContactSource {
    try? prepare(account)
    return ContactSources.at(path: folder(for: account).path)
  }

  /// When the account's copy was last brought up to date; nil when it never was.
  func lastSynced(_ account: CardDAVAccount) -> Date? {
    let path = folder(for: account).path
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path), !entries.isEmpty,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    else { return nil }
    return attributes[.modificationDate] as? Date
  }
}
