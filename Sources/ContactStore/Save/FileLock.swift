import Authorization
import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a lock file next to a source, held while a save reads, checks and
/// renames, so two processes never interleave their writes. Released when the value goes (and by
/// the kernel when the process dies, so a killed save never leaves a stale lock).
final class FileLock: Sendable {
  /// The lock file.
  let path: String
  private let descriptor: Int32

  /// The lock file of a source: `.contacts-tui.lock` inside a vdir folder, `.NAME.lock` next to a
  /// single file. Both are hidden, so no reader takes them for cards.
  static func path(forSource path: String, isFolder: Bool) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    if isFolder { return trimmed + "/.contacts-tui.lock" }
    let (folder, name) = FilePaths.split(trimmed)
    return folder + "/." + name + ".lock"
  }

  /// Opens (creating it when needed) and locks `path`, waiting for another holder.
  init(path: String) throws(ContactsError) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw FileWriteError.failure("lock", path, errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let code = errno
      close(descriptor)
      throw FileWriteError.failure("lock", path, code)
    }
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }
}

/// The errors of the write path, each naming what could not be written and why.
enum FileWriteError {
  /// A system call failed: `action` (write, rename, lock, …) on `path`, with the system's reason.
  static func failure(_ action: String, _ path: String, _ code: Int32) -> ContactsError {
    ContactsError(
      .dataAccessError,
      message: "Cannot \(action) \(path): \(String(cString: strerror(code))); nothing was saved.")
  }

  /// A temporary file's write, sync or rename that failed.
  static func failure(_ failure: TemporaryFile.Failure) -> ContactsError {
    Self.failure(failure.action, failure.path, failure.code)
  }

  /// The card of `contact` (or the file) changed on disk since it was read.
  static func conflict(_ who: String, _ path: String) -> ContactsError {
    ContactsError(
      .saveConflict,
      message:
        "Cannot save \(who): \(path) changed on disk since it was read; nothing was saved. Read the contacts again and retry."
    )
  }
}
