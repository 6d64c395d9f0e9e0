import Authorization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes the source for a `--contacts PATH`.
public enum ContactSources {
  /// A file or vdir source, decided when it loads: a folder is a vdir, a regular file (or a link
  /// to one) a file; anything else (a FIFO, a device, a socket) and a missing path throw
  /// `dataAccessError` naming the path.
  public static func at(path: String) -> any ContactSource { PathContactSource(path: path) }
}

/// A path whose kind (file or folder) is looked at only when it loads, so nothing touches the
/// file system before access is granted.
struct PathContactSource: ContactSource {
  let path: String

  var name: String { path }

  func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    try resolved().load()
  }

  func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    try resolved().stream(into: stream)
  }

  /// The folder or file source for the path as it is now.
  private func resolved() throws(ContactsError) -> any ContactSource {
    switch FileBytes.kind(of: path) {
    case .missing(ENOENT):
      throw ContactsError(.dataAccessError, message: "Cannot read contacts from \(path): no such file or folder.")
    case .missing(let code): throw FileBytes.failure(path, code)
    case .directory: return VCardDirectorySource(path: path)
    case .file: return VCardFileSource(path: path)
    case .other(let what): throw FileBytes.refusal(path, what)
    }
  }
}
