public import ContactModel
import ContactsSupport

/// Reads vCard 2.1, 3.0 and 4.0 into contacts, with a diagnostic for everything it skips.
///
/// Large inputs are split at card boundaries and the pieces parsed on all cores; the result is
/// the same as a sequential read, in file order.
public enum VCardReader {
  /// The cards in `data` (`Data`, `[UInt8]`, any bytes). `source` names the input in
  /// diagnostics (`source:line: reason`).
  public static func read(_ data: some Collection<UInt8>, source: String) -> (
    contacts: [Contact], diagnostics: [Diagnostic]
  ) {
    data.withContiguousStorageIfAvailable { read(buffer: $0, source: source) }
      ?? Array(data).withUnsafeBufferPointer { read(buffer: $0, source: source) }
  }

  /// The cards in `bytes`, read under `limits`.
  public static func read(bytes: [UInt8], source: String, limits: VCardLimits = .standard) -> (
    contacts: [Contact], diagnostics: [Diagnostic]
  ) {
    bytes.withUnsafeBufferPointer { read(buffer: $0, source: source, limits: limits) }
  }

  /// Inputs below this size are parsed on one thread: splitting would cost more than it saves.
  package static let parallelThreshold = 256 * 1024

  /// `parsed` is told each range of `buffer` once it has been read (a mapped file drops it).
  package static func read(
    buffer: UnsafeBufferPointer<UInt8>, source: String, parallel: Bool = true, limits: VCardLimits = .standard,
    parsed: (@Sendable (Range<Int>) -> Void)? = nil
  ) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    var (batches, diagnostics) = read(
      buffer: buffer, source: source, parallel: parallel, limits: limits, into: .collecting, parsed: parsed)
    return (batches.count == 1 ? batches[0] : concatenate(&batches), diagnostics)
  }

  /// Reads `buffer` into the stream: one batch per piece, in file order.
  package static func read<Batch>(
    buffer: UnsafeBufferPointer<UInt8>, source: String, parallel: Bool = true, limits: VCardLimits = .standard,
    into stream: ContactStream<Batch>, parsed: (@Sendable (Range<Int>) -> Void)? = nil
  ) -> (batches: [Batch], diagnostics: [Diagnostic]) {
    if buffer.isEmpty {
      return ([], [Diagnostic(file: source, line: 1, reason: "empty file: no vCard in it")])
    }
    if UTF16Input.isUTF16(buffer) && buffer.count > limits.maxUTF16Bytes {
      // Transcoding holds the text about four times over; a UTF-16 file this large is not a
      // real address book.
      let reason = "cannot be read: a UTF-16 file larger than \(VCardLimits.words(limits.maxUTF16Bytes)); skipped"
      return ([], [Diagnostic(file: source, line: 0, reason: reason)])
    }
    if let utf8 = UTF16Input.transcode(buffer) {
      return utf8.withUnsafeBufferPointer {
        read(buffer: $0, source: source, parallel: parallel, limits: limits, into: stream)
      }
    }
    let pieces =
      parallel && buffer.count >= parallelThreshold
      ? CardBoundaries.split(buffer, into: min(64, buffer.count / (parallelThreshold / 2)), release: parsed)
      : [0..<buffer.count]
    var results: [Piece<Batch>?]
    if pieces.count == 1 {
      results = [parse(buffer, pieces[0], source, stream, limits, parsed)]
      parsed?(pieces[0])
    } else {
      let shared = Parallel.Memory(buffer)
      results = Parallel.map(pieces.count) { index -> Piece<Batch>? in
        let piece = parse(shared.base, pieces[index], source, stream, limits, parsed)
        parsed?(pieces[index])
        return piece
      }
      // Pieces start at a BEGIN right after an END, but that END may close a card nested in
      // another: a piece that ends inside a card was split inside a nest, so the file from there
      // on is read again in one piece (only damaged files have nests).
      if let broken = results.indices.dropLast().first(where: { results[$0]?.endedInsideCard == true }) {
        let rest = pieces[broken].lowerBound..<buffer.count
        results.replaceSubrange(broken..., with: [parse(buffer, rest, source, stream, limits, parsed)])
        parsed?(rest)
      }
    }
    var batches: [Batch] = []
    batches.reserveCapacity(results.count)
    var diagnostics: [Diagnostic] = []
    var lineOffset = 0
    var unlistedCards = 0
    var unlistedLines = 0
    var reportedOnce = false
    for index in results.indices {
      guard let result = results[index].take() else { continue }
      for diagnostic in result.diagnostics {
        // Each piece reports its first; the file keeps the first piece's.
        if diagnostic.oncePerFile {
          if reportedOnce { continue }
          reportedOnce = true
        }
        diagnostics.append(diagnostic.resolved(source: source, offset: lineOffset))
      }
      lineOffset += result.lines
      unlistedCards += result.unlistedCards
      unlistedLines += result.unlistedLines
      batches.append(result.batch)
    }
    let capped = limits.capped(
      diagnostics, source: source, unlistedCards: unlistedCards, unlistedLines: unlistedLines)
    return (batches, capped)
  }

  /// What one piece of the input became.
  private struct Piece<Batch> {
    var batch: Batch
    var diagnostics: [PendingDiagnostic]
    var lines: Int
    var unlistedCards: Int
    var unlistedLines: Int
    /// Whether the piece ended inside a card.
    var endedInsideCard: Bool
  }

  /// Joins the pieces' contacts by moving them, not copying (a copy would retain and later
  /// release every string of every contact), one piece per core. Each moved-from slot gets an
  /// empty contact, so the piece's array can be freed normally.
  private static func concatenate(_ pieces: inout [[Contact]]) -> [Contact] {
    var starts: [Int] = []
    var total = 0
    for piece in pieces {
      starts.append(total)
      total += piece.count
    }
    let offsets = starts
    let joined = [Contact](unsafeUninitializedCapacity: total) { buffer, initialized in
      guard let target = buffer.baseAddress else { return }
      let destination = Parallel.Memory(UnsafeMutableBufferPointer(start: target, count: total))
      pieces.withUnsafeMutableBufferPointer { pieces in
        let pieces = Parallel.Memory(pieces)
        Parallel.forEach(pieces.base.count) { index in
          pieces.base[index].withUnsafeMutableBufferPointer { source in
            guard let from = source.baseAddress, let to = destination.base.baseAddress else { return }
            (to + offsets[index]).moveInitialize(from: from, count: source.count)
            from.initialize(repeating: Contact(identifier: ""), count: source.count)
          }
          pieces.base[index] = []
        }
      }
      initialized = total
    }
    return joined
  }

  private static func parse<Batch>(
    _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ source: String, _ stream: ContactStream<Batch>,
    _ limits: VCardLimits, _ release: (@Sendable (Range<Int>) -> Void)?
  ) -> Piece<Batch> {
    var parser = VCardParser(
      input: buffer, range: range, source: source, stream: stream, limits: limits, release: release)
    parser.run()
    stream.finish(&parser.batch)
    return Piece(
      batch: parser.batch, diagnostics: parser.diagnostics, lines: parser.lineCount,
      unlistedCards: parser.unlistedCards, unlistedLines: parser.unlistedLines,
      endedInsideCard: parser.endedInsideCard)
  }
}
