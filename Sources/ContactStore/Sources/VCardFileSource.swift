public import ContactModel
import VCard

/// One `.vcf` file holding one or many cards.
public struct VCardFileSource: ContactSource {
  /// The file's path.
  public let path: String

  /// The limits the file is read under.
  let limits: VCardLimits
  /// Where the file's snapshot is kept, or nil to parse it every time.
  let snapshots: SnapshotCache?

  /// A source for the file at `path` (not opened until `load()`).
  public init(path: String) {
    self.init(path: path, limits: .standard)
  }

  /// A source for the file at `path` that reads and writes its snapshot in `snapshots`.
  package init(path: String, snapshots: SnapshotCache?) {
    self.path = path
    limits = .standard
    self.snapshots = snapshots
  }

  /// A source reading under `limits` (tests lower them).
  init(path: String, limits: VCardLimits) {
    self.path = path
    self.limits = limits
    snapshots = nil
  }

  /// The path.
  public var name: String { path }

  /// Maps the file and parses it on all cores, releasing each parsed piece's pages as it goes.
  /// Only a regular file is read (a FIFO, a device or a socket is refused, see `SourceFile`).
  /// With a snapshot cache, a fresh snapshot is decoded instead, and a parse writes one.
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    guard let snapshots else { return try parse() }
    return try snapshots.load(path) { () throws(ContactsError) in try parse() }
  }

  /// Maps the file and parses it.
  private func parse() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let file = try MappedFile(path: path)
    return VCardReader.read(buffer: file.buffer, source: path, limits: limits) { file.release($0) }
  }

  /// Maps the file and parses it on all cores, a batch per piece. With a snapshot cache (and
  /// unless the stream keeps the cards' bytes, which only the file has), a fresh snapshot is
  /// decoded into the stream on all cores instead. Streaming writes no snapshot: it keeps no
  /// contacts to write one from (a load does).
  public func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    if let snapshots, !stream.keepsOriginalCards, let snapshot = snapshots.snapshot(of: path),
      let batches = try? snapshot.stream(into: stream)
    {
      return (batches, snapshot.diagnostics)
    }
    let file = try MappedFile(path: path)
    return VCardReader.read(buffer: file.buffer, source: path, limits: limits, into: stream) { file.release($0) }
  }
}
