/// What decoding values found wrong since the parser last looked: it turns them into
/// diagnostics for the line (`VCardParser`), so nothing is repaired in silence.
struct VCardDecodingFindings {
  /// Nothing found: the one thing the parser checks after each line.
  private(set) var isEmpty = true
  /// The line's problems, each reason once (a name has several components, each decoded alone).
  private(set) var reasons: [String] = []
  /// A value that declared no charset was not UTF-8: reported once for the whole file.
  private(set) var undeclaredNotUTF8 = false

  /// A value was not UTF-8 and was read as Windows-1252.
  mutating func notUTF8(declared: Bool) {
    if declared {
      add("value is not valid UTF-8 although it declares CHARSET=UTF-8; read as Windows-1252")
    } else {
      undeclaredNotUTF8 = true
      isEmpty = false
    }
  }

  /// The system has no converter for the charset `name`.
  mutating func cannotDecode(_ name: UnsafeBufferPointer<UInt8>) {
    add("CHARSET=\(Self.shown(name)) cannot be decoded here; the value is read as Latin-1")
  }

  /// Bytes invalid in the charset `name` became U+FFFD.
  mutating func invalid(in name: UnsafeBufferPointer<UInt8>) {
    add("value has bytes that are not valid CHARSET=\(Self.shown(name)); each became U+FFFD")
  }

  private mutating func add(_ reason: String) {
    if !reasons.contains(reason) { reasons.append(reason) }
    isEmpty = false
  }

  /// The declared name as written, cut short: it comes from the file.
  private static func shown(_ name: UnsafeBufferPointer<UInt8>) -> String {
    String(String(decoding: name, as: UTF8.self).prefix(40))
  }
}
