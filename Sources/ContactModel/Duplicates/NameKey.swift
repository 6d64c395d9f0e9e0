import ContactsSupport

/// The form of a name two cards are compared by: the words of the given, middle and family names,
/// folded (case and accents, as search and sorting fold them) and sorted, so "Émile Zola",
/// "zola emile" and "Zola, Émile" (given "Émile", family "Zola") are one name. A card without
/// name parts uses the words of its FN; prefix and suffix ("Dr.", "Jr.") never count.
package enum NameKey {
  /// The key of `contact`'s name, or nil when it has none.
  package static func key(_ contact: Contact) -> String? {
    var out: [UInt8] = []
    var scratch: [UInt8] = []
    guard append(contact, to: &out, scratch: &scratch) else { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the key of `contact`'s name to `out` (UTF-8), using `scratch` for the folded words;
  /// false, with `out` as it was, when it has no name.
  package static func append(_ contact: Contact, to out: inout [UInt8], scratch: inout [UInt8]) -> Bool {
    scratch.removeAll(keepingCapacity: true)
    if contact.hasName {
      for part in [contact.givenName, contact.middleName, contact.familyName] where !part.isEmpty {
        TextFolding.append(part, to: &scratch)
        scratch.append(0x20)
      }
    } else if !contact.formattedName.isEmpty {
      TextFolding.append(contact.formattedName, to: &scratch)
    }
    // The words: split at spaces and the punctuation names are written with.
    var words: [Range<Int>] = []
    var start = 0
    for index in 0...scratch.count {
      let byte = index < scratch.count ? scratch[index] : 0x20
      guard byte == 0x20 || byte == UInt8(ascii: ",") || byte == 0x09 || byte == 0x0A || byte == UInt8(ascii: ".")
      else { continue }
      if index > start { words.append(start..<index) }
      start = index + 1
    }
    guard !words.isEmpty else { return false }
    // UTF-8 byte order is code point order.
    words.sort { scratch[$0].lexicographicallyPrecedes(scratch[$1]) }
    for (index, word) in words.enumerated() {
      if index > 0 { out.append(0x20) }
      out.append(contentsOf: scratch[word])
    }
    return true
  }
}
