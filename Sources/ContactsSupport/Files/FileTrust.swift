import Foundation

#if canImport(Glibc)
  package import Glibc
#elseif canImport(Musl)
  package import Musl
#elseif canImport(Darwin)
  package import Darwin
#endif

/// A file's mode bits (`mode_t`), named here so that a file using it in its API need not import
/// the C library at `package` level: the compiler reports such an import in `TemporaryFile` as
/// unused in its compile jobs while its module interface needs it.
package typealias FileMode = mode_t

/// Why a file whose contents decide what an app may see is not trusted.
///
/// The rules are OpenSSH's StrictModes: the file must belong to the effective user, must not be
/// writable by group or others, must be what it claims to be (a directory, or a regular file with
/// one link), and must not be a symbolic link. See docs/DECISIONS.md.
package enum TrustProblem: Equatable, Sendable {
  /// The name is a symbolic link (to `target`, when it can be read).
  case symbolicLink(target: String?)
  /// The name is some other kind of file than expected ("a directory", "a FIFO", …).
  case wrongKind(expected: String, found: String)
  /// The file belongs to another user.
  case foreignOwner(owner: UInt32, expected: UInt32)
  /// Group or others may write to it.
  case writableByOthers(mode: UInt32)
  /// More than one name points at it, so it can be changed through a name we never check.
  case hardLinked(count: Int)
  /// The name led to another file after the check than during it.
  case replaced

  /// The problem, as the end of a sentence that starts with the file's name.
  package var summary: String {
    switch self {
    case .symbolicLink(let target):
      target.map { "is a symbolic link (to \($0))" } ?? "is a symbolic link"
    case .wrongKind(let expected, let found):
      "is not \(expected) (it is \(found))"
    case .foreignOwner(let owner, let expected):
      "belongs to \(FileTrust.userName(owner)), not to you (\(FileTrust.userName(expected)))"
    case .writableByOthers(let mode):
      "is writable by group or others (mode \(String(mode & 0o7777, radix: 8)))"
    case .hardLinked(let count):
      "has \(count) hard links (another name can change it)"
    case .replaced:
      "was replaced while it was being opened"
    }
  }
}

/// The identity of a file: its device and inode.
package struct FileIdentity: Equatable, Sendable {
  package var device: UInt64
  package var inode: UInt64

  package init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// The StrictModes checks, on the `stat` of a file already opened (or `lstat`ed) without
/// following a symbolic link.
package enum FileTrust {
  /// What a trusted file must be.
  package enum Kind {
    case directory
    case regularFile
  }

  /// What is wrong with the file `info` describes, or nil when it may be trusted.
  ///
  /// A regular file must have exactly one link. `owner` is the effective user unless a test says otherwise.
  package static func problem(with info: stat, kind: Kind, owner: uid_t = geteuid()) -> TrustProblem? {
    let type = info.st_mode & S_IFMT
    switch kind {
    case .directory where type != S_IFDIR, .regularFile where type != S_IFREG:
      if type == S_IFLNK { return .symbolicLink(target: nil) }
      return .wrongKind(expected: kind == .directory ? "a directory" : "a regular file", found: kindName(info.st_mode))
    default:
      break
    }
    if info.st_uid != owner {
      return .foreignOwner(owner: UInt32(info.st_uid), expected: UInt32(owner))
    }
    if info.st_mode & 0o022 != 0 {
      return .writableByOthers(mode: UInt32(info.st_mode))
    }
    if kind == .regularFile && info.st_nlink != 1 {
      return .hardLinked(count: Int(info.st_nlink))
    }
    return nil
  }

  /// What is wrong with the file open at `descriptor` (opened without following a symbolic link),
  /// or nil when it may be trusted: the same rules, for a caller that holds only a descriptor
  /// (the contact store's snapshot cache, the CardDAV account's cache).
  package static func problem(descriptor: Int32, kind: Kind) -> TrustProblem? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .replaced }
    return problem(with: info, kind: kind)
  }

  /// "a directory", "a FIFO", … for a file's mode.
  package static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a directory"
    case S_IFREG: "a regular file"
    case S_IFLNK: "a symbolic link"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "an unknown kind of file"
    }
  }

  /// "nobody (uid 65534)", or "uid 1234" when the id has no name.
  package static func userName(_ uid: UInt32) -> String {
    guard let entry = getpwuid(uid_t(uid)), let name = entry.pointee.pw_name else { return "uid \(uid)" }
    return "\(String(cString: name)) (uid \(uid))"
  }

  /// The target of the symbolic link `name` in `directory`, if it can be read.
  package static func linkTarget(_ name: String, in directory: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlinkat(directory, name, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// What `lstat` found for a name.
  package enum Lookup {
    case missing
    case found(stat)
    case failed(errno: Int32)
  }

  /// `lstat` of `name` in `directory`, without following it.
  package static func lookUp(_ name: String, in directory: Int32) -> Lookup {
    var info = stat()
    if fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 { return .found(info) }
    let code = errno
    return code == ENOENT ? .missing : .failed(errno: code)
  }
}
