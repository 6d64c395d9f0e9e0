package import ContactModel
import ContactsSupport

/// Incremental search over many contacts, fast enough to run on every key press at 1M contacts.
///
/// Each contact's searchable text (name parts, every nickname, organization, e-mails, group
/// names, and the Latin spelling of names in other scripts, `Transliteration`) is folded once,
/// at build time, into one contiguous byte buffer, one field per line;
/// every run of digits in it, and each phone number as bare digits, go to a second, smaller
/// buffer. A query is folded
/// the same way and split into words; a contact matches when every word occurs in its text
/// (multi-word AND; case- and diacritic-insensitive, NFD too). A word of digits and phone
/// punctuation ("555-0100") is searched as its digits, in the digit buffer.
///
/// `SearchColumns` says which contacts have which bytes and byte pairs, so a key press rejects
/// most contacts a column word at a time, and a word of one or two letters or digits needs no
/// text at all; only the remaining candidates are searched with `memchr`/`memcmp`. The work is
/// split across all cores. A refinement (`search(_:refining:)`) looks only at the previous
/// result, only for the word that grew, and from where its shorter form was found.
package final class SearchIndex: Sendable {
  /// Folded names, nicknames, organization, e-mails and group names: where a word with a
  /// non-digit can occur.
  let text: IndexedText
  /// The runs of digits in `text` and each phone number's digits: where a word of digits can occur.
  let digits: IndexedText
  let columns: SearchColumns
  /// Tells this index's `SearchResult`s from another's (random: two indexes alive at once, or
  /// one after the other at the same address, still differ).
  let identity = UInt64.random(in: .min ... .max)

  /// The number of contacts indexed.
  package var count: Int { text.count }

  /// The bytes the index holds: texts, offsets and columns.
  package var byteCount: Int {
    text.bytes.count + digits.bytes.count + (text.offsets.count + digits.offsets.count) * MemoryLayout<Int>.stride
      + columns.byteCount
  }

  /// Builds the index (folds every contact once, in parallel).
  package convenience init(_ contacts: [Contact]) {
    let parts = Parallel.parts(contacts.count, grain: 4096, perCore: 4)
    let chunks = Parallel.map(parts) { part -> (text: SearchText, digits: SearchText) in
      let range = Parallel.slice(contacts.count, part: part, of: parts)
      var text = SearchText()
      text.bytes.reserveCapacity(range.count * 48)
      text.offsets.reserveCapacity(range.count + 1)
      var digits = SearchText()
      digits.bytes.reserveCapacity(range.count * 24)
      digits.offsets.reserveCapacity(range.count + 1)
      var groups = FoldedGroups()
      var transliterator = Transliterator()
      for index in range {
        Self.appendHaystack(
          contacts[index], text: &text, digits: &digits, groups: &groups, transliterator: &transliterator)
      }
      return (text, digits)
    }
    var text = SearchText()
    text.bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.text.bytes.count } + SearchText.padding.count)
    text.offsets.reserveCapacity(contacts.count + 1)
    var digits = SearchText()
    digits.bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.digits.bytes.count } + SearchText.padding.count)
    digits.offsets.reserveCapacity(contacts.count + 1)
    for chunk in chunks {
      text.append(chunk.text)
      digits.append(chunk.digits)
    }
    // Bytes past the last contact: neither buffer is ever empty (and has a base address), and
    // the matcher may read a word's length past a contact's end.
    text.bytes += SearchText.padding
    digits.bytes += SearchText.padding
    self.init(text: IndexedText(text), digits: IndexedText(digits))
  }

  /// The index over texts already folded and padded (`SearchText.padding`, or more, after the
  /// last contact).
  init(text: IndexedText, digits: IndexedText, columns: SearchColumns? = nil) {
    self.text = text
    self.digits = digits
    self.columns = columns ?? SearchColumns(count: text.count, texts: [text, digits])
  }

  /// The indices (into the indexed contacts, ascending) of the contacts matching every word of
  /// `query`. With `previous`, only those are considered: pass the last result when the query
  /// grew, to refine it. An empty query returns `previous`, or everything.
  package func search(_ query: String, within previous: [Int]? = nil) -> [Int] {
    let words = Self.words(query).map(SearchWord.init)
    guard !words.isEmpty else { return previous ?? Array(0..<count) }
    let candidates = previous.map { previous in
      previous.allSatisfy { $0 >= 0 && $0 < count } ? previous : previous.filter { $0 >= 0 && $0 < count }
    }
    return scan(words[...], candidates: candidates, resumeAt: nil).indices
  }

  /// The folded query words; digit-and-punctuation words become their digits.
  static func words(_ query: String) -> [[UInt8]] {
    TextFolding.fold(query).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { word in
      PhoneWord.searched(Array(word.utf8))
    }
  }

  /// One field per line, so no word matches across two fields. A word with a non-digit cannot
  /// occur in a phone number's digits, and a word of digits only within a run of digits, so
  /// each goes to the buffer where it can. Each nickname is a field of its own; group names
  /// repeat across contacts, so each is folded once per part (`groups`).
  private static func appendHaystack(
    _ contact: Contact, text: inout SearchText, digits: inout SearchText, groups: inout FoldedGroups,
    transliterator: inout Transliterator
  ) {
    let start = text.bytes.count
    for field in [
      contact.givenName, contact.middleName, contact.familyName, contact.namePrefix, contact.nameSuffix,
      contact.organizationName,
    ] where !field.isEmpty {
      TextFolding.append(field, to: &text.bytes)
      text.bytes.append(0x0A)
    }
    for nickname in contact.nicknames where !nickname.isEmpty {
      TextFolding.append(nickname, to: &text.bytes)
      text.bytes.append(0x0A)
    }
    for email in contact.emailAddresses {
      TextFolding.append(email.value, to: &text.bytes)
      text.bytes.append(0x0A)
    }
    if !contact.groups.isEmpty { groups.append(contact.groups, to: &text.bytes) }
    // Names in other scripts, spelled in Latin (`Transliteration`): a field of their own each.
    // The fields are those of `Transliteration.fields(of:)`, named one by one: no array per contact.
    func spell(_ field: String) {
      if transliterator.append(field, to: &text.bytes) { text.bytes.append(0x0A) }
    }
    spell(contact.givenName)
    spell(contact.middleName)
    spell(contact.familyName)
    spell(contact.namePrefix)
    spell(contact.nameSuffix)
    spell(contact.organizationName)
    for nickname in contact.nicknames { spell(nickname) }
    var inRun = false
    for byte in text.bytes[start...] {
      let isDigit = (byte &- 0x30) < 10
      if isDigit { digits.bytes.append(byte) } else if inRun { digits.bytes.append(0x0A) }
      inRun = isDigit
    }
    for phone in contact.phoneNumbers {
      let before = digits.bytes.count
      for byte in phone.value.utf8 where (byte &- 0x30) < 10 { digits.bytes.append(byte) }
      if digits.bytes.count > before { digits.bytes.append(0x0A) }
    }
    text.endContact()
    digits.endContact()
  }
}
