#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converts text in a named charset (Shift_JIS, GB18030, KOI8-R, UTF-16LE, …) to UTF-8 through
/// the system's `iconv`, so the package holds no code tables of its own.
///
/// One transcoder per thread: it owns its output buffer and one `iconv_t` per charset it has
/// met, which it keeps for the next value and closes when it goes. Bad input never stops it: a
/// sequence the charset does not allow becomes U+FFFD and is counted in `Result.replaced`.
package final class CharsetTranscoder {
  /// The UTF-8 text of one conversion, valid until the next call, and how many invalid or
  /// truncated sequences became U+FFFD.
  package struct Result {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let replaced: Int
  }

  /// A charset the transcoder has opened (or failed to open, `descriptor` nil).
  private struct Converter {
    var descriptor: iconv_t?
    /// Bytes skipped past an invalid sequence: a code unit (2 for UTF-16, 4 for UTF-32).
    var unit: Int
    /// Plain `UTF-16`: a value without a byte order mark has its order guessed (`unmarkedUTF16`).
    var guessesByteOrder = false
  }

  private var output: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private var converters: [String: Converter] = [:]
  /// The declared name of the last charset used, as it was written, and its converter: a file
  /// names the same charset on every line, so most values find it without building a String.
  private var lastName: [UInt8] = []
  private var last: Converter?
  private static let maxFailuresKept = 32

  package init(capacity: Int = 1024) {
    self.capacity = max(capacity, 16)
    output = .allocate(capacity: self.capacity)
  }

  deinit {
    for converter in converters.values {
      if let descriptor = converter.descriptor { _ = iconv_close(descriptor) }
    }
    output.deallocate()
  }

  /// `input` in the charset `name` (as declared: any case, `_` or `-`) as UTF-8; nil when the
  /// system cannot convert from that charset.
  package func utf8(_ input: UnsafeBufferPointer<UInt8>, from name: UnsafeBufferPointer<UInt8>) -> Result? {
    var converter = converter(name)
    if converter.guessesByteOrder, let order = Self.unmarkedUTF16(input) { converter = cached(order, declared: order) }
    guard let descriptor = converter.descriptor else { return nil }
    return convert(input, descriptor, unit: converter.unit)
  }

  /// The byte order of UTF-16 text without a byte order mark, or nil when it has one (`iconv`
  /// reads that). RFC 2781 says big-endian, but Windows programs write little-endian and label it
  /// plain `UTF-16`: text with NULs mostly at odd offsets (ASCII letters, `41 00`) is taken as
  /// little-endian.
  private static func unmarkedUTF16(_ input: UnsafeBufferPointer<UInt8>) -> String? {
    if input.count >= 2 && ((input[0], input[1]) == (0xFE, 0xFF) || (input[0], input[1]) == (0xFF, 0xFE)) {
      return nil
    }
    var even = 0
    var odd = 0
    var index = 0
    while index + 1 < input.count {
      if input[index] == 0 { even += 1 }
      if input[index + 1] == 0 { odd += 1 }
      index += 2
    }
    return odd > even ? "UTF-16LE" : "UTF-16BE"
  }

  /// `input` read as Latin-1 (every byte is the code point of its value) as UTF-8: what a value
  /// in a charset the system cannot convert is kept as.
  package func latin1(_ input: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    count = 0
    reserve(input.count * 2)
    for byte in input {
      if byte < 0x80 {
        output[count] = byte
        count += 1
      } else {
        output[count] = 0xC0 | byte >> 6
        output[count + 1] = 0x80 | byte & 0x3F
        count += 2
      }
    }
    return UnsafeBufferPointer(start: output, count: count)
  }

  /// Whether the system can convert from the charset `name` (as declared).
  package func canConvert(from name: String) -> Bool {
    Array(name.utf8).withUnsafeBufferPointer { converter($0).descriptor != nil }
  }

  private func converter(_ name: UnsafeBufferPointer<UInt8>) -> Converter {
    if let last, lastName.elementsEqual(name) { return last }
    let declared = String(decoding: name, as: UTF8.self)
    let converter = cached(CharsetName.canonical(declared), declared: declared)
    lastName = Array(name)
    last = converter
    return converter
  }

  /// The converter for a canonical name (`declared` as written), opened on first use.
  private func cached(_ key: String, declared: String) -> Converter {
    if let converter = converters[key] { return converter }
    let converter = open(key, declared: declared)
    // A file can name a million charsets that do not exist; only the first few failures are
    // kept (what exists is bounded by the system).
    if converter.descriptor != nil || converters.count < Self.maxFailuresKept { converters[key] = converter }
    return converter
  }

  private func open(_ key: String, declared: String) -> Converter {
    let unit = key.hasPrefix("UTF-16") || key.hasPrefix("UCS-2") ? 2 : key.hasPrefix("UTF-32") || key == "UCS-4" ? 4 : 1
    // `candidates` gives no empty name: iconv would take it for the locale's charset.
    for candidate in CharsetName.candidates(declared) {
      let descriptor = iconv_open("UTF-8", candidate)
      if let descriptor, Int(bitPattern: descriptor) != -1 {
        return Converter(descriptor: descriptor, unit: unit, guessesByteOrder: key == "UTF-16")
      }
    }
    return Converter(descriptor: nil, unit: unit)
  }

  private func convert(_ input: UnsafeBufferPointer<UInt8>, _ descriptor: iconv_t, unit: Int) -> Result {
    count = 0
    // Three UTF-8 bytes per input byte is the most any charset here needs (a one-byte
    // half-width katakana); the loop grows the buffer anyway if one needs more.
    reserve(input.count * 3 + 4)
    var replaced = 0
    // A stateful charset (ISO-2022-JP, UTF-16's byte order) starts every value afresh.
    _ = iconv(descriptor, nil, nil, nil, nil)
    guard var next = input.baseAddress else {
      return Result(bytes: UnsafeBufferPointer(start: output, count: 0), replaced: 0)
    }
    var left = input.count
    while left > 0 {
      var source =
        UnsafeMutableRawPointer(mutating: next).assumingMemoryBound(to: CChar.self) as UnsafeMutablePointer<CChar>?
      var target =
        UnsafeMutableRawPointer(output + count).assumingMemoryBound(to: CChar.self) as UnsafeMutablePointer<CChar>?
      var room = capacity - count
      let status = iconv(descriptor, &source, &left, &target, &room)
      count = capacity - room
      if let source { next = UnsafeRawPointer(source).assumingMemoryBound(to: UInt8.self) }
      guard status == -1 else { break }
      switch errno {
      case E2BIG where capacity <= input.count * 8 + 4096:
        reserve(capacity * 2)
      case EILSEQ:
        appendReplacement()
        replaced += 1
        let skip = min(unit, left)
        // The shift state stays: an ISO-2022-JP value goes on in the set it was in.
        next += skip
        left -= skip
      default:
        // EINVAL: the value ends inside a sequence. (Or E2BIG past any real need: no charset
        // makes eight UTF-8 bytes of one input byte, so a converter asking for more is stuck.)
        appendReplacement()
        replaced += 1
        left = 0
      }
    }
    flush(descriptor)
    return Result(bytes: UnsafeBufferPointer(start: output, count: count), replaced: replaced)
  }

  /// Writes what the converter still holds: Windows-1255 and -1258 keep the last letter back in
  /// case a combining mark follows, and give it only when told the input has ended.
  private func flush(_ descriptor: iconv_t) {
    while true {
      var target =
        UnsafeMutableRawPointer(output + count).assumingMemoryBound(to: CChar.self) as UnsafeMutablePointer<CChar>?
      var room = capacity - count
      let status = iconv(descriptor, nil, nil, &target, &room)
      count = capacity - room
      guard status == -1 && errno == E2BIG else { return }
      reserve(capacity * 2)
    }
  }

  private func appendReplacement() {
    reserve(count + 3)
    output[count] = 0xEF
    output[count + 1] = 0xBF
    output[count + 2] = 0xBD
    count += 3
  }

  /// Makes room for `needed` bytes in all, keeping the `count` already written.
  private func reserve(_ needed: Int) {
    guard needed > capacity else { return }
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newOutput = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newOutput.update(from: output, count: count)
    output.deallocate()
    output = newOutput
    capacity = newCapacity
  }
}
