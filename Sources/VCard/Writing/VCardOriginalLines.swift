import ContactModel
import ContactsSupport

/// The content lines of a card read again with the reader's own line reader, content-line
/// splitter, parameter parser and value decoder, each converted for the output version, and the
/// contact the reader's builder makes of them.
///
/// So folds, line ends, quoted-printable and charsets are undone exactly as on reading: what is
/// written is what the reader saw.
struct VCardOriginalLines {
  /// The card's lines other than BEGIN, VERSION and END, in order (an embedded 2.1 AGENT card is
  /// passed over, as the reader passes it over).
  private(set) var properties: [VCardProperty] = []
  /// The contact the card gives.
  private(set) var contact = Contact(identifier: "")
  /// The card's VERSION ("2.1", "3.0", "4.0"; "" when it has none).
  private(set) var version = ""

  /// Reads `card`, converting its lines for `output`. Without `building`, `contact` is left
  /// empty and a TEL, EMAIL, URL or ADR line has no `valueIndex` (only a changed field needs
  /// them).
  init(_ card: [UInt8], output: VCardWriter.Version, building: Bool = true) {
    card.withUnsafeBufferPointer { read($0, output: output, building: building) }
  }

  private mutating func read(_ card: UnsafeBufferPointer<UInt8>, output: VCardWriter.Version, building: Bool) {
    version = Self.version(of: card)
    let converter = VCardLineConverter(input: version, output: output)
    // The reader's standard limits, so the contact made here is the one the reader made: a line
    // it ignored (too long, with a NUL byte, without ':') is not kept either.
    let limits = VCardLimits.standard
    var lines = VCardLineReader(input: card, range: 0..<card.count, maxLineBytes: limits.maxLineBytes)
    var builder = VCardCardBuilder(startLine: 1, startOffset: 0, maxValuesPerField: limits.maxValuesPerField)
    var depth = 0
    var seen: Set<VCardProperty.Field> = []
    while let line = lines.next() {
      let bytes = line.bytes
      guard !line.isTooLong, let content = VCardContentLine(bytes) else { continue }
      // A line with a NUL byte is ignored inside a card, BEGIN and END included, as the reader
      // ignores it; the card's own BEGIN may hold one (the reader looks only for the boundary).
      if line.containsNul && depth > 0 { continue }
      // A card inside the card (a 2.1 AGENT's, or one a broken exporter nested) is not part of
      // it: the reader passes over the one and makes the other its own contact.
      if VCardBoundary.isBoundary(content, in: bytes, begin: true) {
        depth += 1
        continue
      }
      if VCardBoundary.isBoundary(content, in: bytes, begin: false) {
        depth -= 1
        continue
      }
      guard depth == 1, content.kind != .version else { continue }
      let field = VCardProperty.field(of: content.kind)
      let before = field?.field.count(in: builder.contact) ?? 0
      if building {
        builder.apply(content, bytes, converter.decoder)
        builder.problems.removeAll()
      }
      var property = converter.property(content, bytes)
      if let (field, single) = field, !single || seen.insert(field).inserted {
        if !field.isLabelled || !building {
          property.field = field
        } else if field.count(in: builder.contact) > before {
          // A line that gave no value (an empty TEL) is kept as read.
          property.field = field
          property.valueIndex = before
        }
      }
      properties.append(property)
    }
    if building { contact = builder.finish(rawCard: card, fingerprint: false) }
    tieLabels()
  }

  /// An `X-ABLabel` belongs to the field of the property in its group (it is that value's
  /// label); one of a group with no model property (an `X-ABDATE`'s) is kept as read.
  private mutating func tieLabels() {
    var groupFields: [String: VCardProperty.Field] = [:]
    for property in properties where property.kind != .abLabel {
      if let field = property.field, field.isLabelled, let group = property.groupKey { groupFields[group] = field }
    }
    guard !groupFields.isEmpty else { return }
    for index in properties.indices where properties[index].kind == .abLabel {
      if let group = properties[index].groupKey { properties[index].field = groupFields[group] }
    }
  }

  /// The value of the card's VERSION line, trimmed.
  private static func version(of card: UnsafeBufferPointer<UInt8>) -> String {
    var lines = VCardLineReader(input: card, range: 0..<card.count, maxLineBytes: Int.max)
    while let line = lines.next() {
      guard let content = VCardContentLine(line.bytes), content.kind == .version else { continue }
      let value = ByteMatching.trimmed(line.bytes, content.value)
      return String(decoding: UnsafeBufferPointer(rebasing: line.bytes[value]), as: UTF8.self)
    }
    return ""
  }
}
