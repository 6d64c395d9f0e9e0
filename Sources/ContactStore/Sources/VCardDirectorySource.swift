public import ContactModel
import ContactsSupport
import VCard

/// A vdir folder (khard, vdirsyncer): one card per `.vcf` file. Hidden files and `.tmp` files
/// are ignored; sub-folders (collections) are read one level deep, as vdirsyncer lays them out.
/// A card file that cannot be read (or is not a regular file) is a diagnostic naming it.
public struct VCardDirectorySource: ContactSource {
  /// The folder's path.
  public let path: String
  /// The limits each card file is read under.
  let limits: VCardLimits
  /// Where the folder's snapshot is kept, or nil to parse it every time.
  let snapshots: SnapshotCache?

  /// A source for the folder at `path` (not opened until `load()`).
  public init(path: String) {
    self.init(path: path, limits: .standard)
  }

  /// A source for the folder at `path` that reads and writes its snapshot in `snapshots`.
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

  /// Files up to this size are read into memory; larger ones are mapped and released as parsed,
  /// so one huge file in a folder costs no more memory than it would alone.
  static let mapThreshold = 1 << 20

  /// Reads every card file, in name order, several files at a time. With a snapshot cache, a
  /// fresh snapshot of the folder is decoded instead, and a parse writes one.
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let listing = try VdirListing(path: path)
    guard let snapshots else { return try parse(listing) }
    return try snapshots.loadFolder(listing) { listing throws(ContactsError) in try parse(listing) }
  }

  /// Reads the card files of `listing`.
  private func parse(_ listing: VdirListing) throws(ContactsError)
    -> (contacts: [Contact], diagnostics: [Diagnostic])
  {
    let (batches, diagnostics) = read(listing, into: .collecting)
    return (batches.flatMap { $0 }, diagnostics)
  }

  /// Reads every card file into `stream`, a batch per file, several files at a time. With a
  /// snapshot cache (and unless the stream keeps the cards' bytes), a fresh snapshot of the
  /// folder is decoded into the stream instead; streaming writes no snapshot (a load does).
  public func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    let listing = try VdirListing(path: path)
    if let snapshots, !stream.keepsOriginalCards, let fresh = snapshots.snapshot(ofFolder: listing),
      let batches = try? fresh.snapshot.stream(into: stream)
    {
      return (batches, fresh.diagnostics)
    }
    return read(listing, into: stream)
  }

  /// Reads the card files of `listing` into `stream`; a card file that cannot be read, or is not
  /// a regular file (a FIFO, a device: never opened), is a diagnostic naming it.
  private func read<Batch>(_ listing: VdirListing, into stream: ContactStream<Batch>)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    var files: [String] = []
    var refused: [Diagnostic] = []
    for entry in listing.entries {
      switch entry.kind {
      case .file: files.append(entry.path)
      case .other(let what): refused.append(Diagnostic(unreadable: entry.path, FileBytes.refusal(entry.path, what)))
      case .missing(let code): refused.append(Diagnostic(unreadable: entry.path, FileBytes.failure(entry.path, code)))
      case .directory: break
      }
    }
    let (paths, limits) = (files, self.limits)
    let results = Parallel.map(paths.count) { index -> (batches: [Batch], diagnostics: [Diagnostic]) in
      do throws(ContactsError) {
        return try Self.read(paths[index], into: stream, limits: limits)
      } catch {
        return ([], [Diagnostic(unreadable: paths[index], error)])
      }
    }
    let diagnostics = refused + results.flatMap(\.diagnostics)
    return (results.flatMap(\.batches), limits.capped(diagnostics, source: path))
  }

  /// One card file: read whole when small, mapped when large.
  private static func read<Batch>(_ path: String, into stream: ContactStream<Batch>, limits: VCardLimits)
    throws(ContactsError) -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    let file = try SourceFile(path: path)
    if file.size > mapThreshold {
      let mapped = try MappedFile(file: file)
      return VCardReader.read(
        buffer: mapped.buffer, source: path, parallel: false, limits: limits, into: stream
      ) { mapped.release($0) }
    }
    let bytes = try file.readAll()
    return bytes.withUnsafeBufferPointer {
      VCardReader.read(buffer: $0, source: path, parallel: false, limits: limits, into: stream)
    }
  }

  /// `.vcf` (any case), not hidden, not a `.tmp` file.
  /// Looks at the name's bytes (no lowercased copy: a listing asks this of every name).
  static func isCardFile(_ name: String) -> Bool {
    let bytes = name.utf8
    guard bytes.first != UInt8(ascii: "."), bytes.count >= 4 else { return false }
    let suffix = bytes.suffix(4)
    return suffix.first == UInt8(ascii: ".") && zip(suffix.dropFirst(), "vcf".utf8).allSatisfy { $0 | 0x20 == $1 }
  }
}
