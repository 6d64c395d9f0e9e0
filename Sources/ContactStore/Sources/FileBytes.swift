import ContactModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a source path names, and the errors that name it.
enum FileBytes {
  /// What a path names: a regular file (read or mapped), a folder (a vdir), something that is
  /// neither (a FIFO, a device, a socket: refused, described in words), or nothing there (with
  /// the system's error: not there, a link loop, a folder that cannot be searched).
  enum Kind: Equatable {
    case file, directory
    case other(String)
    case missing(Int32)
  }

  /// What is at `path`, following symbolic links (a link to a regular file is a file).
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing(errno) }
    return kind(mode: info.st_mode)
  }

  /// The kind for a `st_mode`.
  static func kind(mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFDIR: .directory
    case S_IFREG: .file
    case S_IFIFO: .other("a FIFO (named pipe)")
    case S_IFCHR: .other("a character device")
    case S_IFBLK: .other("a block device")
    case S_IFSOCK: .other("a socket")
    default: .other("not a regular file")
    }
  }

  /// The error for a path that is not a regular file or a folder.
  static func refusal(_ path: String, _ what: String) -> ContactsError {
    ContactsError(
      .dataAccessError, message: "Cannot read contacts from \(path): it is \(what), not a file or folder.")
  }

  /// The error for a system call that failed on `path`, with the system's reason.
  static func failure(_ path: String, _ code: Int32) -> ContactsError {
    let reason = String(cString: strerror(code))
    return ContactsError(.dataAccessError, message: "Cannot read contacts from \(path): \(reason).")
  }
}
