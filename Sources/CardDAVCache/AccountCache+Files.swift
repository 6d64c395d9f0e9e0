import Authorization
import ContactsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cache's files: card files written whole (temporary, `fsync`, rename), folders synced,
/// listed and removed, and the trust check of what the cache opens.
extension AccountCache {
  /// Writes `bytes` to a hidden temporary file beside `path` (0600), `fsync`s it unless the
  /// caller syncs a batch itself (`synced: false`, then `syncFiles(_:)`), and renames
  /// it over `path`. The caller syncs the folder.
  package func writeFile(_ bytes: [UInt8], to path: String, synced: Bool = true) throws(CardDAVError) {
    let (folderPath, name) = ((path as NSString).deletingLastPathComponent, (path as NSString).lastPathComponent)
    let temporary = folderPath + "/." + name + ".\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .cache(account: account, reason: "cannot write \(temporary): \(DescriptorWriter.message(errno))")
    }
    let failure = DescriptorWriter.writeAll(bytes, to: descriptor) ?? (!synced || fsync(descriptor) == 0 ? nil : errno)
    close(descriptor)
    if let failure {
      unlink(temporary)
      throw .cache(account: account, reason: "cannot write \(path): \(DescriptorWriter.message(failure))")
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw .cache(account: account, reason: "cannot rename \(temporary): \(DescriptorWriter.message(code))")
    }
  }

  /// `fsync`s each of `paths`, written by `writeFile(_:to:synced: false)`: after a batch of
  /// writes the first `fsync` commits the file system's journal with every file's data, so the
  /// others find little left to do, where syncing each file as it is written commits once per file.
  package func syncFiles(_ paths: [String]) throws(CardDAVError) {
    for path in paths {
      let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw .cache(account: account, reason: "cannot open \(path): \(DescriptorWriter.message(errno))")
      }
      let synced = fsync(descriptor) == 0
      let code = errno
      close(descriptor)
      guard synced else {
        throw .cache(account: account, reason: "cannot sync \(path): \(DescriptorWriter.message(code))")
      }
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
  static func syncFolder(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
