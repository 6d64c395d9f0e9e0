package import ContactModel
import ContactSearch
import ContactsSupport
import SafeText

/// `contacts-tui list`'s engine: renders every contact's row while the sources are parsed, and
/// keeps only the rows and their sort keys, never the contacts.
///
/// Each piece of a source (a range of a large file, on one core) renders its contacts' rows and
/// folds their sort keys as each card is finished, while the card is still in the cache; the
/// card is freed at once. The rows are then sorted by key and written in large writes. A million
/// contacts thus cost their rows and keys in memory, not a million `Contact`s.
package struct ContactListing: Sendable {
  /// The output format.
  package var format: ExportFormat
  /// How display names are composed.
  package var formatter: ContactFormatter
  /// The order of the rows.
  package var sortOrder: ContactSortOrder
  /// Only contacts matching every word, as the browser's search matches them (nil: all).
  package var match: String?
  /// Only the members of the group with this identifier (`ContactGroup.identifier`; nil: all).
  package var group: String?

  /// A listing of every contact (or those in `group` matching `match`), sorted by `sortOrder`.
  package init(
    format: ExportFormat, formatter: ContactFormatter, sortOrder: ContactSortOrder, match: String? = nil,
    group: String? = nil
  ) {
    self.format = format
    self.formatter = formatter
    self.sortOrder = sortOrder
    self.match = match
    self.group = group
  }

  /// Reads the store's contacts into sorted rows. Throws what the store throws (refused access,
  /// an unreadable source); the store's `diagnostics` then name the cards that were skipped.
  package func render(from store: ContactStore) throws(ContactsError) -> RenderedRows {
    // Logged with the number of rows listed, not of contacts read: a `--match` lists fewer.
    let batches = try store.streamContacts(into: stream) { $0.rowEnds.count }
    let keys = SortKeyTable(joining: batches.map(\.keys))
    let rows = ParallelJoin.joinedRecords(bytes: batches.map(\.rows), ends: batches.map(\.rowEnds))
    return RenderedRows(format: format, bytes: rows.bytes, ends: rows.ends, order: keys.sortedIndices())
  }

  /// The fields the rows, the sort keys, the match and the group read: text, TSV and CSV show only
  /// names, organization, first phone and e-mail, so the reader skips addresses, notes, photos, ….
  var keysToFetch: Set<ContactKey> {
    guard format == .text || format == .tsv || format == .csv else { return Set(ContactKey.allCases) }
    return Set(
      ContactKey.formatterKeys + [.identifier] + (match == nil ? [] : ContactKey.searchKeys)
        + (group == nil ? [] : [.groups]))
  }

  /// The stream that turns each piece's contacts into rows and keys.
  private var stream: ContactStream<Batch> {
    let listing = self
    let stream = ContactStream(
      keysToFetch: keysToFetch, makeBatch: { bytes in Batch(listing, expected: bytes / 256) },
      consume: { batch, contact in
        if let group = listing.group, !contact.isMember(ofGroup: group) { return }
        if listing.match == nil {
          batch.add(contact)
        } else {
          batch.pending.append(contact)
          if batch.pending.count == Batch.searchChunk { batch.addMatchingPending() }
        }
      },
      finish: { $0.addMatchingPending() })
    // A card written back keeps what the model does not show (docs/VCARD.md, "Writing cards back").
    return format == .vcard ? stream.keepingOriginalCards() : stream
  }

  /// One piece's rows and keys.
  struct Batch {
    /// Contacts searched together when there is a `match`.
    static let searchChunk = 1024
    let listing: ContactListing
    var rows: [UInt8] = []
    /// Where each row ends in `rows`.
    var rowEnds: [Int] = []
    var keys: SortKeyRun
    /// Contacts waiting to be searched (only with a `match`).
    var pending: [Contact] = []

    init(_ listing: ContactListing, expected: Int) {
      self.listing = listing
      keys = SortKeyRun(order: listing.sortOrder, capacity: expected)
      rows.reserveCapacity(expected * (listing.format == .vcard || listing.format == .json ? 600 : 128))
      rowEnds.reserveCapacity(expected)
    }

    /// Renders the contact's row and folds its key.
    mutating func add(_ contact: borrowing Contact) {
      ContactExport.appendRow(contact, format: listing.format, formatter: listing.formatter, to: &rows)
      rowEnds.append(rows.count)
      keys.append(contact)
    }

    /// Adds the pending contacts that match, and forgets them all.
    mutating func addMatchingPending() {
      guard let match = listing.match, !pending.isEmpty else { return }
      for index in SearchIndex(pending).search(match) { add(pending[index]) }
      pending.removeAll(keepingCapacity: true)
    }
  }
}

/// Rendered rows and the order to write them in.
package struct RenderedRows: Sendable {
  let format: ExportFormat
  /// The rows, back to back, in source order.
  let bytes: [UInt8]
  /// Where each row ends in `bytes`.
  let ends: [Int]
  /// The row indices in output order.
  let order: [Int]

  /// The number of rows.
  package var count: Int { order.count }

  /// The whole listing as one String.
  package func string() -> String {
    var out: [UInt8] = []
    forEachChunk(Self.chunkSize) { out += $0 }
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes the listing to a file descriptor (standard output by default) in large writes.
  ///
  /// Text, TSV and JSON rows are safe for a terminal as rendered. vCard rows keep the cards'
  /// bytes, as an export must; when `toTerminal` (the descriptor is a tty) their control and bidi
  /// characters become U+FFFD (`SafeText`), keeping the line breaks.
  package func write(to descriptor: Int32 = 1, toTerminal: Bool = false) throws(ContactsError) {
    try write(to: descriptor, chunkSize: Self.chunkSize, toTerminal: toTerminal)
  }

  /// Writes the listing about `chunkSize` bytes at a time.
  func write(to descriptor: Int32, chunkSize: Int, toTerminal: Bool = false) throws(ContactsError) {
    let neutralise = toTerminal && format == .vcard
    var failure: ContactsError?
    forEachChunk(chunkSize) { chunk in
      guard failure == nil else { return }
      if neutralise {
        var chunk = chunk
        SafeText.neutralise(&chunk, keepingLineBreaks: true)
        failure = ContactExport.writeAll(chunk, to: descriptor)
      } else {
        failure = ContactExport.writeAll(chunk, to: descriptor)
      }
    }
    if let failure { throw failure }
  }

  /// Bytes gathered per write.
  static let chunkSize = 1 << 20

  /// Calls `emit` with the listing in order, about `chunkSize` bytes at a time. Rows are
  /// gathered from their scattered places on all cores, a run of rows per core.
  private func forEachChunk(_ chunkSize: Int, _ emit: ([UInt8]) -> Void) {
    let opening = ContactExport.opening(format, isEmpty: order.isEmpty)
    if !opening.isEmpty { emit(opening) }
    let separator = ContactExport.separator(format)
    let rowsPerChunk = max(1, chunkSize / max(1, bytes.count / max(order.count, 1)))
    let parts = Parallel.cores
    var start = 0
    while start < order.count {
      let end = min(start + rowsPerChunk * parts, order.count)
      let rows = start..<end
      let chunks = Parallel.map(parts) { part in gather(Parallel.slice(rows, part: part, of: parts), separator) }
      for chunk in chunks where !chunk.isEmpty { emit(chunk) }
      start = end
    }
    let closing = ContactExport.closing(format)
    if !closing.isEmpty { emit(closing) }
  }

  /// The rows at `positions` of the output order, each after a separator but the very first.
  private func gather(_ positions: Range<Int>, _ separator: [UInt8]) -> [UInt8] {
    guard !positions.isEmpty else { return [] }
    var out: [UInt8] = []
    out.reserveCapacity(positions.count * (bytes.count / max(order.count, 1) + separator.count + 8))
    bytes.withUnsafeBufferPointer { bytes in
      for position in positions {
        if position > 0 && !separator.isEmpty { out += separator }
        let row = order[position]
        let start = row == 0 ? 0 : ends[row - 1]
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<ends[row]]))
      }
    }
    return out
  }
}
