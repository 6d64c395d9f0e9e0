import ContactModel
import ContactsSupport

/// A card paused while a card nested in it is read.
struct SuspendedCard {
  var builder: VCardCardBuilder
  /// Bytes of the lines it has kept (`VCardLimits.maxCardBytes`).
  var cardBytes: Int
  /// Its own bytes so far: up to the nested card's BEGIN.
  var segments: [Range<Int>]
  var slot: Int?
}

/// Recovery from damaged files, as other readers recover (docs/VCARD.md, "Line ends and damaged
/// files"): a card that begins inside another card, other than a 2.1 AGENT's, is a contact of
/// its own, and the outer card keeps its lines from before and after it; a card cut off by the
/// end of the data is kept. A card with no END before a following card cannot be told from one
/// that nests it, so it is read the same way. Each recovery is a diagnostic.
extension VCardParser {
  /// A BEGIN inside the card being read: that card pauses and the new one is read. With
  /// `limits.maxCardNesting` cards open, the innermost ends where the new one begins (kept, with
  /// a warning) and the new one takes its place: memory stays bounded and no card is lost.
  mutating func beginNestedCard(_ line: VCardLineReader.Line) {
    if suspended.count + 1 >= limits.maxCardNesting {
      report(
        card.startLine, "vCard has no END:VCARD before the BEGIN:VCARD at line ", otherLine: line.number,
        " (cards nested \(limits.maxCardNesting) deep); read up to there", repaired: true)
      let contact = finishedContact(upTo: line.offset)
      let slot = cardSlot
      startCard(line)
      if let slot {
        held[slot] = contact
        cardSlot = held.count
        held.append(nil)
      } else {
        stream.consume(&batch, contact)
      }
      return
    }
    if !reportedNesting {
      // Once per outer card: a card that lacks its END makes every card after it nested.
      report(
        line.number, "vCard begins inside the vCard of line ", otherLine: card.startLine,
        " (which has no END:VCARD before it); each is read as a contact of its own", repaired: true)
    }
    if cardSlot == nil {
      cardSlot = held.count
      held.append(nil)
    }
    // Moved, not copied, and an empty gap (an END right before the next BEGIN) is not kept: a
    // card that lacks its END nests every later card, and a copy per card would be quadratic.
    var segments = earlierSegments
    earlierSegments = []
    if segmentStart < line.offset { segments.append(segmentStart..<line.offset) }
    suspended.append(SuspendedCard(builder: card, cardBytes: cardBytes, segments: segments, slot: cardSlot))
    startCard(line)
    cardSlot = held.count
    held.append(nil)
  }

  /// The card the last one was nested in goes on after its END.
  mutating func resumeOuterCard() {
    guard let outer = suspended.popLast() else { return }
    card = outer.builder
    cardBytes = outer.cardBytes
    earlierSegments = outer.segments
    segmentStart = lines.position
    cardSlot = outer.slot
    skippingCard = false
    reportedNesting = true
  }

  /// A card that had cards nested in it, its bytes ending at `end`, as a contact: its identifier
  /// and fingerprint hash its own bytes only, joined (a rare case, so a copy is fine).
  mutating func nestingCardContact(upTo end: Int) -> Contact {
    let segments = earlierSegments + [segmentStart..<end]
    earlierSegments = []
    let total = segments.reduce(0) { $0 + $1.count }
    if let release, total > VCardLineReader.releaseStride {
      // As in `finishCard`: a card this large is hashed in chunks, never copied whole.
      let input = input
      let hash = {
        segments.reduce(StableHash.fnv1a64Basis) { hash, range in
          StableHash.fnv1a64(input, range, chunk: VCardLineReader.releaseStride, continuing: hash, release: release)
        }
      }
      return card.finish(
        rawCard: UnsafeBufferPointer(start: nil, count: 0), fingerprint: stream.fingerprintsCards, chunkedHash: hash)
    }
    var own: [UInt8] = []
    own.reserveCapacity(total)
    for range in segments { own.append(contentsOf: UnsafeBufferPointer(rebasing: input[range])) }
    // Its bytes are not kept for writing back: joined, they read otherwise than they did around
    // the nested card (a line after the inner END would fold into the line before its BEGIN), so
    // this damaged card is written from the model (docs/VCARD.md, "Writing cards back").
    return own.withUnsafeBufferPointer { card.finish(rawCard: $0, fingerprint: stream.fingerprintsCards) }
  }

  /// At the end of the data, every card still open (innermost first) is kept, with a warning at
  /// its BEGIN; one that was being skipped as too large stays skipped.
  mutating func finishCutOffCards() {
    while inCard {
      if skippingCard {
        deliver(nil)
        continue
      }
      report(
        card.startLine, "vCard has no END:VCARD before the end of the data at line ", otherLine: lineCount,
        "; read as it is", repaired: true)
      finishCard()
    }
  }
}
