import ContactsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeping the folder bounded (docs/SNAPSHOTS.md, "How big it gets"): after each snapshot is
/// written, snapshots of sources that are gone or changed, snapshots another build wrote, and
/// temporary files of writers that died are removed, and then the least recently used
/// snapshots until the folder holds at most `sizeLimit` bytes. `clear` empties it.
extension SnapshotCache {
  /// The most the folder holds by default: 256 MiB, about twenty snapshots of 10,000 cards with
  /// photos (docs/SNAPSHOTS.md).
  package static let defaultSizeLimit = 256 << 20

  /// One file of the folder, as pruning sees it.
  struct Entry: Equatable {
    var name: String
    var size: Int
    /// Its modification time, which a read sets too (`markUsed`): when it was last used.
    var lastUsed: Int
    var isStale: Bool
  }

  /// Removes every snapshot and temporary file of the folder (not the folder, and nothing that
  /// is not named as a snapshot); returns how many files went. Nothing happens when the folder
  /// is missing or not to be trusted.
  @discardableResult
  package func clear() -> Int {
    guard let folder = try? openDirectory(creating: false) else { return 0 }
    defer { close(folder) }
    var removed = 0
    for name in Self.names(in: folder) where Self.isSnapshotName(name) || Self.temporaryWriter(name) != nil {
      if unlinkat(folder, name, 0) == 0 { removed += 1 }
    }
    return removed
  }

  /// The pruning after `kept` was written into the open `folder`.
  func prune(keeping kept: String, in folder: Int32) {
    var entries: [Entry] = []
    for name in Self.names(in: folder) {
      if let writer = Self.temporaryWriter(name) {
        // A write in progress holds its pid; a dead writer's file is litter.
        if writer != getpid(), kill(writer, 0) != 0, errno == ESRCH { unlinkat(folder, name, 0) }
        continue
      }
      guard Self.isSnapshotName(name), let entry = Self.entry(name, in: folder) else { continue }
      if entry.isStale && name != kept {
        unlinkat(folder, name, 0)
      } else {
        entries.append(entry)
      }
    }
    for name in Self.evicted(entries, keeping: kept, limit: sizeLimit) { unlinkat(folder, name, 0) }
  }

  /// The names to remove, least recently used first, so that the rest hold at most `limit`
  /// bytes; `kept` (the snapshot just written) always stays.
  static func evicted(_ entries: [Entry], keeping kept: String, limit: Int) -> [String] {
    var total = entries.reduce(0) { $0 + $1.size }
    var names: [String] = []
    for entry in entries.sorted(by: { ($0.lastUsed, $0.name) < ($1.lastUsed, $1.name) }) where total > limit {
      guard entry.name != kept else { continue }
      names.append(entry.name)
      total -= entry.size
    }
    return names
  }

  /// Sets the snapshot open at `descriptor` as used now, for the least-recently-used order.
  static func markUsed(_ descriptor: Int32) {
    _ = futimens(descriptor, nil)
  }

  /// `0123456789abcdef.snapshot`.
  static func isSnapshotName(_ name: String) -> Bool {
    let utf8 = Array(name.utf8)
    guard utf8.count == 16 + 9, name.hasSuffix(".snapshot") else { return false }
    return utf8.prefix(16).allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// The pid in a temporary file's name (`.NAME.PID.RANDOM.tmp`, as `write` makes them).
  static func temporaryWriter(_ name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 5, isSnapshotName(parts[0] + "." + parts[1]) else { return nil }
    return pid_t(parts[2])
  }

  private static func names(in folder: Int32) -> [String] {
    (try? DirectoryEntry.names(inFolder: folder)) ?? []
  }

  /// The snapshot file `name`'s size, last use, and whether it can never be used again: another
  /// build's, unreadable, or of a source that is gone or has changed. (A vdir folder counts as
  /// changed only when it is gone: its stamp takes a listing of the folder.)
  private static func entry(_ name: String, in folder: Int32) -> Entry? {
    let descriptor = openat(folder, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var header = [UInt8](repeating: 0, count: 2 * Int(PATH_MAX) + 256)
    let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    let source = count > 0 ? header.prefix(count).withUnsafeBytes(sourceOf) : nil
    let isStale: Bool
    switch source {
    case .none: isStale = true
    case .some((let path, let stamp)):
      if stamp.nanoseconds == -1 {
        var folderInfo = stat()
        isStale = stat(path, &folderInfo) != 0 || folderInfo.st_mode & S_IFMT != S_IFDIR
      } else {
        isStale = SourceStamp(path: path) != stamp
      }
    }
    #if canImport(Darwin)
      let used = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
    #else
      let used = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    #endif
    return Entry(name: name, size: Int(info.st_size), lastUsed: used, isStale: isStale)
  }

  /// The source path and stamp a header of this build names, or nil.
  private static func sourceOf(_ bytes: UnsafeRawBufferPointer) -> (String, SourceStamp)? {
    var decoder = SnapshotDecoder(bytes)
    guard (try? Array(decoder.raw(SnapshotFormat.magic.count))) == SnapshotFormat.magic,
      (try? decoder.u32()) == SnapshotFormat.version, (try? decoder.u64()) == SnapshotFormat.formatID,
      let path = try? decoder.string(), (try? decoder.string()) != nil,
      let stamp = try? SourceStamp(&decoder)
    else { return nil }
    return (path, stamp)
  }
}
