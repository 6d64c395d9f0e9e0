import ContactsSupport

extension ContactSorting {
  /// The section letter of `contact` sorted by `order`: the same as
  /// `sectionLetter(forSortKey: sortKey(contact, order:))`, but it folds only the first character
  /// of the first name part instead of building the whole key, so sectioning a million sorted
  /// contacts stays well inside a first frame.
  public static func sectionLetter(for contact: Contact, order: ContactSortOrder) -> Character {
    let first =
      order == .familyName
      ? (!contact.familyName.isEmpty
        ? contact.familyName : !contact.givenName.isEmpty ? contact.givenName : contact.middleName)
      : (!contact.givenName.isEmpty
        ? contact.givenName : !contact.familyName.isEmpty ? contact.familyName : contact.middleName)
    if let byte = first.utf8.first, byte < 0x80 {
      return (byte | 0x20) &- 97 < 26 ? Character(Unicode.Scalar(byte & ~0x20)) : "#"
    }
    if let scalar = first.unicodeScalars.first, Transliteration.isHan(scalar.value) {
      // A Han part's key starts with its pinyin letter: that is its section.
      if let initial = Transliteration.pinyinInitial(scalar.value) { return Character(Unicode.Scalar(initial & ~0x20)) }
      return sectionLetter(forSortKey: sortKey(contact, order: order))
    }
    if let character = first.first {
      var folded: [UInt8] = []
      TextFolding.append(String(character), to: &folded)
      if let scalar = String(decoding: folded, as: UTF8.self).unicodeScalars.first {
        return sectionLetter(ofFolded: scalar)
      }
    }
    // No name (a company card), or a name that folds to nothing: the whole key decides.
    return sectionLetter(forSortKey: sortKey(contact, order: order))
  }
}
