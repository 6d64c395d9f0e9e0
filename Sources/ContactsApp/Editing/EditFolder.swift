import ContactsPrompt
import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The private folders `ExternalEditor` puts a card's copy in: `contacts-tui-edit.PID.XXXXXX` in
/// the temporary directory, made by `mkdtemp` (0700), so a copy a crash leaves (and an editor's
/// swap or backup file beside it) is only its owner's. The next edit removes every such folder of
/// this user's whose process has ended.
enum EditFolder {
  /// The name's start, before the process id.
  static let prefix = "contacts-tui-edit."

  /// A new private folder in `parent`.
  static func make(in parent: String) throws(ContactsAppError) -> String {
    var template = Array(FilePaths.join(parent, "\(prefix)\(getpid()).XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw ContactsAppError(
        .dataError, "cannot make a private folder in \(parent): \(String(cString: strerror(errno)))")
    }
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// Removes `folder` and the regular files in it (the card's copy, an editor's leftovers); a
  /// link or a folder inside is left, so nothing outside is ever removed.
  static func remove(_ folder: String) {
    guard let names = try? DirectoryEntry.names(atPath: folder) else { return }
    for name in names {
      let path = FilePaths.join(folder, name)
      var info = stat()
      if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG { unlink(path) }
    }
    rmdir(folder)
  }

  /// Removes the folders in `parent` that an edit killed before it could clean up left: this
  /// user's own, not links, named by a process that no longer exists.
  static func removeStale(in parent: String) {
    guard let names = try? DirectoryEntry.names(atPath: parent) else { return }
    var stale: [String] = []
    for name in names {
      guard name.hasPrefix(prefix) else { continue }
      let parts = name.dropFirst(prefix.count).split(separator: ".")
      guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, pid != getpid(),
        kill(pid, 0) != 0 && errno == ESRCH
      else { continue }
      let path = FilePaths.join(parent, name)
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { continue }
      stale.append(path)
    }
    for path in stale { remove(path) }
  }
}
