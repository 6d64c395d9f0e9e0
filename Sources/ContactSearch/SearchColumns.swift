import ContactsSupport

/// One bitmap per feature over all contacts: bit i of a feature's column is set when contact i's
/// text has that feature. A feature is a byte, or two adjacent bytes of one field.
///
/// Letters a–z, digits, and pairs of two letters or two digits each have a column of their own,
/// so a word of one or two letters (or digits) is decided by its columns alone, exactly. Other
/// bytes and pairs (punctuation, non-ASCII, a letter next to a digit) share hashed columns, which
/// can only say "maybe". Columns rather than one signature per contact: a key press reads only
/// the few columns its word needs (125 KB each at 1M contacts), not every contact's signature.
struct SearchColumns: Sendable {
  /// Columns 0..<64 are bytes: a–z, 0–9, then the rest hashed into 28.
  static let letterPairs = 64
  static let digitPairs = letterPairs + 26 * 26
  static let otherPairs = digitPairs + 10 * 10
  static let featureCount = otherPairs + 64

  /// The number of contacts.
  let count: Int
  /// 64-bit words per column.
  let stride: Int
  /// Column f is `bits[f * stride ..< (f + 1) * stride]`.
  private let bits: SearchBuffer<UInt64>

  /// The bytes the columns take: `featureCount` bits per contact.
  var byteCount: Int { bits.count * MemoryLayout<UInt64>.stride }

  /// The columns of `texts`, each of which holds every contact (the features are their union).
  init(count: Int, texts: [IndexedText]) {
    let stride = (count + 63) / 64
    var bits = [UInt64](repeating: 0, count: stride * Self.featureCount)
    // Parts own whole cache lines (8 words, 512 contacts) of every column.
    let lines = (stride + 7) / 8
    let parts = Parallel.parts(lines, grain: 16, perCore: 4)
    bits.withUnsafeMutableBufferPointer { bits in
      let slots = Parallel.Memory(bits)
      Parallel.forEach(parts) { part in
        let owned = Parallel.slice(lines, part: part, of: parts)
        let words = min(stride, owned.lowerBound * 8)..<min(stride, owned.upperBound * 8)
        var local = [UInt64](repeating: 0, count: Self.featureCount)
        local.withUnsafeMutableBufferPointer { local in
          for word in words {
            local.update(repeating: 0)
            for contact in word * 64..<min(count, word * 64 + 64) {
              for text in texts { Self.add(text, contact, to: local) }
            }
            for feature in 0..<Self.featureCount where local[feature] != 0 {
              slots.base[feature * stride + word] = local[feature]
            }
          }
        }
      }
    }
    self.count = count
    self.stride = stride
    self.bits = SearchBuffer(bits)
  }

  /// Columns stored before (`bits` of columns built for `count` contacts); nil when their size
  /// is not that of `count` contacts' columns.
  init?(count: Int, bits: SearchBuffer<UInt64>) {
    let stride = (count + 63) / 64
    guard count >= 0, bits.count == stride * Self.featureCount else { return nil }
    self.count = count
    self.stride = stride
    self.bits = bits
  }

  /// The bitmaps, column after column, as `init(count:bits:)` takes them back.
  var storedBits: [UInt64] { bits.array }

  /// Whether the columns are borrowed from `memory`.
  func lie(in memory: UnsafeRawBufferPointer) -> Bool { bits.lies(in: memory) }

  /// Bit i is set when contact i may have every one of `features` (does, for exact ones).
  func mask(_ features: [Int]) -> [UInt64] {
    var mask = [UInt64](repeating: ~0, count: stride)
    if count % 64 != 0 { mask[stride - 1] = (1 << UInt64(count % 64)) - 1 }
    bits.withUnsafeBufferPointer { bits in
      mask.withUnsafeMutableBufferPointer { mask in
        guard let base = bits.baseAddress else { return }
        for feature in features {
          let column = base + feature * stride
          for word in 0..<stride { mask[word] &= column[word] }
        }
      }
    }
    return mask
  }

  /// Sets contact's bit in `local` (one word per feature) for every feature of its text.
  private static func add(_ text: IndexedText, _ contact: Int, to local: UnsafeMutableBufferPointer<UInt64>) {
    let bit: UInt64 = 1 << UInt64(contact & 63)
    text.bytes.withUnsafeBufferPointer { bytes in
      var previous: UInt8 = 0x0A
      for index in text.offsets[contact]..<text.offsets[contact + 1] {
        let byte = bytes[index]
        if byte != 0x0A {
          local[byteFeature(byte)] |= bit
          if previous != 0x0A { local[pairFeature(previous, byte)] |= bit }
        }
        previous = byte
      }
    }
  }

  /// The column of a byte.
  @inline(__always)
  static func byteFeature(_ byte: UInt8) -> Int {
    if (byte &- 0x61) < 26 { return Int(byte &- 0x61) }
    if (byte &- 0x30) < 10 { return 26 + Int(byte &- 0x30) }
    return 36 + Int(byte % 28)
  }

  /// The column of two adjacent bytes.
  @inline(__always)
  static func pairFeature(_ first: UInt8, _ second: UInt8) -> Int {
    let letters = (first &- 0x61, second &- 0x61)
    if letters.0 < 26 && letters.1 < 26 { return letterPairs + Int(letters.0) * 26 + Int(letters.1) }
    let digits = (first &- 0x30, second &- 0x30)
    if digits.0 < 10 && digits.1 < 10 { return digitPairs + Int(digits.0) * 10 + Int(digits.1) }
    return otherPairs + Int((UInt64(first) &* 0x9E37 ^ UInt64(second) &* 0x85EB) % 64)
  }
}
