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
    let kept: String?
    if !contact.hasName {
      // Before N (or with none): kept whole, as the reader always did, and settled in `finish`.
      let text = decoder.text(bytes, value, params)
      kept = text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 } ? nil : text
    } else if skipped {
      return
    } else {
      kept = decoder.withText(bytes, value, params) { decoded in
        // Trimmed after decoding, so an escaped space (`\ `) is trimmed too, as the writer does
        // not escape one: the FN then reads back the same.
        let text = UnsafeBufferPointer(rebasing: decoded[ByteMatching.trimmed(decoded, 0..<decoded.count)])
        if text.isEmpty { return nil }
        return Self.composes(contact, decoded, text) ? "" : String(decoding: text, as: UTF8.self)
      }
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
      let name = Self.trimmed(formattedName)
      let organization = contact.organizationName.utf8
      if !name.utf8.elementsEqual(organization) && !formattedName.utf8.elementsEqual(organization) {
        contact.givenName = name
      }
      return
    }
    guard keepsFormattedName else { return }
    // The whole FN first: equal in the common case, and then nothing is allocated.
    var name = formattedName
    if name.withUTF8({ Self.composes(contact, $0, $0) }) { return }
    var trimmed = Self.trimmed(name)
    if trimmed.utf8.count != name.utf8.count && trimmed.withUTF8({ Self.composes(contact, $0, $0) }) { return }
    contact.formattedName = trimmed
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
    let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
    if let first = text.utf8.first, let last = text.utf8.last, !blank(first) && !blank(last) { return text }
    let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
    let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
    return String(text[start..<max(start, end)])
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
