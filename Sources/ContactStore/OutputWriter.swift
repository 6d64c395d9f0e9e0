import Authorization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor completely, retrying short writes and EINTR.
enum OutputWriter {
  /// Nil on success, else the error to report.
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> ContactsError? {
    bytes.withUnsafeBytes { buffer -> ContactsError? in
      guard let base = buffer.baseAddress else { return nil }
      var written = 0
      while written < buffer.count {
        #if canImport(Glibc)
          let count = Glibc.write(descriptor, base + written, buffer.count - written)
        #else
          let count = Darwin.write(descriptor, base + written, buffer.count - written)
        #endif
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          let reason = String(cString: strerror(errno))
          return ContactsError(.dataAccessError, message: "Cannot write the contact list: \(reason).")
        }
        written += count
      }
      return nil
    }
  }
}
