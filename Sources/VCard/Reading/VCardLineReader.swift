import ContactsSupport

/// Turns physical lines into logical lines.
///
/// A physical line ends at LF, CRLF, CR alone, or a run of CRs followed by LF (iOS 5 and 6 write
/// CR CR LF): the run is one break, while CRs followed by anything else are a break each (a blank
/// line in a CR-only file). Unfolding works on bytes before any decoding, so a fold inside a
/// UTF-8 sequence is harmless: a line break followed by a space or tab continues the line (both
/// are removed). A 2.1 quoted-printable value ending in `=` is a soft break: the `=` goes and the
/// next physical line is joined as is. A value ending in an unescaped `\` whose next line cannot
/// be a line of its own is joined with an escaped line break (`VCardContinuation`). A line that
/// continues nowhere is handed out in place, without a copy; only folded lines are assembled in
/// a reused scratch buffer, never beyond `maxLineBytes`: a longer line is still read to its end
/// (so line numbers stay right) but handed out cut and marked `isTooLong`. Every byte is looked at a bounded number of times, so reading is linear however
/// the lines are folded.
struct VCardLineReader {
  /// A logical line: where it started and its bytes, valid until the next call to `next()`.
  struct Line {
    /// 1-based physical line number, relative to the reader's range.
    var number: Int
    /// Offset of its first byte in the input.
    var offset: Int
    /// The unfolded bytes, without the line break (and without a leading BOM).
    var bytes: UnsafeBufferPointer<UInt8>
    /// True when one of its physical lines holds a NUL byte.
    var containsNul: Bool
    /// True when the unfolded line is longer than the reader's `maxLineBytes`; `bytes` then
    /// holds only its start (enough to name its property).
    var isTooLong = false
    /// How many physical lines were joined after a final backslash (`VCardContinuation`): a
    /// recovery the parser reports.
    var backslashJoins = 0
  }

  let input: UnsafeBufferPointer<UInt8>
  /// Offset of the next unread physical line.
  private(set) var position: Int
  private let end: Int
  /// Number of the next unread physical line.
  private(set) var nextLine = 1
  /// Where folded lines are joined.
  private let scratch = ByteScratch()
  /// Set by `readPhysicalLine` when it passes a NUL byte.
  private var sawNul = false
  /// The longest logical line handed out whole.
  let maxLineBytes: Int
  /// Whether the current logical line declares quoted-printable, once its ':' has been seen.
  private var quotedPrintable: Bool?
  /// How much of the current logical line has been searched for its ':' without finding it.
  private var colonSearched = 0
  /// CRs before this offset are a run that no LF ends: each is a break of its own, and the run
  /// is not searched again for every one of them.
  private var loneCarriageReturnsEnd = 0

  /// Told of input already read that is never handed out again (a mapped file drops its pages),
  /// every `releaseStride` bytes, so a piece of a gigabyte (or one line of a gigabyte) is not
  /// all resident at once.
  private let release: (@Sendable (Range<Int>) -> Void)?
  /// The input before this has been released, except the start of the line being read.
  private var releasedUpTo: Int
  static let releaseStride = 16 << 20

  init(
    input: UnsafeBufferPointer<UInt8>, range: Range<Int>, maxLineBytes: Int = VCardLimits.standard.maxLineBytes,
    release: (@Sendable (Range<Int>) -> Void)? = nil
  ) {
    self.input = input
    position = range.lowerBound
    end = range.upperBound
    self.maxLineBytes = maxLineBytes
    self.release = release
    releasedUpTo = range.lowerBound
  }

  /// Releases what was read before the line starting at `lineStart`, and of that line what lies
  /// beyond the `maxLineBytes` a too-long line is handed out with, up to `scanned`.
  @inline(never)
  private mutating func releaseRead(lineStart: Int, scanned: Int) {
    guard let release, scanned - releasedUpTo >= Self.releaseStride else { return }
    if releasedUpTo < lineStart { release(releasedUpTo..<lineStart) }
    let kept = max(releasedUpTo, lineStart + maxLineBytes)
    if kept < scanned { release(kept..<scanned) }
    releasedUpTo = max(releasedUpTo, scanned)
  }

  /// The next logical line, or nil at the end.
  mutating func next() -> Line? {
    guard position < end, let base = input.baseAddress else { return nil }
    if release != nil && position - releasedUpTo >= Self.releaseStride {
      releaseRead(lineStart: position, scanned: position)
    }
    let number = nextLine
    let offset = position
    sawNul = false
    var content = readPhysicalLine()
    if content.count >= 3 && base[content.lowerBound] == 0xEF && base[content.lowerBound + 1] == 0xBB
      && base[content.lowerBound + 2] == 0xBF
    {
      content = (content.lowerBound + 3)..<content.upperBound
    }
    let whole = UnsafeBufferPointer(rebasing: input[content])
    quotedPrintable = nil
    colonSearched = 0
    guard continues(whole) else {
      let tooLong = whole.count > maxLineBytes
      let bytes = tooLong ? UnsafeBufferPointer(rebasing: whole.prefix(maxLineBytes)) : whole
      return Line(number: number, offset: offset, bytes: bytes, containsNul: sawNul, isTooLong: tooLong)
    }
    scratch.reset()
    var joined = JoinedLine(scratch: scratch, maxBytes: maxLineBytes, last: whole.last)
    var backslashJoins = 0
    joined.add(whole)
    while position < end {
      let first = input[position]
      // A quoted-printable soft break comes first: its next line is joined as is, spaces included.
      if isSoftBreak(last: joined.last) {
        if !joined.tooLong { scratch.removeLast() }
        // The '=' is gone: after an empty next line the line ends in what came before it, so
        // that line ends the value instead of joining (and eating a byte of) the next one.
        joined.last = joined.tooLong ? nil : scratch.buffer.last
        joined.add(UnsafeBufferPointer(rebasing: input[readPhysicalLine()]))
      } else if first == 0x20 || first == 0x09 {
        let next = readPhysicalLine()
        joined.add(UnsafeBufferPointer(rebasing: input[min(next.lowerBound + 1, next.upperBound)..<next.upperBound]))
      } else if joined.last == UInt8(ascii: "\\") && continuesAfterBackslash(joined.tooLong ? nil : scratch.buffer) {
        // The backslash becomes a line feed: the value gets the line break it meant, read as one
        // in every version (2.1 has no `\n` escape, docs/VCARD.md).
        if !joined.tooLong { scratch.removeLast() }
        Self.lineBreak.withUnsafeBufferPointer { joined.add($0) }
        joined.add(UnsafeBufferPointer(rebasing: input[readPhysicalLine()]))
        backslashJoins += 1
      } else {
        break
      }
      // What was joined is in the scratch: a line folded over a gigabyte is not kept mapped.
      if release != nil && position - releasedUpTo >= Self.releaseStride {
        releaseRead(lineStart: position, scanned: position)
      }
    }
    let tooLong = joined.tooLong
    return Line(
      number: number, offset: offset, bytes: scratch.buffer, containsNul: sawNul, isTooLong: tooLong,
      backslashJoins: backslashJoins)
  }

  /// The physical lines of one logical line, joined into the scratch up to the most bytes a line
  /// keeps. A value, not a nested function: the variables such a function captures are boxed and
  /// checked for exclusivity at run time on every line.
  private struct JoinedLine {
    let scratch: ByteScratch
    let maxBytes: Int
    /// The last byte of the line as read, which the scratch no longer holds once it is full.
    var last: UInt8?
    var tooLong = false

    init(scratch: ByteScratch, maxBytes: Int, last: UInt8?) {
      self.scratch = scratch
      self.maxBytes = maxBytes
      self.last = last
    }

    mutating func add(_ piece: UnsafeBufferPointer<UInt8>) {
      if !piece.isEmpty { last = piece.last }
      guard !tooLong else { return }
      if scratch.count + piece.count > maxBytes {
        tooLong = true
        scratch.append(UnsafeBufferPointer(rebasing: piece.prefix(maxBytes - scratch.count)))
      } else {
        scratch.append(piece)
      }
    }
  }

  /// What a joined backslash continuation puts in place of the backslash.
  private static let lineBreak: [UInt8] = [0x0A]

  /// True when the next physical line continues `line` (a fold, a soft break or a backslash
  /// continuation). `END:VCARD` is never continued: a card's last line has no value to fold, so a
  /// space or tab after it starts whatever comes next (often garbage) instead of swallowing the
  /// end of a good card. Only a line followed by a blank, or ending in `=` or `\`, pays more
  /// than two compares.
  private mutating func continues(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard position < end else { return false }
    let first = input[position]
    if first == 0x20 || first == 0x09 { return !VCardBoundary.isEnd(line, 0..<line.count) }
    switch line.last {
    case UInt8(ascii: "="): return isQuotedPrintable(line) && !nextLineIsEnd()
    case UInt8(ascii: "\\"): return continuesAfterBackslash(line)
    default: return false
    }
  }

  /// Whether the line being read, which ends in `\`, goes on at the next physical line: the
  /// backslash escapes nothing and that line cannot be one of its own (`VCardContinuation`).
  /// `line` is nil when it was cut at `maxLineBytes` (its last bytes are gone; it is ignored).
  @inline(never)
  private func continuesAfterBackslash(_ line: UnsafeBufferPointer<UInt8>?) -> Bool {
    guard position < end, line.map(VCardContinuation.endsInBackslash) ?? true else { return false }
    return VCardContinuation.canContinue(input, position..<end)
  }

  /// Whether the logical line being joined (in the scratch) ends in a soft break, `last` being
  /// its last byte as read.
  private mutating func isSoftBreak(last: UInt8?) -> Bool {
    position < end && last == UInt8(ascii: "=") && isQuotedPrintable(scratch.buffer) && !nextLineIsEnd()
  }

  /// The content range of the physical line at `position`; moves past it and its break, and
  /// sets `sawNul` when the line holds a NUL byte.
  private mutating func readPhysicalLine() -> Range<Int> {
    guard let base = input.baseAddress else { return position..<position }
    var index = position
    while true {
      // A usual line ends within its first stride; a longer one is scanned stride by stride,
      // released as it goes (`scanLongLine`).
      let limit = min(end, index + Self.releaseStride)
      index = Self.lineEnd(base, from: index, limit: limit).index
      if limit < end && index + 8 > limit { index = scanLongLine(from: index) }
      while index < end && base[index] != 0x0A && base[index] != 0x0D && base[index] != 0 { index += 1 }
      guard index < end && base[index] == 0 else { break }
      sawNul = true
      index += 1
    }
    let content = position..<index
    if index < end && base[index] == 0x0D {
      index += 1
      if index < end && base[index] == 0x0A {
        index += 1
      } else if index < end && base[index] == 0x0D {
        index = afterCarriageReturns(base, from: index)
      }
    } else if index < end {
      index += 1
    }
    position = index
    nextLine += 1
    return content
  }

  /// Where the break goes on after a CR, `start` being a second CR: past the LF when the run of
  /// CRs ends in one (iOS 5 and 6 write CR CR LF: one break), else at `start` (two CRs are two
  /// breaks, a blank line in a CR-only file).
  @inline(never)
  private mutating func afterCarriageReturns(_ base: UnsafePointer<UInt8>, from start: Int) -> Int {
    guard start >= loneCarriageReturnsEnd else { return start }
    var index = start
    while index < end && base[index] == 0x0D { index += 1 }
    if index < end && base[index] == 0x0A { return index + 1 }
    loneCarriageReturnsEnd = index
    return start
  }

  /// The first LF, CR or NUL from `start` (or where fewer than eight bytes are left), scanning
  /// a stride at a time and releasing what each stride passed.
  @inline(never)
  private mutating func scanLongLine(from start: Int) -> Int {
    guard let base = input.baseAddress else { return start }
    var index = start
    while index + 8 <= end {
      if release != nil { releaseRead(lineStart: position, scanned: index) }
      let scan = Self.lineEnd(base, from: index, limit: min(end, index + Self.releaseStride))
      if scan.found { return scan.index }
      index = scan.index
    }
    return index
  }

  /// The first LF, CR or NUL in `base[start..<limit]`, read eight bytes at a time (`SWAR`: the
  /// lowest flagged byte is exact, which is the one wanted); when there is none, the first offset
  /// with fewer than eight bytes left before `limit`.
  @inline(__always)
  private static func lineEnd(_ base: UnsafePointer<UInt8>, from start: Int, limit: Int) -> (index: Int, found: Bool) {
    var index = start
    while index + 8 <= limit {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let found =
        SWAR.firstZeroBytes(word ^ SWAR.broadcast(0x0A)) | SWAR.firstZeroBytes(word ^ SWAR.broadcast(0x0D))
        | SWAR.firstZeroBytes(word)
      if found != 0 { return (index + SWAR.firstFlaggedByte(found), true) }
      index += 8
    }
    return (index, false)
  }

  /// True when the line declares quoted-printable before its ':'. Decided once per logical
  /// line, when its ':' is first seen (the bytes before it never change as folds are joined),
  /// and the search for the ':' resumes where it stopped: a line of many soft breaks costs no
  /// more than one pass. The parameters are read by the parser's own rules (`VCardParameters`),
  /// so a soft break is one exactly when the value is decoded as quoted-printable: a word such
  /// as `X-A=QUOTED-PRINTABLE` or a photo's `TYPE=XQUOTED-PRINTABLE` is not, and its value may
  /// end in '=' (a card written back must read the same).
  private mutating func isQuotedPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if let quotedPrintable { return quotedPrintable }
    let from = min(colonSearched, bytes.count)
    guard ByteMatching.firstIndex(of: UInt8(ascii: ":"), in: bytes, from..<bytes.count) != nil else {
      colonSearched = bytes.count
      return false
    }
    let found =
      VCardContentLine(bytes).map {
        !$0.parameters.isEmpty && VCardParameters(bytes, $0.parameters).encoding == .quotedPrintable
      } ?? false
    quotedPrintable = found
    return found
  }

  /// A soft break never swallows the card's END (a broken writer may end a value with `=`).
  private func nextLineIsEnd() -> Bool {
    VCardBoundary.startsWithEnd(input, position..<end)
  }
}
