import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that decides what runs, refused because of itself or of a folder above it.
package struct UntrustedPath: Error, Equatable, Sendable {
  /// The file or folder at fault (the file itself, or one of the folders above it).
  package var culprit: String
  /// What is wrong with it.
  package var problem: TrustProblem
  /// True when `culprit` is the folder holding the file and is a sticky folder others may
  /// write (as `/tmp`): safe for folders further up, not as the file's own folder.
  package var isStickyParent: Bool

  /// What the user can do about it, as a sentence.
  package var fix: String {
    let quoted = "'" + culprit.replacingOccurrences(of: "'", with: "'\\''") + "'"
    if isStickyParent { return "move the file into a folder that only you can write" }
    switch problem {
    case .writableByOthers: return "run: chmod go-w \(quoted)"
    case .foreignOwner(_, let expected):
      return "if it is yours, run: chown \(FileTrust.userName(expected).prefix { $0 != " " }) \(quoted); else remove it"
    case .replaced: return "try again"
    case .symbolicLink, .wrongKind, .hardLinked: return "replace it with a regular file of your own"
    }
  }
}

extension FileTrust {
  /// What is wrong with the file open at `descriptor`, reached by `path`, or with a folder above
  /// it; nil when it may be trusted to say what runs as the user.
  ///
  /// OpenSSH's rules for `~/.ssh/config` and `authorized_keys` (its `safe_path`): the file must
  /// belong to the effective user and not be writable by group or others; every folder above it,
  /// up to and including `home` when the file is in it (else up to `/`), must belong to the
  /// effective user or to root and not be writable by group or others. A sticky folder that
  /// others may write (`/tmp`) is accepted above the file's own folder, where nobody else can
  /// rename what is yours, but never as its own folder. A symbolic link is followed: the target
  /// and its folders are checked, and so are the folders of the link itself, since whoever may
  /// write those may point the link elsewhere. The checks read the descriptor's `fstat`, so the
  /// file checked is the file read.
  package static func pathProblem(
    of path: String, descriptor: Int32, home: String?, owner: UInt32 = UInt32(geteuid())
  ) -> UntrustedPath? {
    var opened = stat()
    guard fstat(descriptor, &opened) == 0, let real = realPath(path) else {
      return UntrustedPath(culprit: path, problem: .replaced, isStickyParent: false)
    }
    var named = stat()
    guard stat(real, &named) == 0, FileIdentity(named) == FileIdentity(opened) else {
      return UntrustedPath(culprit: path, problem: .replaced, isStickyParent: false)
    }
    if opened.st_uid != owner {
      return UntrustedPath(
        culprit: real, problem: .foreignOwner(owner: UInt32(opened.st_uid), expected: owner),
        isStickyParent: false)
    }
    if opened.st_mode & 0o022 != 0 {
      return UntrustedPath(
        culprit: real, problem: .writableByOthers(mode: UInt32(opened.st_mode)), isStickyParent: false)
    }
    let realHome = home.flatMap { $0.hasPrefix("/") ? realPath($0) : nil }
    var folders = [parent(of: real)]
    let linkFolder = realPath(parent(of: absolute(path)))
    if let linkFolder, linkFolder != folders[0] { folders.append(linkFolder) }
    if linkFolder == nil { return UntrustedPath(culprit: path, problem: .replaced, isStickyParent: false) }
    for folder in folders {
      if let problem = folderProblem(from: folder, home: realHome, owner: owner) { return problem }
    }
    return nil
  }

  /// The first untrusted folder of `folder` and those above it, up to `home` (when `folder` is in
  /// it) or `/`.
  private static func folderProblem(from folder: String, home: String?, owner: UInt32) -> UntrustedPath? {
    let stopsAtHome = home.map { folder == $0 || folder.hasPrefix($0 == "/" ? "/" : $0 + "/") } ?? false
    var current = folder
    var isOwnFolder = true
    while true {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        return UntrustedPath(culprit: current, problem: .replaced, isStickyParent: false)
      }
      if info.st_uid != owner && info.st_uid != 0 {
        return UntrustedPath(
          culprit: current, problem: .foreignOwner(owner: UInt32(info.st_uid), expected: owner),
          isStickyParent: false)
      }
      if info.st_mode & 0o022 != 0 {
        let sticky = info.st_mode & S_ISVTX != 0
        if !sticky || isOwnFolder {
          return UntrustedPath(
            culprit: current, problem: .writableByOthers(mode: UInt32(info.st_mode)), isStickyParent: sticky)
        }
      }
      if current == "/" || (stopsAtHome && current == home) { return nil }
      current = parent(of: current)
      isOwnFolder = false
    }
  }

  /// The canonical path (every link and `..` resolved), or nil when it cannot be had.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    return FileManager.default.currentDirectoryPath + "/" + path
  }

  private static func parent(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "/" : folder
  }
}
