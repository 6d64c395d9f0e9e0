/// The header section of a mail message (RFC 5322 section 2.2): every line up to the first empty
/// one, LF or CRLF, with folded lines (a line that starts with a space or a tab continues the
/// one before it, section 2.2.3) unfolded.
///
/// Bytes stay bytes: a header's value is decoded to text only once it is known which one is
/// wanted. Lines without a colon (an mbox `From ` line, garbage) are skipped; the section is read
/// at most `maxBytes` deep, so a message of a gigabyte of header costs nothing more.
package struct MailHeaders: Sendable {
  /// One header field: its name as written and its unfolded value (leading blanks dropped).
  package struct Field: Equatable, Sendable {
    /// The name, as written ("From", "reply-to").
    package var name: String
    /// The value's bytes, unfolded: each line break that folded it is removed, the blank after
    /// it kept (RFC 5322 2.2.3).
    package var value: [UInt8]
  }

  /// The fields, in message order.
  package private(set) var fields: [Field] = []

  /// How deep into a message the header section is looked for.
  package static let maxBytes = 1 << 20

  /// The header section of `message`.
  package init(_ message: some Collection<UInt8>) {
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    var seen = 0
    var iterator = message.makeIterator()
    var ended = false
    while seen < Self.maxBytes, let byte = iterator.next() {
      seen += 1
      guard byte == 0x0A else {
        current.append(byte)
        continue
      }
      if current.last == 0x0D { current.removeLast() }
      if current.isEmpty {
        ended = true
        break
      }
      lines.append(current)
      current = []
    }
    if !ended, !current.isEmpty {
      if current.last == 0x0D { current.removeLast() }
      lines.append(current)
    }
    fields = Self.unfold(lines)
  }

  /// The value of the first field named `name` (case-insensitive), if there is one.
  package func value(_ name: String) -> [UInt8]? {
    let wanted = name.lowercased()
    return fields.first { $0.name.lowercased() == wanted }?.value
  }

  private static func unfold(_ lines: [[UInt8]]) -> [Field] {
    var fields: [Field] = []
    var open = false  // whether the last line began a field a continuation may extend
    for line in lines {
      if let first = line.first, first == 0x20 || first == 0x09 {
        if open { fields[fields.count - 1].value += line }
        continue
      }
      guard let colon = line.firstIndex(of: 0x3A), colon > 0 else {
        open = false
        continue
      }
      var nameBytes = line[..<colon]
      while let last = nameBytes.last, last == 0x20 || last == 0x09 { nameBytes.removeLast() }
      guard !nameBytes.isEmpty, nameBytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
        open = false
        continue
      }
      var value = line[(colon + 1)...]
      while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
      fields.append(Field(name: String(decoding: nameBytes, as: UTF8.self), value: Array(value)))
      open = true
    }
    return fields
  }
}
