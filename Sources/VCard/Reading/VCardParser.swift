import ContactModel
import ContactsSupport

/// Reads the cards in one chunk of a vCard file: the state machine over logical lines.
///
/// Bad input never stops it: a line outside a card, a line without ':', NUL bytes, a card
/// without END each become a `Diagnostic` and the parser moves on. A card that begins inside
/// another is read as a contact of its own, and a card cut off by the end of the data is kept
/// (`VCardParser+Nesting.swift`). Each finished card goes to the stream's batch.
struct VCardParser<Batch> {
  let input: UnsafeBufferPointer<UInt8>
  let source: String
  var lines: VCardLineReader
  private let decoder = VCardValueDecoder()
  let stream: ContactStream<Batch>
  /// What the stream made of the cards read so far.
  var batch: Batch
  /// Diagnostics with line numbers relative to this piece; `VCardReader` shifts them.
  private(set) var diagnostics: [PendingDiagnostic] = []
  /// The card being read; meaningful only while `inCard`. Kept in place (never copied per line).
  var card: VCardCardBuilder
  /// Properties whose fields the stream does not fetch.
  private let skipped: VCardPropertySet
  /// Whether each finished contact keeps its card's bytes (`ContactStream.keepsOriginalCards`);
  /// never for a partial fetch, whose empty fields would read as deletions when written back.
  let keepsOriginalCards: Bool
  var inCard = false
  private var inGarbage = false
  /// The card being read outgrew `limits.maxCardBytes`: it was reported, and its lines up to
  /// its END are passed over.
  var skippingCard = false
  /// Bytes of the lines the card being read has kept.
  var cardBytes = 0
  /// Where the current card's own bytes last started: its BEGIN, or the end of the last card
  /// nested in it.
  var segmentStart = 0
  /// The current card's own bytes before the cards nested in it (empty unless one was).
  var earlierSegments: [Range<Int>] = []
  /// Cards paused by a card nested in them, outermost first.
  var suspended: [SuspendedCard] = []
  /// The contacts of a nest of cards, in the order of their BEGIN lines, handed on when the
  /// outermost card ends; a slot stays empty for a card that was skipped.
  var held: [Contact?] = []
  /// The current card's slot in `held`; nil outside a nest.
  var cardSlot: Int?
  /// Whether a card nested in the current one was reported (once per card).
  var reportedNesting = false
  /// Whether the data ended inside a card: for a piece of a file, that it was split inside a
  /// nest of cards, so `VCardReader` reads the rest of the file again in one piece.
  private(set) var endedInsideCard = false
  /// What the input may cost.
  let limits: VCardLimits
  /// Told of input never read again (a mapped file drops its pages).
  let release: (@Sendable (Range<Int>) -> Void)?
  /// Cards and lines left out after `limits.maxDiagnostics` diagnostics, counted but not listed.
  private(set) var unlistedCards = 0
  private(set) var unlistedLines = 0
  /// This piece has reported a value that declared no charset and was not UTF-8.
  private var reportedNotUTF8 = false

  /// A parser over `input[range]`; line numbers count from 1 at the range's start.
  init(
    input: UnsafeBufferPointer<UInt8>, range: Range<Int>, source: String, stream: ContactStream<Batch>,
    limits: VCardLimits = .standard, release: (@Sendable (Range<Int>) -> Void)? = nil
  ) {
    self.input = input
    self.source = source
    self.stream = stream
    self.limits = limits
    skipped = VCardPropertySet(unfetchedBy: stream.keysToFetch)
    keepsOriginalCards = stream.keepsOriginalCards && skipped.isEmpty
    lines = VCardLineReader(input: input, range: range, maxLineBytes: limits.maxLineBytes, release: release)
    self.release = release
    batch = stream.makeBatch(range.count)
    card = VCardCardBuilder(startLine: 0, startOffset: 0, maxValuesPerField: limits.maxValuesPerField)
  }

  /// Physical lines consumed so far.
  var lineCount: Int { lines.nextLine - 1 }

  mutating func run() {
    while let line = lines.next() {
      let bytes = line.bytes
      if ByteMatching.trimmed(bytes, 0..<bytes.count).isEmpty { continue }
      let content = VCardContentLine(bytes)
      if !inCard {
        if let content, VCardBoundary.isBoundary(content, in: bytes, begin: true) {
          startCard(line)
          inCard = true
          inGarbage = false
        } else if !inGarbage {
          inGarbage = true
          let what =
            content.map { VCardBoundary.isBoundary($0, in: bytes, begin: false) } == true
            ? "END:VCARD without BEGIN:VCARD" : "text"
          report(line.number, "\(what) outside a vCard; ignored up to the next BEGIN:VCARD")
        }
        continue
      }
      handleInCard(content, bytes, line)
    }
    endedInsideCard = inCard
    if inCard { finishCutOffCards() }
  }

  mutating func startCard(_ line: VCardLineReader.Line) {
    card.restart(startLine: line.number, startOffset: line.offset)
    decoder.isVersion21 = false
    cardBytes = 0
    skippingCard = false
    segmentStart = line.offset
    earlierSegments = []
    reportedNesting = false
    cardSlot = nil
  }

  private mutating func handleInCard(
    _ content: VCardContentLine?, _ bytes: UnsafeBufferPointer<UInt8>, _ line: VCardLineReader.Line
  ) {
    if skippingCard {
      passOver(content, bytes, line)
      return
    }
    if line.isTooLong {
      reportTooLong(content, bytes, line)
      return
    }
    cardBytes += bytes.count
    if cardBytes > limits.maxCardBytes {
      skipTooLarge(content, bytes, line)
      return
    }
    if line.containsNul {
      report(line.number, "line contains NUL bytes; ignored")
      return
    }
    guard let content else {
      report(line.number, "line has no ':' so it is not a vCard property; ignored")
      return
    }
    if line.backslashJoins > 0 { reportBackslashJoins(content, bytes, line) }
    if VCardBoundary.isBoundary(content, in: bytes, begin: false) {
      finishCard()
    } else if VCardBoundary.isBoundary(content, in: bytes, begin: true) {
      if card.agentPending {
        skipEmbeddedCard()
        card.agentPending = false
      } else {
        beginNestedCard(line)
      }
    } else {
      if content.kind == .version { decoder.isVersion21 = VCardValueDecoder.isVersion21(bytes, content.value) }
      card.apply(content, bytes, decoder, skipping: skipped)
      if !card.problems.isEmpty {
        for problem in card.problems { report(line.number, problem) }
        card.problems.removeAll()
      }
      if !decoder.findings.isEmpty { reportDecoding(line.number) }
    }
  }

  /// Finishes the card being read at its END (or at the end of the data) and goes back to the
  /// card it was nested in, if any.
  mutating func finishCard() {
    deliver(finishedContact(upTo: lines.position))
  }

  /// The card being read, its bytes ending at `end`, as a contact.
  mutating func finishedContact(upTo end: Int) -> Contact {
    guard earlierSegments.isEmpty else { return nestingCardContact(upTo: end) }
    let range = segmentStart..<end
    let raw = UnsafeBufferPointer(rebasing: input[range])
    if let release, range.count > VCardLineReader.releaseStride {
      // Only a card with ignored over-long lines is this large: hash it without reading it
      // all back into memory.
      let input = input
      let hash = {
        StableHash.fnv1a64(input, range, chunk: VCardLineReader.releaseStride, release: release)
      }
      return card.finish(rawCard: raw, fingerprint: stream.fingerprintsCards, chunkedHash: hash)
    }
    return card.finish(
      rawCard: raw, fingerprint: stream.fingerprintsCards, keepOriginal: keepsOriginalCards,
      origin: (source, range.lowerBound))
  }

  /// Hands a finished card's contact on (nil for a skipped card): to the batch, or to its slot
  /// while its nest is open; then resumes the card it was nested in, or hands on the whole nest.
  mutating func deliver(_ contact: consuming Contact?) {
    if let cardSlot {
      held[cardSlot] = contact
    } else if let contact = contact.take() {
      // Moved out, not bound by copy: a copy would retain every field only to release it.
      stream.consume(&batch, contact)
    }
    if !suspended.isEmpty {
      resumeOuterCard()
      return
    }
    inCard = false
    skippingCard = false
    guard !held.isEmpty else { return }
    for index in held.indices {
      if let contact = held[index].take() { stream.consume(&batch, contact) }
    }
    held.removeAll()
  }

  @inline(never)
  private mutating func reportBackslashJoins(
    _ content: VCardContentLine, _ bytes: UnsafeBufferPointer<UInt8>, _ line: VCardLineReader.Line
  ) {
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[content.name]), as: UTF8.self)
    let count = line.backslashJoins
    report(
      line.number,
      "\(name.prefix(40).uppercased()) value ends in '\\' and goes on over \(count) more "
        + (count == 1 ? "line" : "lines") + " (a vCard 2.1 continuation); joined with line breaks", repaired: true)
  }

  @inline(never)
  private mutating func reportTooLong(
    _ content: VCardContentLine?, _ bytes: UnsafeBufferPointer<UInt8>, _ line: VCardLineReader.Line
  ) {
    let name = content.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.name]), as: UTF8.self) }
    let what = name.map { $0.isEmpty ? "line" : "\($0.prefix(40).uppercased()) line" } ?? "line"
    report(line.number, "\(what) is longer than \(VCardLimits.words(limits.maxLineBytes)); ignored")
  }

  @inline(never)
  private mutating func skipTooLarge(
    _ content: VCardContentLine?, _ bytes: UnsafeBufferPointer<UInt8>, _ line: VCardLineReader.Line
  ) {
    report(card.startLine, "vCard is larger than \(VCardLimits.words(limits.maxCardBytes)); skipped")
    // The builder's fields go now; the card's remaining lines are read only to find its END.
    card = VCardCardBuilder(startLine: card.startLine, startOffset: card.startOffset)
    skippingCard = true
    passOver(content, bytes, line)
  }

  /// A line of a card that was too large: its END ends the card (not kept), a BEGIN starts the
  /// next one.
  private mutating func passOver(
    _ content: VCardContentLine?, _ bytes: UnsafeBufferPointer<UInt8>, _ line: VCardLineReader.Line
  ) {
    guard let content, !line.isTooLong else { return }
    if VCardBoundary.isBoundary(content, in: bytes, begin: false) {
      deliver(nil)
    } else if VCardBoundary.isBoundary(content, in: bytes, begin: true) {
      // The new card takes the skipped one's place, in a nest too.
      let slot = cardSlot
      startCard(line)
      cardSlot = slot
    }
  }

  /// Skips a vCard 2.1 AGENT's embedded card (or one nested too deep), BEGIN through its
  /// matching END.
  mutating func skipEmbeddedCard() {
    var depth = 1
    while depth > 0, let line = lines.next() {
      let bytes = line.bytes
      guard let content = VCardContentLine(bytes) else { continue }
      if VCardBoundary.isBoundary(content, in: bytes, begin: true) {
        depth += 1
      } else if VCardBoundary.isBoundary(content, in: bytes, begin: false) {
        depth -= 1
      }
    }
  }

  /// The decoder's findings for the line: its charset problems, and the first value in the
  /// piece that declared no charset and was not UTF-8 (the reader keeps the file's first).
  @inline(never)
  private mutating func reportDecoding(_ line: Int) {
    let findings = decoder.takeFindings()
    for reason in findings.reasons { report(line, reason, repaired: true) }
    if findings.undeclaredNotUTF8 && !reportedNotUTF8 {
      reportedNotUTF8 = true
      report(
        line, "text is not valid UTF-8 and declares no charset; read as Windows-1252 (the file's first such line)",
        oncePerFile: true, repaired: true)
    }
  }

  /// Lists a problem, or after `limits.maxDiagnostics` only counts it (a file of a million bad
  /// cards must not become a million messages in memory).
  mutating func report(
    _ line: Int, _ reason: String, otherLine: Int? = nil, _ suffix: String = "", oncePerFile: Bool = false,
    repaired: Bool = false
  ) {
    guard diagnostics.count < limits.maxDiagnostics else {
      if (suffix.isEmpty ? reason : suffix).hasSuffix("; skipped") { unlistedCards += 1 } else { unlistedLines += 1 }
      return
    }
    diagnostics.append(
      PendingDiagnostic(
        line: line, reason: reason, otherLine: otherLine, suffix: suffix, oncePerFile: oncePerFile, repaired: repaired))
  }
}
