package import ContactModel

extension VCardReader {
  /// The cards in `data`, each contact keeping its card's bytes (`Contact.originalCard`), so
  /// `VCardWriter` writes it back with everything the model does not show.
  package static func readKeepingOriginalCards(_ data: some Collection<UInt8>, source: String) -> (
    contacts: [Contact], diagnostics: [Diagnostic]
  ) {
    let stream = ContactStream<[Contact]>.collecting.keepingOriginalCards()
    let result: (batches: [[Contact]], diagnostics: [Diagnostic]) =
      data.withContiguousStorageIfAvailable { read(buffer: $0, source: source, into: stream) }
      ?? Array(data).withUnsafeBufferPointer { read(buffer: $0, source: source, into: stream) }
    return (result.batches.count == 1 ? result.batches[0] : Array(result.batches.joined()), result.diagnostics)
  }
}
