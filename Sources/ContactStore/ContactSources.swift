import Authorization

/// Makes the source for a `--contacts PATH`.
public enum ContactSources {
  /// A file or vdir source, decided when it loads: a folder is a vdir, anything else a file
  /// (`/dev/stdin` and pipes included); a missing path throws `dataAccessError` naming it.
  public static func at(path: String) -> any ContactSource { PathContactSource(path: path) }

  /// Every contact of `sources`, in order, with identifiers made unique across them
  /// (`ContactIdentity`): what the store and the system's picker load, so both name each card
  /// alike.
  public static func load(_ sources: [any ContactSource]) throws(ContactsError)
    -> (contacts: [Contact], diagnostics: [Diagnostic])
  {
    var contacts: [Contact] = []
    var diagnostics: [Diagnostic] = []
    for source in sources {
      let loaded = try source.load()
      if contacts.isEmpty {
        contacts = loaded.contacts  // adopt the array: appending would copy every contact
      } else {
        contacts += loaded.contacts
      }
      diagnostics += loaded.diagnostics
    }
    ContactIdentity.makeUnique(&contacts)
    return (contacts, diagnostics)
  }
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
    case .missing:
      throw ContactsError(.dataAccessError, message: "Cannot read contacts from \(path): no such file or folder.")
    case .directory: return VCardDirectorySource(path: path)
    case .file, .stream: return VCardFileSource(path: path)
    }
  }
}
