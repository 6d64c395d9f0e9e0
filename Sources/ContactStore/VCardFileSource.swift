import Authorization

/// One `.vcf` file holding one or many cards.
public struct VCardFileSource: ContactSource {
  /// The file's path.
  public let path: String

  /// A source for the file at `path` (not opened until `load()`).
  public init(path: String) {
    self.path = path
  }

  /// The path.
  public var name: String { path }

  /// Maps the file and parses it on all cores, releasing each parsed piece's pages as it goes.
  /// A stream (`/dev/stdin`, a pipe) is read to its end first.
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    if FileBytes.kind(of: path) == .stream {
      return VCardReader.read(bytes: try FileBytes.read(path), source: path)
    }
    let file = try MappedFile(path: path)
    return VCardReader.read(buffer: file.buffer, source: path) { file.release($0) }
  }

  /// Maps the file and parses it on all cores, a batch per piece.
  public func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    if FileBytes.kind(of: path) == .stream {
      let bytes = try FileBytes.read(path)
      return bytes.withUnsafeBufferPointer { VCardReader.read(buffer: $0, source: path, into: stream) }
    }
    let file = try MappedFile(path: path)
    return VCardReader.read(buffer: file.buffer, source: path, into: stream) { file.release($0) }
  }
}
