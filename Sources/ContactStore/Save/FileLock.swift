import ContactModel
import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock`, held while a save reads, checks and renames, so two processes never
/// interleave their writes. Released when the value goes (and by the kernel when the process
/// dies, so a killed save never leaves a stale lock).
///
/// A vdir is locked on the folder itself (`flock` on a descriptor of the directory): nothing is
/// written into the user's folder, where other vdir tools would see a lock file. A single file is
/// locked through `.NAME.lock` beside it, a file that is never replaced (the card file is, by
/// every save's rename, so its own inode cannot carry the lock).
final class FileLock: Sendable {
  /// The locked path: the vdir folder, or the lock file beside a single file.
  let path: String
  private let descriptor: Int32

  /// The lock file of a single file source: `.NAME.lock` next to it, hidden so no reader takes
  /// it for cards.
  static func path(forFile path: String) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    let (folder, name) = FilePaths.split(trimmed)
    return folder + "/." + name + ".lock"
  }

  /// Locks the folder `folder` itself, waiting for another holder; creates nothing.
  init(folder: String) throws(ContactsError) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileWriteError.failure("lock", folder, errno) }
    try Self.lock(descriptor, folder)
    self.path = folder
    self.descriptor = descriptor
  }

  /// Opens (creating it when needed) and locks the lock file `path`, waiting for another holder.
  init(path: String) throws(ContactsError) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw FileWriteError.failure("lock", path, errno) }
    try Self.lock(descriptor, path)
    self.path = path
    self.descriptor = descriptor
  }

  /// Takes the exclusive lock on `descriptor` (closed when it cannot be taken).
  private static func lock(_ descriptor: Int32, _ path: String) throws(ContactsError) {
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let code = errno
      close(descriptor)
      throw FileWriteError.failure("lock", path, code)
    }
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
