public import Authorization
public import ContactModel
import VCard

/// One `.vcf` file holding one or many cards.
public struct VCardFileSource: ContactSource {
  /// The file's path.
  public let path: String

  /// The limits the file is read under.
  let limits: VCardLimits

  /// A source for the file at `path` (not opened until `load()`).
  public init(path: String) {
    self.init(path: path, limits: .standard)
  }

  /// A source reading under `limits` (tests lower them).
  init(path: String, limits: VCardLimits) {
    self.path = path
    self.limits = limits
  }

  /// The path.
  public var name: String { path }

  /// Maps the file and parses it on all cores, releasing each parsed piece's pages as it goes.
  /// Only a regular file is read (a FIFO, a device or a socket is refused, see `SourceFile`).
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let file = try MappedFile(path: path)
    return VCardReader.read(buffer: file.buffer, source: path, limits: limits) { file.release($0) }
  }

  /// Maps the file and parses it on all cores, a batch per piece.
  public func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    let file = try MappedFile(path: path)
    return VCardReader.read(buffer: file.buffer, source: path, limits: limits, into: stream) { file.release($0) }
  }
}
