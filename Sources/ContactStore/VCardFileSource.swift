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

  /// Reads and parses the file on all cores.
  public func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    let bytes = try FileBytes.read(path)
    return VCardReader.read(bytes: bytes, source: path)
  }
}
