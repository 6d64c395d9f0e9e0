import ContactModel
import ContactsSupport

extension VCardCardBuilder {
  /// Reads the card's first non-empty FN. When N came first (most exporters write it first) and
  /// the FN is what the parts compose given-first, nothing is kept and no String is built; an FN
  /// that says more ("Dr. Jane Q. Public, Esq.") is kept, and one read before N waits for
  /// `finish`. `skipped`: the FN is not fetched, so it is read only for an FN-only card's name.
  mutating func readFormattedName(
    _ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>, _ params: VCardParameters, _ decoder: VCardValueDecoder,
    _ skipped: Bool
  ) {
    if skipped && contact.hasName { return }
    let hasName = contact.hasName
    let kept: String? = decoder.withText(bytes, value, params) { decoded in
      // Trimmed after decoding, so an escaped space (`\ `) is trimmed too, as the writer does not
      // escape one: the FN then reads back the same.
      let text = UnsafeBufferPointer(rebasing: decoded[ByteMatching.trimmed(decoded, 0..<decoded.count)])
      if text.isEmpty { return nil }
      if hasName && ContactFormatter(order: .givenFirst).composedName(of: contact, equals: text) { return "" }
      return String(decoding: text, as: UTF8.self)
    }
    guard let kept else { return }
    formattedNameRead = true
    formattedName = kept
    keepsFormattedName = !skipped
  }

  /// Settles the FN once every line is read: an FN-only card takes it as its given name (sorting
  /// needs a name part) unless it is the organization; otherwise it is kept when fetched and it
  /// differs from what the parts compose given-first.
  mutating func finishFormattedName() {
    guard !formattedName.isEmpty else { return }
    if !contact.hasName {
      if !formattedName.utf8.elementsEqual(contact.organizationName.utf8) { contact.givenName = formattedName }
      return
    }
    guard keepsFormattedName else { return }
    var name = formattedName
    let same = name.withUTF8 { ContactFormatter(order: .givenFirst).composedName(of: contact, equals: $0) }
    if !same { contact.formattedName = formattedName }
  }

  /// Adds one CATEGORIES name to the contact's groups, unless a name equal to it but for case is
  /// already there. A card has a few groups, compared in place without allocating; past
  /// `groupsScanned` a set of lowercased names keeps a card of a thousand groups linear.
  mutating func addGroup(_ name: String) {
    if isFull(.categories, contact.groups.count) { return }
    if contact.groups.count < Self.groupsScanned {
      if contact.groups.contains(where: { Self.equalIgnoringCase($0, name) }) { return }
    } else {
      if groupKeys.isEmpty { groupKeys = Set(contact.groups.map { $0.lowercased() }) }
      guard groupKeys.insert(name.lowercased()).inserted else { return }
    }
    contact.groups.append(name)
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
