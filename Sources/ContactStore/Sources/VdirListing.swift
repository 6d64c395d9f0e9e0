package import ContactModel
import ContactsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a vdir folder holds for `VCardDirectorySource`: every card file it would read, in the
/// order it reads them, each with what `stat` says of it. One `readdir` of the folder (and of
/// each collection folder in it) and one `fstatat` per entry; no card file is opened.
///
/// The same listing decides which files are parsed and what the folder's snapshot stamp is, so
/// the stamp covers exactly the files a parse reads (docs/SNAPSHOTS.md). `package` so that
/// `contacts-bench` can time the stamp alone.
package struct VdirListing: Sendable {
  /// One card file.
  struct Entry: Sendable {
    /// The path to open: the folder's path as given, then the name.
    var path: String
    /// The name within the folder (`card.vcf`, or `collection/card.vcf`).
    var name: String
    /// What it is (only a regular file is read).
    var kind: FileBytes.Kind
    var inode: UInt64 = 0
    var size: UInt64 = 0
    var seconds: Int = 0
    var nanoseconds: Int = 0
  }

  /// The folder's path, as given.
  let path: String
  /// The folder's device and inode.
  let device: UInt64
  let inode: UInt64
  /// The card files: the folder's, then each collection folder's, in name order.
  let entries: [Entry]

  /// Lists the folder at `path`; `dataAccessError` when it cannot be opened or listed. A
  /// collection folder that cannot be listed is passed over, as before.
  package init(path: String) throws(ContactsError) {
    let folder = SystemFile.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOCTTY)
    guard folder >= 0 else { throw Self.failure(path, errno) }
    defer { close(folder) }
    var info = stat()
    guard fstat(folder, &info) == 0 else { throw Self.failure(path, errno) }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    var entries: [Entry] = []
    for entry in Self.entries(folder, try Self.names(folder, path), prefix: prefix, within: "") {
      let name = entry.name
      if entry.kind == .directory {
        let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOCTTY)
        guard inner >= 0 else { continue }
        defer { close(inner) }
        guard let names = try? Self.names(inner, entry.path) else { continue }
        entries += Self.entries(
          inner, names.filter(VCardDirectorySource.isCardFile), prefix: entry.path + "/", within: name + "/")
      } else if VCardDirectorySource.isCardFile(name) {
        entries.append(entry)
      }
    }
    self.path = path
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    self.entries = entries
  }

  /// The number of card files (those refused included).
  package var count: Int { entries.count }

  /// The stamp of the folder as listed: its device and inode, the number of card files, and
  /// their `digest`.
  var stamp: SourceStamp {
    SourceStamp(folderDevice: device, inode: inode, entries: UInt64(entries.count), digest: digest)
  }

  /// A digest of each card file's name, kind, inode, size and modification time, in order.
  package var digest: UInt64 {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(entries.count * 80)
    func append(_ value: UInt64) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    for entry in entries {
      bytes.append(contentsOf: entry.name.utf8)
      bytes.append(0)
      switch entry.kind {
      case .file: append(1)
      case .directory: append(2)
      case .other: append(3)
      case .missing(let code): append(4 | UInt64(UInt32(bitPattern: code)) << 8)
      }
      append(entry.inode)
      append(entry.size)
      append(UInt64(bitPattern: Int64(entry.seconds)))
      append(UInt64(bitPattern: Int64(entry.nanoseconds)))
    }
    return bytes.withUnsafeBufferPointer { StableHash.fingerprint($0) }
  }

  /// `names` in the folder open as `folder`, by `fstatat`, on all cores (at 100,000 files the
  /// calls are most of the stamp's cost).
  private static func entries(_ folder: Int32, _ names: [String], prefix: String, within: String) -> [Entry] {
    let parts = Parallel.parts(names.count, grain: 2048, perCore: 2)
    return Parallel.map(parts) { part in
      Parallel.slice(names.count, part: part, of: parts).map { index in
        entry(folder, names[index], path: prefix + names[index], name: within + names[index])
      }
    }.flatMap { $0 }
  }

  /// `name` in the folder open as `folder`, by `fstatat` (following a link, as the read does).
  private static func entry(_ folder: Int32, _ name: String, path: String, name relative: String) -> Entry {
    var info = stat()
    guard fstatat(folder, name, &info, 0) == 0 else { return Entry(path: path, name: relative, kind: .missing(errno)) }
    var entry = Entry(path: path, name: relative, kind: FileBytes.kind(mode: info.st_mode))
    entry.inode = UInt64(info.st_ino)
    entry.size = UInt64(max(info.st_size, 0))
    #if canImport(Darwin)
      entry.seconds = Int(info.st_mtimespec.tv_sec)
      entry.nanoseconds = Int(info.st_mtimespec.tv_nsec)
    #else
      entry.seconds = Int(info.st_mtim.tv_sec)
      entry.nanoseconds = Int(info.st_mtim.tv_nsec)
    #endif
    return entry
  }

  /// The visible names in the folder open as `descriptor` (left open), sorted.
  private static func names(_ descriptor: Int32, _ path: String) throws(ContactsError) -> [String] {
    do {
      return try DirectoryEntry.names(inFolder: descriptor).filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      throw failure(path, error.code)
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> ContactsError {
    ContactsError(
      .dataAccessError, message: "Cannot list contacts folder \(path): \(String(cString: strerror(code))).")
  }
}
