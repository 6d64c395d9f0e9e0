import ContactModel
import Foundation
import VCard

/// The bytes a save writes for a card: a new card from the model alone, an edited one from its
/// original card, keeping every line the edit did not change byte for byte.
///
/// The lossless writer (`VCardWriter` with `Contact.originalCard`) already keeps every property
/// the model does not show; it folds at 75 octets and ends lines with CRLF, though. So an edited
/// card is written, split into logical lines, and matched against the original's logical lines
/// (unfolded, without line ends): a line both have keeps the original's bytes, folds and line
/// end; only the lines of the changed field come from the writer, with the original's line end.
/// A 2.1 card cannot take 3.0 lines, so it is written whole, as 3.0 (docs/STORAGE.md).
enum CardSplice {
  /// The PRODID line the writer adds to a card without one.
  static let ownProductLine = Array("PRODID:-//contacts-tui//ContactStore//EN".utf8)

  /// A new card: vCard 3.0 with a UID and one PRODID (the card's own when it came from a card,
  /// `contacts-tui add` from standard input or a contact copied from another source: the
  /// lossless writer then keeps every property it had).
  static func newCard(_ contact: Contact) -> [UInt8] {
    VCardWriter.bytes([contact], version: .v3)
  }

  /// The card for `contact`, edited from its original card.
  static func edited(_ contact: Contact) -> [UInt8] {
    let original = contact.originalCard.bytes
    let originalLines = logicalLines(original)
    let version = self.version(of: originalLines)
    if version == "2.1" || originalLines.isEmpty {
      return VCardWriter.bytes([contact], version: .v3)
    }
    var written = logicalLines(VCardWriter.bytes([contact], version: version == "4.0" ? .v4 : .v3))
    let had = Set(originalLines.map(\.name))
    // The card's own BEGIN, VERSION and END lines stand (a group or lower case included).
    for index in written.indices where ["BEGIN", "VERSION", "END"].contains(written[index].name) {
      if let own = originalLines.first(where: { $0.name == written[index].name }) { written[index].key = own.key }
    }
    let unasked = addedLines(contact, had: had)
    let wanted = written.filter { !unasked.contains($0.name) && (had.contains("PRODID") || $0.key != ownProductLine) }
    let lineEnd = originalLines.first.map { lineEnding(of: $0.raw) } ?? [13, 10]
    var out: [UInt8] = []
    out.reserveCapacity(original.count + 256)
    for step in match(originalLines.map(\.key), wanted.map(\.key)) {
      switch step {
      case .both(let index): out += originalLines[index].raw
      case .new(let index): out += converted(wanted[index].raw, to: lineEnd)
      }
    }
    // The original's last line may have had no line end (the end of the file): keep it so.
    if let last = originalLines.last, lineEnding(of: last.raw).isEmpty, out.last == 10 || out.last == 13 {
      while out.last == 10 || out.last == 13 { out.removeLast() }
    }
    return out
  }

  /// The properties the writer adds to a card that lacks them (UID, FN, N) which the edit did
  /// not ask for: a card without a UID keeps none (its identifier stays the reader's hash of
  /// it until it is written anew), one without FN or N gets none unless its name was changed.
  static func addedLines(_ contact: Contact, had: Set<String>) -> Set<String> {
    guard let read = contact.originalCard.contactAsRead else { return [] }
    var unasked: Set<String> = []
    if !had.contains("UID") && contact.identifier == read.identifier { unasked.insert("UID") }
    let sameName =
      contact.givenName == read.givenName && contact.familyName == read.familyName
      && contact.middleName == read.middleName && contact.namePrefix == read.namePrefix
      && contact.nameSuffix == read.nameSuffix && contact.formattedName == read.formattedName
      && contact.organizationName == read.organizationName
    if sameName && !had.contains("FN") { unasked.insert("FN") }
    if sameName && !had.contains("N") { unasked.insert("N") }
    return unasked
  }

  /// Whether a card has a UID line.
  static func hasUID(_ card: [UInt8]) -> Bool { logicalLines(card).contains { $0.name == "UID" } }

  /// One logical line: its bytes as they stand (folds and line end included), the line unfolded
  /// without its line end, and its property name in upper case (without a group).
  struct Line {
    var raw: [UInt8]
    var key: [UInt8]
    var name: String
  }

  /// The logical lines of a card: a line and the continuation lines (starting with a space or a
  /// tab) after it. A line ends at LF, CRLF or a lone CR.
  static func logicalLines(_ bytes: [UInt8]) -> [Line] {
    var physical: [[UInt8]] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 10 {
        physical.append(Array(bytes[start...index]))
        start = index + 1
      } else if bytes[index] == 13 {
        // CR LF, a lone CR, or a run of CRs before an LF (some phones write CR CR LF): one end.
        var end = index
        while end + 1 < bytes.count && bytes[end + 1] == 13 { end += 1 }
        if end + 1 < bytes.count && bytes[end + 1] == 10 { end += 1 } else { end = index }
        physical.append(Array(bytes[start...end]))
        start = end + 1
        index = end
      }
      index += 1
    }
    if start < bytes.count { physical.append(Array(bytes[start...])) }
    var lines: [Line] = []
    for line in physical {
      let content = line.filter { $0 != 10 && $0 != 13 }
      if let first = content.first, first == 32 || first == 9, !lines.isEmpty {
        lines[lines.count - 1].raw += line
        lines[lines.count - 1].key += content.dropFirst()
      } else {
        lines.append(Line(raw: line, key: content, name: ""))
      }
    }
    for index in lines.indices { lines[index].name = propertyName(lines[index].key) }
    return lines
  }

  /// The property name of an unfolded line, upper case, without its group.
  static func propertyName(_ key: [UInt8]) -> String {
    let end = key.firstIndex { $0 == 58 || $0 == 59 } ?? key.endIndex
    var name = key[..<end]
    if let dot = name.lastIndex(of: 46) { name = name[(dot + 1)...] }
    return String(decoding: name, as: UTF8.self).uppercased()
  }

  /// The card's VERSION value ("3.0" when it has none).
  static func version(of lines: [Line]) -> String {
    guard let line = lines.first(where: { $0.name == "VERSION" }), let colon = line.key.firstIndex(of: 58) else {
      return "3.0"
    }
    return String(decoding: line.key[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: [" "])
  }

  /// The line end a physical line closes with: CRLF, LF, CR, or none.
  static func lineEnding(of raw: [UInt8]) -> [UInt8] {
    if raw.last == 13 { return [13] }
    guard raw.last == 10 else { return [] }
    var start = raw.count - 1
    while start > 0 && raw[start - 1] == 13 { start -= 1 }
    return Array(raw[start...])
  }

  /// `raw` (written with CRLF) with each CRLF made `lineEnd`.
  static func converted(_ raw: [UInt8], to lineEnd: [UInt8]) -> [UInt8] {
    guard lineEnd != [13, 10] else { return raw }
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      if raw[index] == 13 && index + 1 < raw.count && raw[index + 1] == 10 {
        out += lineEnd
        index += 2
      } else {
        out.append(raw[index])
        index += 1
      }
    }
    return out
  }

  /// A step of the merge: an original line both cards have, or a line only the new one has.
  enum Step: Equatable {
    case both(Int)
    case new(Int)
  }

  /// The new card's lines in order, each matched to an original line where a longest common
  /// subsequence of the two pairs them (cards have tens of lines: quadratic is fine).
  static func match(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Step] {
    let rows = old.count + 1
    let columns = new.count + 1
    var table = [Int](repeating: 0, count: rows * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i * columns + j] =
          old[i] == new[j]
          ? table[(i + 1) * columns + j + 1] + 1 : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while j < new.count {
      if i < old.count && old[i] == new[j] {
        steps.append(.both(i))
        i += 1
        j += 1
      } else if i < old.count && table[(i + 1) * columns + j] >= table[i * columns + j + 1] {
        i += 1
      } else {
        steps.append(.new(j))
        j += 1
      }
    }
    return steps
  }
}
