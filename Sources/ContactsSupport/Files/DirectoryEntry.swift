#if canImport(Glibc)
  package import Glibc
#elseif canImport(Musl)
  package import Musl
#elseif canImport(Darwin)
  package import Darwin
#endif

/// Reading a `readdir` record without copying it.
///
/// The record `readdir` returns is only as long as its name (`d_reclen`), not `sizeof(dirent)`:
/// `d_name` is declared 256 bytes but a short name's record ends a few bytes after it. In Swift,
/// `entry.pointee.d_name` copies the whole declared struct, so a record that ends near the end of
/// the C library's buffer makes the copy read past it, and it faults when the next page is not
/// mapped. It did: `edit` died of signal 11 while it listed the temporary folder. Every listing
/// reads names through `name(_:)`.
package enum DirectoryEntry {
  /// Where the name starts in a record.
  private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

  /// The name in the record `entry` points to, read in place up to its terminating zero.
  package static func name(_ entry: UnsafePointer<dirent>) -> String {
    let start = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
    return String(cString: start)
  }

  /// The name in the record `entry` points to.
  package static func name(_ entry: UnsafeMutablePointer<dirent>) -> String {
    name(UnsafePointer(entry))
  }
}
