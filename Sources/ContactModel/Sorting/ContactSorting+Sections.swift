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
    if let character = first.first {
      var folded: [UInt8] = []
      TextFolding.append(String(character), to: &folded)
      if let byte = folded.first {
        return (byte | 0x20) &- 97 < 26 ? Character(Unicode.Scalar(byte & ~0x20)) : "#"
      }
    }
    // No name (a company card), or a name that folds to nothing: the whole key decides.
    return sectionLetter(forSortKey: sortKey(contact, order: order))
  }
}
