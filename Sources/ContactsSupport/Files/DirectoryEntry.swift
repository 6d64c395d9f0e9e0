#if canImport(Glibc)
  package import Glibc
#elseif canImport(Musl)
  package import Musl
#elseif canImport(Darwin)
  package import Darwin
#endif

/// A folder's names, read from `readdir`'s records without copying them.
///
/// The record `readdir` returns is only as long as its name (`d_reclen`), not `sizeof(dirent)`:
/// `d_name` is declared 256 bytes but a short name's record ends a few bytes after it. In Swift,
/// `entry.pointee.d_name` copies the whole declared struct, so a record that ends near the end of
/// the C library's buffer makes the copy read past it, and it faults when the next page is not
/// mapped. It did: `edit` died of signal 11 while it listed the temporary folder. Every listing
/// goes through `names`.
package enum DirectoryEntry {
  /// Why a folder could not be listed: the `errno` of the open or the read that failed.
  package struct Failure: Error, Equatable, Sendable {
    package var code: Int32
  }

  /// Where the name starts in a record.
  private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

  /// The name in the record `entry` points to, read in place up to its terminating zero.
  package static func name(_ entry: UnsafeMutablePointer<dirent>) -> String {
    String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
  }

  /// The names in the folder open as `descriptor` (left open), in the order read, without `.`
  /// and `..`.
  package static func names(inFolder descriptor: Int32) throws(Failure) -> [String] {
    let copy = dup(descriptor)
    guard copy >= 0 else { throw Failure(code: errno) }
    guard let stream = fdopendir(copy) else {
      let code = errno
      close(copy)
      throw Failure(code: code)
    }
    defer { closedir(stream) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { throw Failure(code: errno) }
        return names
      }
      let name = name(entry)
      if name != "." && name != ".." { names.append(name) }
    }
  }

  /// The names in the folder at `path`, as `names(inFolder:)` gives them.
  package static func names(atPath path: String) throws(Failure) -> [String] {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    defer { close(descriptor) }
    return try names(inFolder: descriptor)
  }
}
