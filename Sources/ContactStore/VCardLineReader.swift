#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns physical lines (CRLF, LF or CR) into logical lines in a reused scratch buffer.
///
/// Unfolding works on bytes before any decoding, so a fold inside a UTF-8 sequence is harmless:
/// a line break followed by a space or tab continues the line (both are removed). A 2.1
/// quoted-printable value ending in `=` is a soft break: the `=` goes and the next physical line
/// is joined as is.
struct VCardLineReader {
  /// Where a logical line started.
  struct Line {
    /// 1-based physical line number, relative to the reader's range.
    var number: Int
    /// Offset of its first byte in the input.
    var offset: Int
  }

  let input: UnsafeBufferPointer<UInt8>
  /// Offset of the next unread physical line.
  private(set) var position: Int
  private let end: Int
  /// Number of the next unread physical line.
  private(set) var nextLine = 1
  /// The current logical line's bytes.
  let scratch = ByteScratch()

  init(input: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
    self.input = input
    position = range.lowerBound
    end = range.upperBound
  }

  /// Reads the next logical line into `scratch`, or returns nil at the end.
  mutating func next() -> Line? {
    guard position < end else { return nil }
    let line = Line(number: nextLine, offset: position)
    scratch.reset()
    appendPhysicalLine(skipping: 0)
    if scratch.count >= 3 && scratch.base[0] == 0xEF && scratch.base[1] == 0xBB && scratch.base[2] == 0xBF {
      scratch.removeFirst(3)
    }
    while position < end {
      let first = input[position]
      // A quoted-printable soft break comes first: its next line is joined as is, spaces included.
      if scratch.count > 0 && scratch.base[scratch.count - 1] == UInt8(ascii: "=") && isQuotedPrintable()
        && !nextLineIsEnd()
      {
        scratch.removeLast()
        appendPhysicalLine(skipping: 0)
      } else if first == 0x20 || first == 0x09 {
        appendPhysicalLine(skipping: 1)
      } else {
        break
      }
    }
    return line
  }

  /// Appends the physical line at `position` (minus its first `skip` bytes) and moves past its break.
  private mutating func appendPhysicalLine(skipping skip: Int) {
    guard let base = input.baseAddress else { return }
    // memchr is vectorised: find the LF, then any lone CR before it (old Mac files).
    var index = end
    if let newline = memchr(base + position, 0x0A, end - position) {
      index = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
    }
    if let carriageReturn = memchr(base + position, 0x0D, index - position) {
      index = base.distance(to: carriageReturn.assumingMemoryBound(to: UInt8.self))
    }
    let start = min(position + skip, index)
    scratch.append(UnsafeBufferPointer(start: base + start, count: index - start))
    if index < end && base[index] == 0x0D {
      index += 1
      if index < end && base[index] == 0x0A { index += 1 }
    } else if index < end {
      index += 1
    }
    position = index
    nextLine += 1
  }

  /// True when the line so far declares quoted-printable before its ':'.
  private func isQuotedPrintable() -> Bool {
    let bytes = scratch.buffer
    guard let colon = ByteMatching.firstIndex(of: UInt8(ascii: ":"), in: bytes, 0..<bytes.count) else { return false }
    var index = 0
    while index + 16 <= colon {
      if ByteMatching.hasPrefix(bytes, index..<colon, "QUOTED-PRINTABLE") { return true }
      index += 1
    }
    return false
  }

  /// A soft break never swallows the card's END (a broken writer may end a value with `=`).
  private func nextLineIsEnd() -> Bool {
    ByteMatching.hasPrefix(input, position..<end, "END:VCARD")
  }
}
