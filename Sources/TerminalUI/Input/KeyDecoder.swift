/// Turns the bytes a terminal sends into keys, mouse reports and paste markers, so no other file
/// looks at a byte. Pure: bytes go in with the time they arrived, decoded input comes out.
///
/// Esc is the one ambiguous byte: alone it is the Esc key, followed at once by more it starts a
/// sequence (an arrow, a mouse report, a paste marker) or an Alt chord. A sequence still open
/// after `escapeDelay` with no further byte is decided as it stands: a lone Esc is Esc, anything
/// longer is one unrecognized key. Every Esc byte starts a new sequence, even inside another
/// one, so a paste marker is always seen as one.
package struct KeyDecoder: Equatable, Sendable {
  /// How long an unfinished sequence waits for its next byte, in seconds. Short enough that
  /// Esc answers well within 100 ms; a terminal sends a whole sequence in one write.
  package static let escapeDelay = 0.05
  /// Longest escape sequence kept; a longer one is unrecognized (so garbage cannot grow a buffer).
  static let maximumSequence = 64

  private var pending: [UInt8] = []
  private var lastByteAt = -Double.infinity

  /// An empty decoder.
  package init() {}

  /// Whether an unfinished sequence is waiting for more bytes.
  package var isWaiting: Bool { !pending.isEmpty }

  /// When an unfinished sequence will be decided as it stands, if one is waiting.
  package var decisionTime: Double? { pending.isEmpty ? nil : lastByteAt + Self.escapeDelay }

  /// Decodes `bytes` that arrived together at `now`.
  package mutating func feed(_ bytes: some Sequence<UInt8>, at now: Double) -> [DecodedInput] {
    var decoded = flush(at: now)
    pending.append(contentsOf: bytes)
    lastByteAt = now
    decoded += drain(final: false)
    return decoded
  }

  /// Decides a sequence that has waited `escapeDelay` with no further byte.
  package mutating func flush(at now: Double) -> [DecodedInput] {
    guard let decisionTime, now >= decisionTime else { return [] }
    return drain(final: true)
  }

  /// Forgets anything unfinished (typeahead flushed).
  package mutating func reset() {
    pending.removeAll()
  }

  private mutating func drain(final: Bool) -> [DecodedInput] {
    var decoded: [DecodedInput] = []
    var start = 0
    while start < pending.count {
      guard let (input, length) = Self.parse(pending[start...], final: final) else { break }
      decoded.append(input)
      start += length
    }
    pending.removeFirst(start)
    return decoded
  }

  /// The first input in `bytes` and how many bytes it took; nil when it is unfinished and more
  /// may come (never when `final`). Always takes at least one byte.
  static func parse(_ bytes: ArraySlice<UInt8>, final: Bool) -> (DecodedInput, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return escape(bytes, final: final)
    case 0x80...: return utf8(bytes, final: final)
    default: return (.key(control(first)), 1)
    }
  }

  /// A single byte below 0x80.
  static func control(_ byte: UInt8) -> KeyPress {
    switch byte {
    case 8, 127: .special(.backspace)
    case 9: .special(.tab)
    case 10, 13: .special(.enter)
    case 0: .ctrl("@")
    case 1...26: .ctrl(Character(Unicode.Scalar(byte + 0x60)))
    case 27: .special(.escape)
    case 28...31: .ctrl(Character(Unicode.Scalar(byte + 0x40)))
    default: .char(Character(Unicode.Scalar(byte)))
    }
  }

  private static let unrecognized = DecodedInput.key(.special(.unrecognized))

  /// A character of two to four bytes; anything that is not well-formed UTF-8 is unrecognized,
  /// and a byte that cannot continue it (Esc among them) starts the next input.
  static func utf8(_ bytes: ArraySlice<UInt8>, final: Bool) -> (DecodedInput, Int)? {
    let start = bytes.startIndex
    let length: Int
    switch bytes[start] {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (unrecognized, 1)
    }
    var index = start + 1
    while index < start + length {
      guard index < bytes.endIndex else { return final ? (unrecognized, index - start) : nil }
      guard (0x80...0xBF).contains(bytes[index]) else { return (unrecognized, index - start) }
      index += 1
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1, scalar != "\u{FFFD}",
      scalar.properties.generalCategory != .control
    else { return (unrecognized, length) }
    return (.key(.char(Character(scalar))), length)
  }
}
