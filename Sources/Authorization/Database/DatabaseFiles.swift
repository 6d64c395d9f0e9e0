import ContactModel
import ContactsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The data directory, held open, and the database files in it, each checked before SQLite sees it.
///
/// The directory is opened without following a final symbolic link and checked on its descriptor;
/// every file inside is then checked through that descriptor (`fstatat`, `openat` with
/// `O_NOFOLLOW`), so a name swapped after the check is not followed. Because the directory must
/// belong to the effective user and not be writable by anyone else, no other user can swap a name
/// inside it afterwards. Symbolic links above the data directory (a symlinked home) are allowed.
final class DatabaseFiles {
  /// The suffixes SQLite gives the files beside the database whose contents it may read.
  static let sideSuffixes = ["-journal", "-wal", "-shm"]

  /// The database file, as the user named it (for messages).
  let fileURL: URL
  /// The data directory as the user named it (for messages).
  let directoryURL: URL
  /// The data directory with every symbolic link above it resolved, for SQLite's no-follow open.
  let resolvedDirectory: String
  private let descriptor: Int32
  private let identity: FileIdentity

  /// Opens `directory` (creating it 0700 when `create`), and checks it.
  init(directory: URL, fileName: String, create: Bool) throws(ContactsError) {
    let directoryURL = directory
    self.directoryURL = directoryURL
    fileURL = directoryURL.appendingPathComponent(fileName)
    if create { try Self.makeDirectories(directoryURL.path, for: fileURL) }
    let path = directoryURL.path
    let opened = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard opened >= 0 else {
      let code = errno
      var info = stat()
      if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
        throw SQLitePermissionStore.untrusted(.directory(path), .symbolicLink(target: target))
      }
      if lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR {
        let found = FileTrust.kindName(info.st_mode)
        throw SQLitePermissionStore.untrusted(.directory(path), .wrongKind(expected: "a directory", found: found))
      }
      throw SQLitePermissionStore.posixFailure(fileURL, code, action: "open the data directory \(path) for")
    }
    var info = stat()
    guard fstat(opened, &info) == 0 else {
      let code = errno
      close(opened)
      throw SQLitePermissionStore.posixFailure(fileURL, code, action: "check the data directory \(path) for")
    }
    if let problem = FileTrust.problem(with: info, kind: .directory) {
      close(opened)
      throw SQLitePermissionStore.untrusted(.directory(path), problem)
    }
    descriptor = opened
    identity = FileIdentity(info)
    guard let real = realpath(path, nil) else {
      let code = errno
      close(opened)
      throw SQLitePermissionStore.posixFailure(fileURL, code, action: "resolve the data directory \(path) for")
    }
    resolvedDirectory = String(cString: real)
    free(real)
  }

  deinit { close(descriptor) }

  /// The database's name inside the directory.
  var fileName: String { fileURL.lastPathComponent }

  /// The symlink-free path of `name` in the directory, for SQLite.
  func resolvedPath(_ name: String) -> String { resolvedDirectory + "/" + name }

  /// Runs `body` holding an exclusive lock on the directory, so that no other contacts-tui process
  /// creates, checks or migrates the database meanwhile. Released on close, and by the kernel if killed.
  func locked<T>(_ body: () throws(ContactsError) -> T) throws(ContactsError) -> T {
    while flock(descriptor, LOCK_EX) != 0 {
      let code = errno
      guard code == EINTR else {
        throw SQLitePermissionStore.posixFailure(fileURL, code, action: "lock the data directory for")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// Checks the database file and returns its identity, or nil when there is none yet.
  ///
  /// Opened with `O_NOFOLLOW | O_NONBLOCK` (a FIFO cannot hang us) and checked with `fstat` on that
  /// descriptor; nothing is read from it. A looser but safe mode (0644) is tightened to 0600 through
  /// the same descriptor, which has one link, so no other file's mode can change.
  func checkDatabase() throws(ContactsError) -> FileIdentity? {
    var opened = openat(descriptor, fileName, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    var writable = true
    if opened < 0 && [EROFS, EACCES, EPERM].contains(errno) {
      // A read-only disk or file can still be read; writes then fail with an honest message.
      opened = openat(descriptor, fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
      writable = false
    }
    guard opened >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      if code == ELOOP {
        throw SQLitePermissionStore.untrusted(
          .database(fileURL.path), .symbolicLink(target: FileTrust.linkTarget(fileName, in: descriptor)))
      }
      if code == EISDIR { throw SQLitePermissionStore.corrupt(fileURL, "is a directory, not a database") }
      // A file we may not open is often one that is not ours: say that rather than "permission denied".
      if case .found(let info) = FileTrust.lookUp(fileName, in: descriptor),
        let problem = FileTrust.problem(with: info, kind: .regularFile)
      {
        throw SQLitePermissionStore.untrusted(.database(fileURL.path), problem)
      }
      throw SQLitePermissionStore.posixFailure(fileURL, code, action: "open")
    }
    defer { close(opened) }
    var info = stat()
    guard fstat(opened, &info) == 0 else {
      throw SQLitePermissionStore.posixFailure(fileURL, errno, action: "check")
    }
    if let problem = FileTrust.problem(with: info, kind: .regularFile) {
      throw SQLitePermissionStore.untrusted(.database(fileURL.path), problem)
    }
    if info.st_size == 0 {
      // A database is created under another name and renamed in whole, so an empty file is damage.
      throw SQLitePermissionStore.corrupt(fileURL, "is empty (zero bytes)")
    }
    if writable && info.st_mode & 0o077 != 0 {
      _ = fchmod(opened, 0o600)
    }
    return FileIdentity(info)
  }

  /// Checks SQLite's journal files beside the database, when they exist: a hot journal's contents
  /// are copied into the database on the next open, so they decide as much as the database does.
  func checkSideFiles() throws(ContactsError) {
    for suffix in Self.sideSuffixes {
      let name = fileName + suffix
      let path = fileURL.path + suffix
      switch FileTrust.lookUp(name, in: descriptor) {
      case .missing:
        continue
      case .found(let info):
        if info.st_mode & S_IFMT == S_IFLNK {
          throw SQLitePermissionStore.untrusted(
            .sideFile(path), .symbolicLink(target: FileTrust.linkTarget(name, in: descriptor)))
        }
        if let problem = FileTrust.problem(with: info, kind: .regularFile) {
          throw SQLitePermissionStore.untrusted(.sideFile(path), problem)
        }
      case .failed(let code):
        throw SQLitePermissionStore.posixFailure(fileURL, code, action: "check \(path) for")
      }
    }
  }

  /// Confirms that the database's name and the resolved path SQLite opened still lead to the file
  /// that was checked, and the resolved directory to the directory that was checked.
  func confirm(_ file: FileIdentity) throws(ContactsError) {
    var byName = stat()
    var byPath = stat()
    var directory = stat()
    guard fstatat(descriptor, fileName, &byName, AT_SYMLINK_NOFOLLOW) == 0,
      lstat(resolvedPath(fileName), &byPath) == 0, stat(resolvedDirectory, &directory) == 0,
      FileIdentity(byName) == file, FileIdentity(byPath) == file, FileIdentity(directory) == identity
    else {
      throw SQLitePermissionStore.untrusted(.database(fileURL.path), .replaced)
    }
  }

  /// Creates the database under a temporary name, lets `initialise` write its schema there, syncs
  /// it to disk once, and renames it into place, so the real name never holds a half-made
  /// database, not even after a crash. Call it while `locked`.
  func create(initialise: (String) throws(ContactsError) -> Void) throws(ContactsError) {
    let temporary = fileName + ".new"
    // Leftovers of a killed creation, and journals whose database is gone: a stale journal would
    // otherwise be played back into the new database.
    for suffix in [""] + Self.sideSuffixes { try remove(temporary + suffix) }
    for suffix in Self.sideSuffixes { try remove(fileName + suffix) }
    let created = openat(
      descriptor, temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o600)
    guard created >= 0 else {
      throw SQLitePermissionStore.posixFailure(fileURL, errno, action: "create")
    }
    // The umask may have narrowed 0600 (never widened it); set it exactly.
    _ = fchmod(created, 0o600)
    close(created)
    do {
      try initialise(resolvedPath(temporary))
      try sync(temporary)
    } catch {
      try? remove(temporary)
      throw error
    }
    guard renameat(descriptor, temporary, descriptor, fileName) == 0 else {
      let code = errno
      try? remove(temporary)
      throw SQLitePermissionStore.posixFailure(fileURL, code, action: "create")
    }
  }

  /// Writes `name` to disk (`fsync`), without following a symbolic link.
  private func sync(_ name: String) throws(ContactsError) {
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
    guard file >= 0 else { throw SQLitePermissionStore.posixFailure(fileURL, errno, action: "create") }
    defer { close(file) }
    guard fsync(file) == 0 else { throw SQLitePermissionStore.posixFailure(fileURL, errno, action: "create") }
  }

  /// Removes `name` from the directory without following it; a missing name is not an error. An
  /// empty directory in its place is removed too; one with something in it is left to the user.
  func remove(_ name: String) throws(ContactsError) {
    guard unlinkat(descriptor, name, 0) != 0 else { return }
    let code = errno
    guard code != ENOENT else { return }
    if code == EISDIR || code == EPERM,
      case .found(let info) = FileTrust.lookUp(name, in: descriptor), info.st_mode & S_IFMT == S_IFDIR
    {
      if unlinkat(descriptor, name, AT_REMOVEDIR) == 0 { return }
      throw ContactsError(
        .dataAccessError,
        message: "The permission database \(fileURL.path) could not be deleted: \(resolvedPath(name)) "
          + "is a directory with files in it. Remove it by hand."
      )
    }
    throw SQLitePermissionStore.posixFailure(fileURL, code, action: "delete")
  }

  /// Creates every missing directory on the way to `path` with mode 0700.
  ///
  /// A directory that already exists keeps its mode; it is then checked, and refused if anyone
  /// but its owner may write to it.
  private static func makeDirectories(_ path: String, for fileURL: URL) throws(ContactsError) {
    var info = stat()
    if lstat(path, &info) == 0 { return }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path {
      try makeDirectories(parent, for: fileURL)
    }
    if mkdir(path, 0o700) != 0 {
      let code = errno
      // Another process may have created it between our check and mkdir.
      guard code == EEXIST else {
        throw SQLitePermissionStore.posixFailure(fileURL, code, action: "create the data directory \(path) for")
      }
      return
    }
    // mkdir's mode passes through the umask; set it exactly, on what we just made.
    let made = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if made >= 0 {
      _ = fchmod(made, 0o700)
      close(made)
    }
  }
}
