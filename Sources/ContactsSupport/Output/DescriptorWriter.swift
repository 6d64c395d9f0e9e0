#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor completely, retrying short writes and EINTR: the one write
/// loop of the package (the contact list, the console, the terminal's escape sequences).
package enum DescriptorWriter {
  /// Writes all of `bytes`; nil on success, else the `errno` of the write that failed.
  @discardableResult
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var written = 0
    while written < bytes.count {
      #if canImport(Glibc)
        let count = Glibc.write(descriptor, base + written, bytes.count - written)
      #else
        let count = Darwin.write(descriptor, base + written, bytes.count - written)
      #endif
      if count < 0 && errno == EINTR { continue }
      // A write of 0 bytes to a regular descriptor does not happen; treat it as an error so the
      // loop always ends.
      guard count > 0 else { return count < 0 ? errno : EIO }
      written += count
    }
    return nil
  }

  /// Writes all of `bytes`; nil on success, else the `errno` of the write that failed.
  @discardableResult
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// The system's message for `errno` value `code`.
  package static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
