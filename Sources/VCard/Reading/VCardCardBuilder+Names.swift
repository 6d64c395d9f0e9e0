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
    let kept: String? = decoder.withText(bytes, ByteMatching.trimmed(bytes, value), params) { text in
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
  /// already there.
  mutating func addGroup(_ name: String) {
    if isFull(.categories, contact.groups.count) { return }
    guard groupKeys.insert(name.lowercased()).inserted else { return }
    contact.groups.append(name)
  }
}
