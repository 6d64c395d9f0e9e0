import ContactModel
import ContactsSupport

/// Collects the properties of one card into a `Contact`.
///
/// A property the model holds once (N, FN, ORG, TITLE, NOTE, BDAY, PHOTO, UID) takes its value
/// from the first line that gives one; a repeat is not shown (the card's own lines keep it for
/// writing back). NICKNAME and CATEGORIES give every item of every line, in order.
struct VCardCardBuilder {
  enum Field { case phone, email, url, address }

  /// Physical line of the card's BEGIN, for diagnostics.
  private(set) var startLine: Int
  /// Offset of the BEGIN line in the input, for the stable identifier.
  private(set) var startOffset: Int
  var contact = Contact(identifier: "")
  /// An FN read before N, as read, until `finish` knows whether it says more than the name parts
  /// (an FN read after N is settled as it is read, see `readFormattedName`).
  var formattedName = ""
  /// The bytes of `formattedName` without its leading and trailing blanks.
  var formattedNameTrimmed = 0..<0
  /// The card's first non-empty FN has been read.
  var formattedNameRead = false
  /// Whether `contact.formattedName` is fetched (an FN is read anyway, for an FN-only card).
  var keepsFormattedName = true
  /// The groups already taken, lowercased, once a card has many (`addGroup`).
  var groupKeys: Set<String> = []
  var uid = ""
  /// `finish` has taken the contact, leaving an empty one.
  var finished = false
  /// An N line gave a name part: `contact.hasName`, kept as the lines are read.
  var hasName = false
  /// vCard 2.1 `AGENT:` with an empty value: the next BEGIN:VCARD is an embedded card.
  var agentPending = false
  /// Values that could not be used, reported by the parser after each line.
  var problems: [String] = []
  var grouped: [(group: String, field: Field, index: Int)] = []
  /// Each group's `X-ABLabel`; the last one given wins.
  var groupLabels: [String: String] = [:]
  /// The most values kept of each of TEL, EMAIL, URL and ADR (`VCardLimits.maxValuesPerField`).
  let maxValuesPerField: Int
  /// The fields that reached `maxValuesPerField`, so each is reported once.
  private var fieldsFull: Set<VCardPropertyName> = []

  init(startLine: Int, startOffset: Int, maxValuesPerField: Int = VCardLimits.standard.maxValuesPerField) {
    self.startLine = startLine
    self.startOffset = startOffset
    self.maxValuesPerField = maxValuesPerField
  }

  /// Starts the next card in this builder, each field back to what `init` gives it. Done field by
  /// field: assigning a new builder over this one goes through the type's generic value witness,
  /// which cost about as much as reading a short card's name.
  mutating func restart(startLine: Int, startOffset: Int) {
    self.startLine = startLine
    self.startOffset = startOffset
    // `finish` moved the last card's contact out and left an empty one; a card left unfinished
    // (one that a nested card suspends) is dropped here.
    if !finished { contact = Contact(identifier: "") }
    finished = false
    hasName = false
    formattedName = ""
    formattedNameTrimmed = 0..<0
    formattedNameRead = false
    keepsFormattedName = true
    if !groupKeys.isEmpty { groupKeys = [] }
    uid = ""
    agentPending = false
    if !problems.isEmpty { problems = [] }
    if !grouped.isEmpty { grouped = [] }
    if !groupLabels.isEmpty { groupLabels = [:] }
    if !fieldsFull.isEmpty { fieldsFull = [] }
  }

  /// Whether the decoded value may start or end with a blank: only when its bytes do, or when
  /// decoding (quoted-printable, another charset) could make one.
  @inline(__always)
  static func mayNeedTrimming(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>, _ params: VCardParameters)
    -> Bool
  {
    guard let first = value.first, params.encoding == .none, !params.charset.isOther else { return true }
    let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
    return blank(bytes[first]) || blank(bytes[value.upperBound - 1])
  }

  /// Whether the card already holds `count` values of `kind` (and so takes no more): reported
  /// once per field, as the card could otherwise hold millions.
  @inline(__always)
  mutating func isFull(_ kind: VCardPropertyName, _ count: Int) -> Bool {
    guard count >= maxValuesPerField else { return false }
    reportFull(kind)
    return true
  }

  @inline(never)
  private mutating func reportFull(_ kind: VCardPropertyName) {
    if fieldsFull.insert(kind).inserted {
      problems.append(
        "vCard has more than \(maxValuesPerField) \(String(describing: kind).uppercased()) values; the rest are ignored"
      )
    }
  }

  /// Applies one content line, unless its property is `skipping`; a value that cannot be used
  /// is added to `problems`.
  mutating func apply(
    _ line: VCardContentLine, _ bytes: UnsafeBufferPointer<UInt8>, _ decoder: VCardValueDecoder,
    skipping skipped: VCardPropertySet = VCardPropertySet()
  ) {
    let kind = line.kind
    agentPending = false
    if kind == .other || kind == .version || (skipped.contains(kind) && kind != .fn) { return }
    let params = line.parameters.isEmpty ? VCardParameters() : VCardParameters(bytes, line.parameters)
    let value = line.value
    switch kind {
    case .n:
      if hasName { return }
      decoder.forEachComponent(bytes, value, params) { index, part in
        switch index {
        case 0: contact.familyName = part
        case 1: contact.givenName = part
        case 2: contact.middleName = part
        case 3: contact.namePrefix = part
        case 4: contact.nameSuffix = part
        default: break
        }
        if !part.isEmpty && index < 5 { hasName = true }
      }
    case .fn: if !formattedNameRead { readFormattedName(bytes, value, params, decoder, skipped.contains(.fn)) }
    case .nickname:
      decoder.forEachListItem(bytes, value, params) { nickname in
        if !isFull(.nickname, contact.nicknames.count) { contact.nicknames.append(nickname) }
      }
    case .categories: decoder.forEachListItem(bytes, value, params) { addGroup($0) }
    case .org:
      // The first unit is the organization; the others, non-empty, joined, the department.
      if !contact.organizationName.isEmpty || !contact.departmentName.isEmpty { return }
      decoder.forEachComponent(bytes, value, params) { index, part in
        if index == 0 {
          contact.organizationName = part
        } else if !part.isEmpty {
          contact.departmentName = contact.departmentName.isEmpty ? part : contact.departmentName + ", " + part
        }
      }
    case .uid:
      // Trimmed after decoding, so an escaped space (`\ `) goes too: the writer does not escape
      // one, and the identifier must read back the same.
      if uid.isEmpty {
        let text = decoder.text(bytes, value, params)
        uid = Self.mayNeedTrimming(bytes, value, params) ? Self.trimmed(text) : text
      }
    case .tel:
      if isFull(.tel, contact.phoneNumbers.count) { return }
      guard let number = Self.listValue(bytes, value, params, decoder, dropping: "TEL:") else { return }
      // Cards carry one to three numbers: one allocation instead of regrowing 1 → 2 → 4.
      let index = Self.append(
        LabeledValue(label: params.phoneLabel, value: number), to: &contact.phoneNumbers, reserving: 3)
      remember(line.group, bytes, .phone, index)
    case .email:
      if isFull(.email, contact.emailAddresses.count) { return }
      guard let address = Self.listValue(bytes, value, params, decoder, dropping: "MAILTO:") else { return }
      let index = Self.append(
        LabeledValue(label: params.generalLabel, value: address), to: &contact.emailAddresses, reserving: 2)
      remember(line.group, bytes, .email, index)
    case .url:
      if isFull(.url, contact.urlAddresses.count) { return }
      guard let url = Self.listValue(bytes, value, params, decoder, dropping: nil) else { return }
      let index = Self.append(
        LabeledValue(label: params.generalLabel, value: url), to: &contact.urlAddresses, reserving: 1)
      remember(line.group, bytes, .url, index)
    case .adr: if !isFull(.adr, contact.postalAddresses.count) { addAddress(line, bytes, decoder, params) }
    case .bday:
      if contact.birthday != nil { return }
      let text = decoder.transferDecoded(bytes, value, params)
      guard let birthday = Birthday.parse(text, 0..<text.count, omitYear: params.omitYear) else {
        problems.append("BDAY \"\(decoder.string(text, params.charset))\" is not a date; ignored")
        return
      }
      contact.birthday = birthday
    case .photo: if contact.photo == nil { addPhoto(line, bytes, params, decoder) }
    case .abLabel:
      guard let group = line.group else { return }
      groupLabels[Self.groupName(bytes, group)] = decoder.text(bytes, value, params)
    case .agent:
      let trimmed = ByteMatching.trimmed(bytes, value)
      agentPending = trimmed.isEmpty || ByteMatching.equals(bytes, trimmed, "BEGIN:VCARD")
    default:
      // A text field of a property of its own (TITLE, NOTE: `ContactField.VCardSlot.text`).
      if let field = kind.textField, contact[field].isEmpty { contact[field] = decoder.text(bytes, value, params) }
    }
  }

  /// A TEL, EMAIL or URL value: trimmed, without its URI scheme (`TEL:`, `MAILTO:`), decoded;
  /// nil when nothing is left.
  private static func listValue(
    _ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>, _ params: VCardParameters, _ decoder: VCardValueDecoder,
    dropping scheme: StaticString?
  ) -> String? {
    var trimmed = ByteMatching.trimmed(bytes, value)
    if let scheme, ByteMatching.hasPrefix(bytes, trimmed, scheme) {
      trimmed = (trimmed.lowerBound + scheme.utf8CodeUnitCount)..<trimmed.upperBound
    }
    // Quoted-printable, another charset or an escaped blank (`\ `) can decode to blanks at the
    // ends (`=20`): trimmed after decoding too, as the writer writes none and the value must read
    // back the same. The same String comes back when there is nothing to trim.
    let text = Self.trimmed(decoder.text(bytes, trimmed, params))
    return text.isEmpty ? nil : text
  }

  /// Appends `value`, making room for `capacity` values on the first; returns its index.
  @inline(__always)
  private static func append<Value>(
    _ value: LabeledValue<Value>, to values: inout [LabeledValue<Value>], reserving capacity: Int
  ) -> Int {
    if values.isEmpty { values.reserveCapacity(capacity) }
    values.append(value)
    return values.count - 1
  }

  private mutating func addAddress(
    _ line: VCardContentLine, _ bytes: UnsafeBufferPointer<UInt8>, _ decoder: VCardValueDecoder,
    _ params: VCardParameters
  ) {
    // Post office box, extended address and street, non-empty ones joined, make the street.
    var address = PostalAddress()
    decoder.forEachComponent(bytes, line.value, params) { index, part in
      switch index {
      case 0, 1, 2:
        if !part.isEmpty { address.street = address.street.isEmpty ? part : address.street + "\n" + part }
      case 3: address.city = part
      case 4: address.state = part
      case 5: address.postalCode = part
      case 6: address.country = part
      default: break
      }
    }
    guard !address.isEmpty else { return }
    let index = Self.append(
      LabeledValue(label: params.generalLabel, value: address), to: &contact.postalAddresses, reserving: 1)
    remember(line.group, bytes, .address, index)
  }

  private mutating func remember(
    _ group: Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>, _ field: Field, _ index: Int
  ) {
    guard let group else { return }
    grouped.append((Self.groupName(bytes, group), field, index))
  }

  private static func groupName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: bytes[range].map(ByteMatching.upper), as: UTF8.self)
  }
}
