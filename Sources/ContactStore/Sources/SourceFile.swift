import ContactModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A regular file opened for reading, checked on the open descriptor itself.
///
/// Only regular files are read: a FIFO with no writer would block for ever, and `/dev/zero` or
/// `/dev/urandom` never end. The path is looked at before it is opened (so a device is never
/// opened at all), opened without blocking and without becoming a controlling terminal, and the
/// descriptor is checked again with `fstat`, so a path swapped for a FIFO in between is refused
/// too. Symbolic links to regular files are followed.
final class SourceFile {
  /// The path, for messages.
  let path: String
  /// The open descriptor; closed when the value goes.
  let descriptor: Int32
  /// The size when it was opened; no more than this is ever read.
  let size: Int

  /// Opens `path`; `dataAccessError` names it when it is missing, unreadable or not a regular file.
  init(path: String) throws(ContactsError) {
    if case .other(let what) = FileBytes.kind(of: path) { throw FileBytes.refusal(path, what) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw FileBytes.failure(path, errno) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw FileBytes.failure(path, code)
    }
    switch FileBytes.kind(mode: info.st_mode) {
    case .file: break
    case .directory:
      close(descriptor)
      throw FileBytes.failure(path, EISDIR)
    case .other(let what):
      close(descriptor)
      throw FileBytes.refusal(path, what)
    case .missing(let code):
      close(descriptor)
      throw FileBytes.failure(path, code)
    }
    self.path = path
    self.descriptor = descriptor
    size = max(Int(info.st_size), 0)
  }

  deinit { close(descriptor) }

  /// The file's bytes, `size` of them at most, with one `read` loop (no per-line work, no String).
  func readAll() throws(ContactsError) -> [UInt8] {
    var readError: Int32 = 0
    // Uninitialised capacity: zero-filling the buffer first would only cost page faults.
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      while initialized < size {
        let count = Self.systemRead(descriptor, base + initialized, size - initialized)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { readError = errno }
        if count <= 0 { break }
        initialized += count
      }
    }
    if readError != 0 { throw FileBytes.failure(path, readError) }
    return bytes
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
