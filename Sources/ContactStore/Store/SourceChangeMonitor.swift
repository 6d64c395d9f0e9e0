import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches the files the contacts come from, so a save made elsewhere (another contacts-tui, a
/// sync tool, an editor) reaches an open browser: each `poll()` compares every source's stamp
/// (device, inode, size and modification time of the file, or of the vdir folder) with what it
/// saw last.
///
/// A folder's stamp changes when a card file in it is added, removed or replaced by a rename,
/// which is how this program, vdirsyncer and most editors save; a card file rewritten in place
/// is not noticed until the next change to the folder (docs/STORAGE.md). Only a few `stat`
/// calls a poll, whatever the size of the address book.
public final class SourceChangeMonitor: Sendable {
  /// What one path looked like; nil when it could not be read.
  private struct Stamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  private let paths: [String]
  /// The stamps of the last poll.
  private let last: Mutex<[Stamp?]>

  /// Starts watching the paths of `sources` from their current state. Call it only after access
  /// is granted: it looks at the files (never into them).
  public init(sources: [any ContactSource]) {
    paths = sources.map(\.name)
    last = Mutex(paths.map(Self.stamp))
  }

  /// Whether any source changed since the last poll (or `acknowledge()`).
  public func poll() -> Bool {
    let now = paths.map(Self.stamp)
    return last.withLock { last in
      defer { last = now }
      return now != last
    }
  }

  /// Takes the sources as they are now as seen: a change this process made itself.
  public func acknowledge() {
    let now = paths.map(Self.stamp)
    last.withLock { $0 = now }
  }

  private static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Stamp(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
  }
}
