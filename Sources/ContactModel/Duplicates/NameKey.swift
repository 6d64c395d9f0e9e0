import ContactsSupport

/// The form of a name two cards are compared by: the words of the given, middle and family names,
/// folded (case and accents, as search and sorting fold them) and sorted, so "Émile Zola",
/// "zola emile" and "Zola, Émile" (given "Émile", family "Zola") are one name. A card without
/// name parts uses the words of its FN; prefix and suffix ("Dr.", "Jr.") never count.
package enum NameKey {
  /// The key of `contact`'s name, or nil when it has none.
  package static func key(_ contact: Contact) -> String? {
    var words: [Substring] = []
    var folded: [UInt8] = []
    if contact.hasName {
      for part in [contact.givenName, contact.middleName, contact.familyName] where !part.isEmpty {
        folded.removeAll(keepingCapacity: true)
        TextFolding.append(part, to: &folded)
        words += Self.words(folded)
      }
    } else if !contact.formattedName.isEmpty {
      TextFolding.append(contact.formattedName, to: &folded)
      words = Self.words(folded)
    }
    guard !words.isEmpty else { return nil }
    words.sort()
    return words.joined(separator: " ")
  }

  /// The words of folded text: split at spaces and the punctuation names are written with.
  private static func words(_ folded: [UInt8]) -> [Substring] {
    let text = String(decoding: folded, as: UTF8.self)
    return text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "." }
  }
}
