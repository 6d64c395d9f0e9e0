#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written whole beside the file they replace, then renamed over it, so a reader sees the
/// old file or the new one and never a part of either: the one write path of the contact files
/// and of the CardDAV cache.
package enum TemporaryFile {
  /// A system call that failed: what was being done (`write`, `sync`, `rename`), on which path,
  /// and its `errno`.
  package struct Failure: Error, Equatable {
    package let action: String
    package let path: String
    package let code: Int32

    package init(action: String, path: String, code: Int32) {
      self.action = action
      self.path = path
      self.code = code
    }

    /// The system's reason, as `strerror` words it.
    package var reason: String { DescriptorWriter.message(code) }
  }

  /// Writes `bytes` to a new hidden `.NAME.PID.N.tmp` in `path`'s folder with `mode` (or 0666
  /// less the umask), `fsync`s it unless `synced` is false, and returns its path. Nothing is
  /// left behind when it fails.
  package static func write(
    _ bytes: [UInt8], besides path: String, mode: FileMode?, synced: Bool = true
  ) throws(Failure) -> String {
    let (folder, name) = FilePaths.split(path)
    var attempt = 0
    while true {
      attempt += 1
      let temporary = FilePaths.join(folder, ".\(name).\(getpid()).\(attempt).tmp")
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
      if descriptor < 0 && errno == EEXIST && attempt < 1000 { continue }
      guard descriptor >= 0 else { throw Failure(action: "write", path: temporary, code: errno) }
      defer { close(descriptor) }
      var failure: Failure?
      if let mode, fchmod(descriptor, mode) != 0 {
        failure = Failure(action: "write", path: temporary, code: errno)
      } else if let code = DescriptorWriter.writeAll(bytes, to: descriptor) {
        failure = Failure(action: "write", path: temporary, code: code)
      } else if synced && fsync(descriptor) != 0 {
        failure = Failure(action: "sync", path: temporary, code: errno)
      }
      if let failure {
        unlink(temporary)
        throw failure
      }
      return temporary
    }
  }

  /// Replaces `path` with `bytes` at once: written beside it (`write(_:besides:mode:synced:)`),
  /// then renamed over it. The caller syncs the folder (`syncFolder`) and, when it wrote with
  /// `synced: false`, the file (`sync`).
  package static func replace(
    _ path: String, with bytes: [UInt8], mode: FileMode?, synced: Bool = true
  ) throws(Failure) {
    let temporary = try write(bytes, besides: path, mode: mode, synced: synced)
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw Failure(action: "rename", path: temporary, code: code)
    }
  }

  /// `fsync`s the file at `path`. After a batch written with `synced: false`, the first `fsync`
  /// commits the file system's journal with every file's data and the others find little left
  /// to do, where syncing each file as it is written commits once per file.
  package static func sync(_ path: String) throws(Failure) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(action: "open", path: path, code: errno) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw Failure(action: "sync", path: path, code: errno) }
  }

  /// `fsync`s a folder, so a rename or unlink in it is on disk.
  package static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
