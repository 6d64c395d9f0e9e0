/// The one neutraliser for untrusted text on its way to a terminal.
///
/// Contact fields, an Info.plist's names and usage description, file names and restriction
/// lines are written by someone else. Written raw, they could send escape sequences (clear the
/// screen, set the title, write the clipboard with OSC 52, plant an OSC 8 link) or reorder what is
/// shown around them with bidi controls. Every boundary where such text leaves for a terminal
/// (the drawing surfaces, the console writer, the listings) passes it through here.
///
/// What is unsafe: the C0 controls U+0000–U+001F, DEL and the C1 controls U+0080–U+009F (so
/// ESC, CSI, OSC, ST and BEL can never start or end a sequence), and the bidi controls: the
/// embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E, U+200F
/// and U+061C. Each unsafe code point becomes U+FFFD (�), which every terminal shows as a visible
/// one-column mark; what followed an ESC stays as plain text, so a hostile value reads as
/// "�]52;c;…" instead of acting. Line feed, tab, and a carriage return right before a line feed
/// are kept where the caller keeps line breaks (multi-line messages, vCard text).
public enum SafeText {
  /// What each unsafe code point becomes.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"
  /// `replacement` in UTF-8.
  public static let replacementBytes: [UInt8] = [0xEF, 0xBF, 0xBD]

  /// Whether `scalar` is a control or bidi control (line breaks included: see `neutralised`).
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every unsafe code point replaced by U+FFFD; line feeds, tabs and CR LF pairs are
  /// kept when `keepingLineBreaks`. Safe text is returned as is, after one fast scan.
  public static func neutralised(_ text: String, keepingLineBreaks: Bool = false) -> String {
    var text = text
    let clean = text.withUTF8 { bytes in firstUnsafe(in: bytes, keepingLineBreaks: keepingLineBreaks) == nil }
    if clean { return text }
    var bytes = Array(text.utf8)
    neutralise(&bytes, keepingLineBreaks: keepingLineBreaks)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Rewrites `bytes[start...]` (UTF-8) in place, each unsafe code point becoming U+FFFD.
  public static func neutralise(_ bytes: inout [UInt8], from start: Int = 0, keepingLineBreaks: Bool) {
    let first = bytes.withUnsafeBufferPointer { buffer in
      firstUnsafe(in: UnsafeBufferPointer(rebasing: buffer[start...]), keepingLineBreaks: keepingLineBreaks)
    }
    guard let first else { return }
    let tail = Array(bytes[(start + first)...])
    bytes.removeSubrange((start + first)...)
    tail.withUnsafeBufferPointer { tail in
      var index = 0
      while index < tail.count {
        let length = unsafeLength(tail, at: index, keepingLineBreaks: keepingLineBreaks)
        if length > 0 {
          bytes += replacementBytes
          index += length
        } else {
          bytes.append(tail[index])
          index += 1
        }
      }
    }
  }

  /// The offset of the first unsafe code point in `bytes` (UTF-8), or nil.
  ///
  /// Eight bytes at a time, a word is looked at closely only when it holds a byte below 0x20,
  /// DEL, or a lead byte that can start an unsafe code point (C2, D8, E2): the SWAR "has a byte
  /// less than" and "has a zero byte" tests are exact as a yes/no answer, so clean text costs a
  /// few instructions per word.
  public static func firstUnsafe(in bytes: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var index = 0
    while index < bytes.count {
      if index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if !mayHoldUnsafeLead(word) {
          index += 8
          continue
        }
        for offset in index..<(index + 8)
        where unsafeLength(bytes, at: offset, keepingLineBreaks: keepingLineBreaks) > 0 {
          return offset
        }
        index += 8
      } else {
        if unsafeLength(bytes, at: index, keepingLineBreaks: keepingLineBreaks) > 0 { return index }
        index += 1
      }
    }
    return nil
  }

  /// How many bytes the unsafe code point at `index` takes (0 when it is safe). The byte form of
  /// `isUnsafe`: C0 and DEL are one byte, C1 is C2 80–C2 9F, U+061C is D8 9C, U+200E/F are
  /// E2 80 8E/8F, U+202A–E are E2 80 AA–AE, U+2066–9 are E2 81 A6–A9.
  @inlinable
  public static func unsafeLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, keepingLineBreaks: Bool) -> Int {
    let byte = bytes[index]
    func next(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
    switch byte {
    case 0x0A, 0x09: return keepingLineBreaks ? 0 : 1
    case 0x0D: return keepingLineBreaks && next(1) == 0x0A ? 0 : 1
    case 0x00..<0x20, 0x7F: return 1
    case 0xC2: return (0x80...0x9F).contains(next(1)) ? 2 : 0
    case 0xD8: return next(1) == 0x9C ? 2 : 0
    case 0xE2:
      switch (next(1), next(2)) {
      case (0x80, 0x8E), (0x80, 0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): return 3
      default: return 0
      }
    default: return 0
    }
  }

  /// Whether a word of eight bytes holds a byte below 0x20, DEL, C2, D8 or E2.
  @inlinable
  public static func mayHoldUnsafeLead(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ v: UInt64) -> UInt64 { (v &- ones) & ~v }
    let below = (word &- ones &* 0x20) & ~word
    let found =
      below | hasZero(word ^ (ones &* 0x7F)) | hasZero(word ^ (ones &* 0xC2)) | hasZero(word ^ (ones &* 0xD8))
      | hasZero(word ^ (ones &* 0xE2))
    return found & highs != 0
  }
}
