import ContactModel
import ContactsSupport

extension VCardCardBuilder {
  /// Reads the card's first non-empty FN. When N came first (most exporters write it first) the
  /// FN is settled here, in place: one that only repeats the parts keeps nothing and builds no
  /// String. One read before N is kept as read, with the bounds of its trimmed text, and settled
  /// by `finishFormattedName`. `skipped`: the FN is not fetched, so it is read only for an
  /// FN-only card's name.
  mutating func readFormattedName(
    _ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>, _ params: VCardParameters, _ decoder: VCardValueDecoder,
    _ skipped: Bool
  ) {
    if hasName {
      if skipped { return }
      // Trimmed after decoding, so an escaped space (`\ `) is trimmed too, as the writer does
      // not escape one: the FN then reads back the same.
      let kept = decoder.withText(bytes, value, params) { decoded -> String? in
        let trimmed = ByteMatching.trimmed(decoded, 0..<decoded.count)
        if trimmed.isEmpty { return nil }
        let text = UnsafeBufferPointer(rebasing: decoded[trimmed])
        return Self.composes(contact, decoded, text) ? "" : String(decoding: text, as: UTF8.self)
      }
      guard let kept else { return }
      formattedNameRead = true
      contact.formattedName = kept
      return
    }
    var text = decoder.text(bytes, value, params)
    let trimmed = text.withUTF8 { ByteMatching.trimmed($0, 0..<$0.count) }
    if trimmed.isEmpty { return }
    formattedNameRead = true
    formattedName = text
    formattedNameTrimmed = trimmed
    keepsFormattedName = !skipped
  }

  /// Settles an FN read before N once every line is read: an FN-only card takes it as its given
  /// name (sorting needs a name part) unless it is the organization; otherwise it is kept when
  /// fetched and it differs from what the parts compose given-first.
  mutating func finishFormattedName() {
    guard !formattedName.isEmpty else { return }
    var name = formattedName
    let trimmed = formattedNameTrimmed
    let whole = trimmed.count == name.utf8.count
    if !hasName {
      let organization = contact.organizationName
      let isOrganization = name.withUTF8 { text in
        organization.utf8.elementsEqual(text[trimmed]) || (!whole && organization.utf8.elementsEqual(text))
      }
      if !isOrganization { contact.givenName = whole ? name : Self.slice(&name, trimmed) }
      return
    }
    guard keepsFormattedName else { return }
    if Self.composes(contact, &name, trimmed) { return }
    contact.formattedName = whole ? name : Self.slice(&name, trimmed)
  }

  /// Whether the parts compose `name` (a native String, read in place), whole or as `trimmed`.
  private static func composes(_ contact: borrowing Contact, _ name: inout String, _ trimmed: Range<Int>) -> Bool {
    name.withUTF8 { composes(contact, $0, UnsafeBufferPointer(rebasing: $0[trimmed])) }
  }

  /// The bytes `range` of `text`, as a String.
  private static func slice(_ text: inout String, _ range: Range<Int>) -> String {
    text.withUTF8 { String(decoding: $0[range], as: UTF8.self) }
  }

  /// Whether the parts compose the FN, as read or trimmed: a name part may end in a space, and
  /// the writer then writes it in the FN.
  private static func composes(
    _ contact: borrowing Contact, _ whole: UnsafeBufferPointer<UInt8>, _ trimmed: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let formatter = ContactFormatter(order: .givenFirst)
    return formatter.composedName(of: contact, equals: trimmed)
      || (whole.count != trimmed.count && formatter.composedName(of: contact, equals: whole))
  }

  /// The text without leading and trailing spaces and tabs (the same String when it has none).
  static func trimmed(_ text: String) -> String {
    var text = text
    let range = text.withUTF8 { ByteMatching.trimmed($0, 0..<$0.count) }
    return range.count == text.utf8.count ? text : slice(&text, range)
  }

  /// Adds one CATEGORIES name to the contact's groups, unless a name equal to it but for case is
  /// already there. A card has a few groups, compared in place without allocating; past
  /// `groupsScanned` a set of lowercased names keeps a card of a thousand groups linear.
  mutating func addGroup(_ name: String) {
    if isFull(.categories, contact.groups.count) { return }
    // A line break is written as `\n` whatever it was: two names differing only there are one.
    let name = name.utf8.contains(0x0D) ? Self.lineBreaksAsLF(name) : name
    if contact.groups.count < Self.groupsScanned {
      if contact.groups.contains(where: { Self.equalIgnoringCase($0, name) }) { return }
    } else {
      if groupKeys.isEmpty { groupKeys = Set(contact.groups.map { $0.lowercased() }) }
      guard groupKeys.insert(name.lowercased()).inserted else { return }
    }
    contact.groups.append(name)
  }

  /// The text with CR LF and CR as LF.
  private static func lineBreaksAsLF(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\r" {
        scalars.append("\n")
      } else if scalar != "\n" || !previousWasCR {
        scalars.append(scalar)
      }
      previousWasCR = scalar == "\r"
    }
    return String(scalars)
  }

  /// How many groups are compared one by one before a set takes over.
  static var groupsScanned: Int { 16 }

  /// Whether two names are equal when lowercased: ASCII letters folded in place, and only a
  /// name with other letters lowercased as a String.
  static func equalIgnoringCase(_ left: String, _ right: String) -> Bool {
    let sameLength = left.utf8.count == right.utf8.count
    if sameLength && left.utf8.elementsEqual(right.utf8, by: { ByteMatching.upper($0) == ByteMatching.upper($1) }) {
      return true
    }
    if left.utf8.allSatisfy({ $0 < 0x80 }) && right.utf8.allSatisfy({ $0 < 0x80 }) { return false }
    return left.lowercased() == right.lowercased()
  }
}
