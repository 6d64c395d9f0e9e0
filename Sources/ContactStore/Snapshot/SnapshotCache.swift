import ContactModel
import ContactsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder of snapshots (`$XDG_CACHE_HOME/contacts-tui`): one compact binary snapshot of each
/// parsed source file or vdir folder, reused while its stamp (`SourceStamp`) is unchanged, so a later
/// run decodes instead of parsing, and a search decodes only what it found (docs/SNAPSHOTS.md).
///
/// Sources use it only from their `load`, which the store calls after the grant: a snapshot is
/// contact data and is read, like the source, only once access is granted. The folder is made
/// 0700 and each file 0600, written under a temporary name and renamed into place; a folder or
/// file that is not the user's own, or that group or others may write, is neither read nor
/// written (the permission database's StrictModes rules). Nothing here is ever fatal: a snapshot
/// that cannot be read is parsed again, one that cannot be written is skipped.
package struct SnapshotCache: Sendable, Equatable {
  /// The folder's path.
  package let directory: String
  /// The most its snapshots may hold, in bytes; the least recently used go first (`prune`).
  package var sizeLimit: Int

  /// The cache in `directory` (created when the first snapshot is written).
  package init(directory: String, sizeLimit: Int = SnapshotCache.defaultSizeLimit) {
    self.directory = directory
    self.sizeLimit = sizeLimit
  }

  /// The cache the environment names: `$XDG_CACHE_HOME/contacts-tui` (an absolute
  /// `XDG_CACHE_HOME`), else `$HOME/.cache/contacts-tui`; none when `CONTACTS_TUI_NO_CACHE` is
  /// set to anything but "" or "0", or when neither variable gives an absolute path.
  package init?(environment: [String: String]) {
    if let off = environment["CONTACTS_TUI_NO_CACHE"], !off.isEmpty, off != "0" { return nil }
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      self.init(directory: cache + "/contacts-tui")
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      self.init(directory: home + "/.cache/contacts-tui")
    } else {
      return nil
    }
  }

  /// The contacts of the source file `name`: from its snapshot while it is fresh, else from
  /// `parse`, after which a snapshot is written (unless the file changed while it was parsed).
  func load(_ name: String, parse: () throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]))
    throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic])
  {
    guard let path = Self.absolute(name), let stamp = SourceStamp(path: path) else { return try parse() }
    if let snapshot = try? open(path: path, name: name, stamp: stamp), let contacts = try? snapshot.contacts() {
      return (contacts, snapshot.diagnostics)
    }
    let loaded = try parse()
    if SourceStamp(path: path) == stamp {
      _ = try? write(
        SnapshotFormat.encode(
          contacts: loaded.contacts, diagnostics: loaded.diagnostics, path: path, name: name, stamp: stamp),
        for: path)
    }
    return loaded
  }

  /// The fresh snapshot of the source file `name`, or nil when there is none (or it is stale,
  /// damaged or not to be trusted).
  func snapshot(of name: String) -> ContactSnapshot? {
    guard let path = Self.absolute(name), let stamp = SourceStamp(path: path) else { return nil }
    return try? open(path: path, name: name, stamp: stamp)
  }

  /// The snapshot file's name for the source file at `path`: a stable hash of the absolute path.
  static func fileName(for path: String) -> String {
    hashedName(path)
  }

  /// The snapshot file's name for the vdir folder at `path`: a hash of `dir:` and the absolute
  /// path, so a folder's snapshot and a file's are never the same file.
  static func fileName(forFolder path: String) -> String {
    hashedName("dir:" + path)
  }

  private static func hashedName(_ key: String) -> String {
    var key = key
    let hash = key.withUTF8 { StableHash.fnv1a64($0) }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + ".snapshot"
  }

  /// `name` as an absolute path (relative to the working folder), without `.` and `..` parts.
  static func absolute(_ name: String) -> String? {
    guard !name.isEmpty else { return nil }
    let full = name.hasPrefix("/") ? name : FileManager.default.currentDirectoryPath + "/" + name
    return URL(fileURLWithPath: full).standardized.path
  }

  /// Opens and checks the snapshot of the file `path`.
  func open(path: String, name: String, stamp: SourceStamp) throws(SnapshotFailure) -> ContactSnapshot {
    try open(Self.fileName(for: path), path: path, name: name, stamp: stamp)
  }

  /// Opens the snapshot file `file` and checks it is the snapshot of `path` as it is now.
  func open(_ file: String, path: String, name: String, stamp: SourceStamp) throws(SnapshotFailure)
    -> ContactSnapshot
  {
    let folder = try openDirectory(creating: false)
    defer { close(folder) }
    let descriptor = openat(folder, file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw .system(errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .system(errno) }
    if let problem = FileTrust.problem(descriptor: descriptor, kind: .regularFile) { throw .untrusted(problem) }
    do {
      let snapshot = try ContactSnapshot(
        descriptor: descriptor, size: Int(info.st_size), path: path, name: name, stamp: stamp)
      Self.markUsed(descriptor)
      return snapshot
    } catch {
      throw .damaged(error)
    }
  }

  /// Writes `parts` (a header and the sections it describes, as `SnapshotFormat.encode` gives
  /// them) as the snapshot of `path`, each part aligned as the format lays them out
  /// (`SnapshotFormat.file`): a new 0600 file under a temporary name, renamed over the old one,
  /// so a reader sees the old snapshot or the new one, never part of one.
  func write(_ parts: [[UInt8]], for path: String) throws(SnapshotFailure) {
    try write(parts, as: Self.fileName(for: path))
  }

  /// Writes `parts` as the snapshot file `name`, as `write(_:for:)` does.
  func write(_ parts: [[UInt8]], as name: String) throws(SnapshotFailure) {
    let parts = SnapshotFormat.file(parts)
    let folder = try openDirectory(creating: true)
    defer { close(folder) }
    let temporary = ".\(name).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    let descriptor = openat(
      folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, mode_t(0o600))
    guard descriptor >= 0 else { throw .system(errno) }
    let written =
      fchmod(descriptor, 0o600) == 0 && parts.allSatisfy { DescriptorWriter.writeAll($0, to: descriptor) == nil }
    close(descriptor)
    guard written, renameat(folder, temporary, folder, name) == 0 else {
      let code = errno
      unlinkat(folder, temporary, 0)
      throw .system(code)
    }
    prune(keeping: name, in: folder)
  }

  /// The folder, opened without following a link and checked on its descriptor: the user's own,
  /// not writable by group or others. Made 0700 (and its parent, when missing) when `creating`.
  func openDirectory(creating: Bool) throws(SnapshotFailure) -> Int32 {
    if creating {
      let parent = (directory as NSString).deletingLastPathComponent
      if !parent.isEmpty, access(parent, F_OK) != 0 { mkdir(parent, 0o700) }
      if mkdir(directory, 0o700) != 0, errno != EEXIST { throw .system(errno) }
    }
    let folder = SystemFile.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
    guard folder >= 0 else { throw .system(errno) }
    if let problem = FileTrust.problem(descriptor: folder, kind: .directory) {
      close(folder)
      throw .untrusted(problem)
    }
    return folder
  }
}

/// Why a snapshot was not read or written; never shown as an error, only tested.
enum SnapshotFailure: Error, Equatable {
  case system(Int32)
  case untrusted(TrustProblem)
  case damaged(SnapshotDamage)
}
