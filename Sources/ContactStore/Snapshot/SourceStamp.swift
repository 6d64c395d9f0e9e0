#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What says a source file is unchanged: its device, inode, size and modification time to the
/// nanosecond. A snapshot is used only while its source's stamp is the one it was made from.
///
/// A vdir folder's stamp (`VdirListing.stamp`) fills the same five fields: the folder's device
/// and inode, the number of card files as the size, a digest of every card file's name, kind,
/// inode, size and modification time as the seconds, and -1 as the nanoseconds, which no file's
/// modification time has, so a folder's stamp never equals a file's.
struct SourceStamp: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: UInt64
  var seconds: Int
  var nanoseconds: Int

  init(device: UInt64, inode: UInt64, size: UInt64, seconds: Int, nanoseconds: Int) {
    self.device = device
    self.inode = inode
    self.size = size
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// The stamp of a vdir folder: its device and inode, how many card files it has, and the
  /// digest of their names and stamps.
  init(folderDevice device: UInt64, inode: UInt64, entries: UInt64, digest: UInt64) {
    self.init(device: device, inode: inode, size: entries, seconds: Int(Int64(bitPattern: digest)), nanoseconds: -1)
  }

  /// The stamp of the regular file at `path` (following links), or nil when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = UInt64(info.st_size)
    #if canImport(Darwin)
      seconds = Int(info.st_mtimespec.tv_sec)
      nanoseconds = Int(info.st_mtimespec.tv_nsec)
    #else
      seconds = Int(info.st_mtim.tv_sec)
      nanoseconds = Int(info.st_mtim.tv_nsec)
    #endif
  }

  func encode(into encoder: inout SnapshotEncoder) {
    encoder.u64(device)
    encoder.u64(inode)
    encoder.u64(size)
    encoder.int(seconds)
    encoder.int(nanoseconds)
  }

  init(_ decoder: inout SnapshotDecoder) throws(SnapshotDamage) {
    self.init(
      device: try decoder.u64(), inode: try decoder.u64(), size: try decoder.u64(), seconds: try decoder.int(),
      nanoseconds: try decoder.int())
  }
}
