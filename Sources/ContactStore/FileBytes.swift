import Authorization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file with one `read` loop into a byte array: no per-line work, no String.
enum FileBytes {
  /// What a path names: a regular file (mapped), a folder (a vdir), something else that can be
  /// read as a stream (`/dev/stdin`, a pipe), or nothing.
  enum Kind { case file, directory, stream, missing }

  /// What is at `path`.
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .stream
    }
  }

  /// The bytes of the file at `path`; `dataAccessError` names the path and the system's reason.
  static func read(_ path: String) throws(ContactsError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure(path, errno) }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw failure(path, EISDIR) }
    let size = max(Int(info.st_size), 0)
    var readError: Int32 = 0
    // Uninitialised capacity: zero-filling 50 MB first would only cost page faults.
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      while initialized < size {
        let count = systemRead(descriptor, base + initialized, size - initialized)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { readError = errno }
        if count <= 0 { break }
        initialized += count
      }
    }
    if readError != 0 { throw failure(path, readError) }
    // Pipes and devices report no size: read on to the end of the stream.
    if bytes.count == size {
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes { buffer in
          buffer.baseAddress.map { systemRead(descriptor, $0, buffer.count) } ?? 0
        }
        if count < 0 && errno == EINTR { continue }
        if count < 0 { throw failure(path, errno) }
        if count == 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
      }
    }
    return bytes
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  static func failure(_ path: String, _ code: Int32) -> ContactsError {
    let reason = String(cString: strerror(code))
    return ContactsError(.dataAccessError, message: "Cannot read contacts from \(path): \(reason).")
  }
}
