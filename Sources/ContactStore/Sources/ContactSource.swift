public import ContactModel

/// Somewhere contacts come from: a vCard file, a vdir folder, or memory (for tests).
///
/// A source is opened only by `load()`, and `ContactStore` calls it only after access is granted.
public protocol ContactSource: Sendable {
  /// The name shown in the status line and in diagnostics (usually the path).
  var name: String { get }
  /// Reads every contact. A card that cannot be read becomes a diagnostic; a source that cannot
  /// be read at all throws `dataAccessError` naming the path.
  func load() throws(ContactsError) -> (contacts: [Contact], diagnostics: [Diagnostic])
  /// Reads every contact into `stream`, a batch per piece, without collecting them. Sources that
  /// parse in pieces implement it; the default streams what `load()` returns as one batch.
  func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
}

extension ContactSource {
  /// Streams the loaded contacts as one batch.
  public func stream<Batch>(into stream: ContactStream<Batch>) throws(ContactsError)
    -> (batches: [Batch], diagnostics: [Diagnostic])
  {
    let loaded = try load()
    return ([stream.batch(of: loaded.contacts)], loaded.diagnostics)
  }
}
