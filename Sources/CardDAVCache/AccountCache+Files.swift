import ContactsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cache's files: card files written whole (`TemporaryFile`), folders synced,
/// listed and removed, and the trust check of what the cache opens.
extension AccountCache {
  /// Replaces `path` with `bytes` (0600) through a temporary file beside it
  /// (`TemporaryFile.replace`), `fsync`ed unless the caller syncs a batch itself
  /// (`synced: false`, then `syncFiles(_:)`). The caller syncs the folder.
  package func writeFile(_ bytes: [UInt8], to path: String, synced: Bool = true) throws(CardDAVError) {
    do {
      try TemporaryFile.replace(path, with: bytes, mode: 0o600, synced: synced)
    } catch {
      throw .cache(account: account, reason: "cannot \(error.action) \(error.path): \(error.reason)")
    }
  }

  /// `fsync`s each of `paths`, written by `writeFile(_:to:synced: false)` (`TemporaryFile.sync`).
  package func syncFiles(_ paths: [String]) throws(CardDAVError) {
    do {
      for path in paths { try TemporaryFile.sync(path) }
    } catch {
      throw .cache(account: account, reason: "cannot \(error.action) \(error.path): \(error.reason)")
    }
  }

  /// A file's bytes, or nil when it cannot be read.
  package func readFile(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
  }

  static func checkTrusted(_ path: String, kind: FileTrust.Kind, account: String) throws(CardDAVError) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (kind == .directory ? O_DIRECTORY : 0))
    guard descriptor >= 0 else {
      throw .cache(account: account, reason: "cannot open \(path): \(DescriptorWriter.message(errno))")
    }
    defer { close(descriptor) }
    if let problem = FileTrust.problem(descriptor: descriptor, kind: kind) {
      throw .cache(account: account, reason: "\(path) \(problem.summary)")
    }
  }

  /// Whether `path` is a directory (not following a link).
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The names in a folder (none when it cannot be read).
  static func list(_ path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  /// Removes a book's folder: its files, then the folder.
  static func removeFolder(_ path: String) {
    for name in list(path) { unlink(path + "/" + name) }
    rmdir(path)
  }

  /// `fsync`s a folder, so a rename or unlink in it is on disk.
  static func syncFolder(_ path: String) { TemporaryFile.syncFolder(path) }
}
