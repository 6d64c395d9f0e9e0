/// How a one-pass reader takes contacts while sources are parsed, instead of collecting them.
///
/// A source is read in pieces (ranges of a large file, or files of a folder), on all cores. Each
/// piece fills its own batch: `makeBatch` starts it, `consume` takes each contact of the piece in
/// source order, and `finish` runs once at the piece's end, still on the piece's core. The
/// batches come back in source order, so walking them visits contacts as a sequential read would.
///
/// A contact that `consume` does not keep is freed right away, so a reader that keeps only what
/// it needs (a rendered row, a sort key) never holds the whole address book in memory.
public struct ContactStream<Batch>: Sendable {
  /// Starts a batch; the argument is the piece's size in bytes (0 when unknown), for reserving.
  public let makeBatch: @Sendable (_ bytes: Int) -> Batch
  /// Takes one contact into the batch.
  public let consume: @Sendable (inout Batch, consuming Contact) -> Void
  /// Completes the batch after its last contact.
  public let finish: @Sendable (inout Batch) -> Void
  /// The fields the consumer reads, as a fetch request's `keysToFetch`: a source may leave the
  /// others empty (and skip reading them). The identifier is always filled.
  public let keysToFetch: Set<ContactKey>
  /// Whether the reader hashes each card into its `fingerprint` (false only where no sharing key
  /// is read: a listing with full access, which saves hashing every byte of the sources).
  package let fingerprintsCards: Bool
  /// Whether the reader keeps each card's bytes in its `originalCard` (only where contacts are
  /// written back as vCards: it costs a copy of every card).
  package private(set) var keepsOriginalCards = false

  /// A stream; `finish` does nothing unless given.
  public init(
    keysToFetch: Set<ContactKey> = Set(ContactKey.allCases),
    makeBatch: @escaping @Sendable (_ bytes: Int) -> Batch,
    consume: @escaping @Sendable (inout Batch, consuming Contact) -> Void,
    finish: @escaping @Sendable (inout Batch) -> Void = { _ in }
  ) {
    self.keysToFetch = keysToFetch
    self.makeBatch = makeBatch
    self.consume = consume
    self.finish = finish
    fingerprintsCards = true
  }

  private init(
    _ keysToFetch: Set<ContactKey>, fingerprintsCards: Bool, makeBatch: @escaping @Sendable (_ bytes: Int) -> Batch,
    consume: @escaping @Sendable (inout Batch, consuming Contact) -> Void,
    finish: @escaping @Sendable (inout Batch) -> Void
  ) {
    self.keysToFetch = keysToFetch
    self.fingerprintsCards = fingerprintsCards
    self.makeBatch = makeBatch
    self.consume = consume
    self.finish = finish
  }

  /// The same stream, with cards left without a fingerprint.
  package func withoutFingerprints() -> ContactStream<Batch> {
    var stream = ContactStream(
      keysToFetch, fingerprintsCards: false, makeBatch: makeBatch, consume: consume, finish: finish)
    stream.keepsOriginalCards = keepsOriginalCards
    return stream
  }

  /// The same stream, with every card's bytes kept in its contact's `originalCard`.
  package func keepingOriginalCards() -> ContactStream<Batch> {
    var stream = self
    stream.keepsOriginalCards = true
    return stream
  }

  /// The same stream seeing only the contacts that pass `include` (limited access).
  package func filtered(_ include: @escaping @Sendable (Contact) -> Bool) -> ContactStream<Batch> {
    let consume = self.consume
    var stream = ContactStream(
      keysToFetch, fingerprintsCards: fingerprintsCards, makeBatch: makeBatch,
      consume: { batch, contact in if include(contact) { consume(&batch, contact) } },
      finish: finish)
    stream.keepsOriginalCards = keepsOriginalCards
    return stream
  }

  /// The same stream, also keeping a hash of every contact's identifier (shown or not), so the
  /// store can tell whether any identifier repeats without keeping the contacts.
  package func hashingIdentifiers() -> ContactStream<HashedBatch<Batch>> {
    let (makeBatch, consume, finish) = (self.makeBatch, self.consume, self.finish)
    var stream = ContactStream<HashedBatch<Batch>>(
      keysToFetch, fingerprintsCards: fingerprintsCards,
      makeBatch: { bytes in HashedBatch(inner: makeBatch(bytes), expected: bytes / 256) },
      consume: { batch, contact in
        batch.identifierHashes.append(ContactIdentity.hash(of: contact.identifier))
        consume(&batch.inner, contact)
      },
      finish: { finish(&$0.inner) })
    stream.keepsOriginalCards = keepsOriginalCards
    return stream
  }

  /// One batch of `contacts`, already in memory.
  package func batch(of contacts: some Sequence<Contact>) -> Batch {
    var batch = makeBatch(0)
    for contact in contacts { consume(&batch, contact) }
    finish(&batch)
    return batch
  }
}

/// A batch and the hashes of the identifiers of every contact its piece read.
package struct HashedBatch<Batch> {
  package var inner: Batch
  package var identifierHashes: [UInt64] = []

  init(inner: Batch, expected: Int) {
    self.inner = inner
    identifierHashes.reserveCapacity(expected)
  }
}

/// The stream that collects contacts into arrays: what `ContactSource.load()` amounts to.
extension ContactStream where Batch == [Contact] {
  /// Collects each piece's contacts, reserving for cards of at least 256 bytes.
  package static var collecting: ContactStream<[Contact]> {
    ContactStream(
      makeBatch: { bytes in
        var contacts: [Contact] = []
        contacts.reserveCapacity(bytes / 256 + 1)
        return contacts
      },
      consume: { $0.append($1) })
  }
}
