public import ContactModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes the source for a `--contacts PATH`.
public enum ContactSources {
  /// A file or vdir source, decided when it loads: a folder is a vdir, a regular file (or a link
  /// to one) a vCard file, or abook's address book when it says so (`AbookFileSource`); anything else (a FIFO, a device, a socket) and a missing path throw
  /// `dataAccessError` naming the path.
  public static func at(path: String) -> any ContactSource { PathContactSource(path: path) }

  /// `at(path:)`, refusing every save with `readOnlyReason` (the bundled sample).
  public static func at(path: String, readOnlyReason: String?) -> any ContactSource {
    PathContactSource(path: path, readOnlyReason: readOnlyReason)
  }

  /// `at(path:readOnlyReason:)`, a `.vcf` file's or a vdir folder's contacts read from its
  /// snapshot in `snapshots` while it is unchanged.
  package static func at(path: String, readOnlyReason: String? = nil, snapshots: SnapshotCache?)
    -> any ContactSource
  {
    PathContactSource(path: path, readOnlyReason: readOnlyReason, snapshots: snapshots)
  }

  /// Every contact of `sources`, in order, with identifiers made unique across them
  /// (`ContactIdentity`): what the store and the system's picker load, so both name each card
  /// alike. A source that cannot be read is passed over with a diagnostic (`readEach`).
  public static func load(_ sources: [any ContactSource]) throws(ContactsError)
    -> (contacts: [Contact], diagnostics: [Diagnostic])
  {
    try load(sources, keepingOriginalCards: false)
  }

  /// `load(_:)`, each contact also keeping its card's bytes when `keepingOriginalCards` (for
  /// writing the contacts back as vCards).
  package static func load(_ sources: [any ContactSource], keepingOriginalCards: Bool) throws(ContactsError)
    -> (contacts: [Contact], diagnostics: [Diagnostic])
  {
    var contacts: [Contact] = []
    let diagnostics = try readEach(sources) { source throws(ContactsError) in
      let loaded = keepingOriginalCards ? try collected(source) : try source.load()
      if contacts.isEmpty {
        contacts = loaded.contacts  // adopt the array: appending would copy every contact
      } else {
        contacts += loaded.contacts
      }
      return loaded.diagnostics
    }
    ContactIdentity.makeUnique(&contacts)
    return (contacts, diagnostics)
  }

  /// Every contact of `source`, read keeping the original cards.
  private static func collected(_ source: any ContactSource) throws(ContactsError)
    -> (contacts: [Contact], diagnostics: [Diagnostic])
  {
    let read = try source.stream(into: ContactStream<[Contact]>.collecting.keepingOriginalCards())
    return (Array(read.batches.joined()), read.diagnostics)
  }

  /// Reads each source with `read`. A source that cannot be read at all becomes a diagnostic
  /// naming it and the others are still read; only when every source fails is the first
  /// failure thrown (nothing could be read, which is a data error, not an empty address book).
  /// Returns every source's diagnostics, in source order.
  static func readEach(
    _ sources: [any ContactSource], _ read: (any ContactSource) throws(ContactsError) -> [Diagnostic]
  ) throws(ContactsError) -> [Diagnostic] {
    var firstFailure: ContactsError?
    var failures = 0
    var diagnostics: [Diagnostic] = []
    for source in sources {
      do {
        diagnostics += try read(source)
      } catch {
        firstFailure = firstFailure ?? error
        failures += 1
        diagnostics.append(Diagnostic(unreadable: source.name, error))
      }
    }
    if let firstFailure, failures == sources.count { throw firstFailure }
    return diagnostics
  }
}

/// A path whose kind (file or folder) is looked at only when it loads, so nothing touches the
/// file system before access is granted.
struct PathContactSource: WritableContactSource {
  let path: String
  /// Why saves are refused, or nil.
  var readOnlyReason: String? = nil
  /// Where the file's or folder's snapshot is kept, or nil.
  var snapshots: SnapshotCache? = nil

  var name: String { path }

  func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    try resolved().load()
  }

  func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    try resolved().stream(into: stream)
  }

  /// The lock of the source the path is now (a single file when nothing is there yet).
  func lockForWriting() throws(ContactsError) -> SourceLock {
    try writable(creating: true).lockForWriting()
  }

  func loadForSaving() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    try writable(creating: false).loadForSaving()
  }

  func prepare(_ changes: [SourceChange]) throws(ContactsError) -> PreparedWrite {
    try writable(creating: true).prepare(changes)
  }

  func cardsInFile(namedAfter uid: String) -> [Contact]? {
    guard FileBytes.kind(of: path) == .directory else { return nil }
    return VCardDirectorySource(path: path).cardsInFile(namedAfter: uid)
  }

  /// The folder or file source to write; a missing path is a new single file when `creating`.
  private func writable(creating: Bool) throws(ContactsError) -> any WritableContactSource {
    if creating, case .missing(ENOENT) = FileBytes.kind(of: path) { return VCardFileSource(path: path) }
    let resolved = try resolved()
    guard let source = resolved as? any WritableContactSource else {
      let why = resolved is AbookFileSource ? AbookFileSource.readOnlyReason : ""
      throw ContactsError(.dataAccessError, message: "Cannot write contacts to \(path)\(why).")
    }
    return source
  }

  /// The folder or file source for the path as it is now.
  private func resolved() throws(ContactsError) -> any ContactSource {
    switch FileBytes.kind(of: path) {
    case .missing(ENOENT):
      throw ContactsError(.dataAccessError, message: "Cannot read contacts from \(path): no such file or folder.")
    case .missing(let code): throw FileBytes.failure(path, code)
    case .directory: return VCardDirectorySource(path: path, snapshots: snapshots)
    case .file:
      if isAbook() { return AbookFileSource(path: path) }
      return VCardFileSource(path: path, snapshots: snapshots)
    case .other(let what): throw FileBytes.refusal(path, what)
    }
  }

  /// Whether the file is abook's address book. A `.vcf` or `.vcard` file, or one with a fresh
  /// snapshot (only a vCard file gets one), is not looked into: a listing from a snapshot must
  /// not open the file it stands for (docs/SNAPSHOTS.md).
  private func isAbook() -> Bool {
    let name = path.lowercased()
    guard !name.hasSuffix(".vcf"), !name.hasSuffix(".vcard"), snapshots?.snapshot(of: path) == nil else {
      return false
    }
    return AbookFileSource.isAbook(path: path)
  }

  /// The fresh snapshot of the file or folder the path names, or nil (no cache, no snapshot).
  func snapshot() -> ContactSnapshot? {
    guard let snapshots else { return nil }
    switch FileBytes.kind(of: path) {
    case .file: return snapshots.snapshot(of: path)
    case .directory:
      guard let listing = try? VdirListing(path: path) else { return nil }
      return snapshots.snapshot(ofFolder: listing)?.snapshot
    default: return nil
    }
  }
}
