import ContactsSupport

/// Sort keys, ordering and section letters for contact lists.
///
/// Keys are case- and diacritic-folded, so "Émile" sorts with E, not after Z. A name part that
/// starts with a Han ideograph is keyed by the first letter of its pinyin, then itself
/// (`Transliteration.pinyinInitial`), so "王" sorts under W, after the Latin W names, as iOS puts
/// Chinese names under their pinyin letter. Three classes follow each other:
/// names that start with a Latin letter (A to Z), then names that start with a letter of another
/// script, in Unicode order (Greek, Cyrillic, Hebrew, Arabic, …, Hangul), each section headed by
/// that first letter (Hangul by its initial consonant, ㄱ ㄴ ㄷ …), and last the "#" section:
/// digits, punctuation, symbols and contacts with no name, as the Contacts app puts "#" last.
/// A section letter depends only on a key's first letter, and keys sort by their class, then
/// bytes, so each section is contiguous.
public enum ContactSorting {
  /// The folded key: family, given, middle for `.familyName`; given, family, middle for
  /// `.givenName`; a contact without a name sorts by its organization, e-mail or phone.
  public static func sortKey(_ contact: Contact, order: ContactSortOrder) -> String {
    String(decoding: keyBytes(contact, order: order), as: UTF8.self)
  }

  /// "A"…"Z" for a key starting with a Latin letter; the first letter, in upper case, for one
  /// starting with a letter of another script (Hangul: its initial consonant); "#" otherwise.
  public static func sectionLetter(forSortKey key: String) -> Character {
    guard let first = key.unicodeScalars.first else { return "#" }
    return sectionLetter(ofFolded: first)
  }

  /// The section of a key whose first scalar (folded) is `scalar`.
  static func sectionLetter(ofFolded scalar: Unicode.Scalar) -> Character {
    let value = scalar.value
    if value < 0x80 {
      let byte = UInt8(value)
      return isLatinLetter(byte) ? Character(Unicode.Scalar(byte & ~0x20)) : "#"
    }
    if let initial = hangulInitial(value) { return initial }
    guard isOtherLetter(scalar) else { return "#" }
    let upper = scalar.properties.uppercaseMapping
    return upper.unicodeScalars.count == 1 ? Character(upper) : Character(scalar)
  }

  /// The compatibility jamo of a Hangul syllable's initial consonant, a tense one under its plain
  /// one (까 under ㄱ), as iOS heads Korean names; nil for anything else.
  static func hangulInitial(_ value: UInt32) -> Character? {
    guard (0xAC00...0xD7A3).contains(value) else { return nil }
    // Initials in syllable order: ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ; a tense
    // one follows its plain one, so merging them keeps the sections contiguous.
    let plain: [Character] = [
      "ㄱ", "ㄱ", "ㄴ", "ㄷ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅂ", "ㅅ", "ㅅ", "ㅇ", "ㅈ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]
    return plain[Int((value - 0xAC00) / 588)]
  }

  /// A letter of a script other than Latin (Latin letters fold to ASCII): it heads a section.
  static func isOtherLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x80 && scalar.properties.isAlphabetic && !TextFolding.isCombiningMark(scalar.value)
  }

  /// The class a key sorts in: 0 Latin letters, 1 letters of other scripts, 2 the rest ("#").
  static func sortClass<Key: Collection<UInt8>>(_ key: Key) -> UInt64 {
    guard let first = key.first else { return 2 }
    if first < 0x80 { return isLatinLetter(first) ? 0 : 2 }
    var iterator = key.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return 2 }
    return isOtherLetter(scalar) ? 1 : 2
  }

  /// The contacts sorted by `order`; equal keys keep their input order.
  public static func sorted(_ contacts: [Contact], by order: ContactSortOrder) -> [Contact] {
    sortedIndices(contacts, by: order).map { contacts[$0] }
  }

  /// The permutation that sorts `contacts` by `order` (stable).
  public static func sortedIndices(_ contacts: [Contact], by order: ContactSortOrder) -> [Int] {
    SortKeyTable(contacts, order: order).sortedIndices()
  }

  /// True when `left` sorts before `right`.
  public static func areInIncreasingOrder(_ left: Contact, _ right: Contact, order: ContactSortOrder) -> Bool {
    let leftKey = keyBytes(left, order: order)
    let rightKey = keyBytes(right, order: order)
    let leftPrefix = prefix(leftKey)
    let rightPrefix = prefix(rightKey)
    if leftPrefix != rightPrefix { return leftPrefix < rightPrefix }
    return compare(leftKey, rightKey) < 0
  }

  static func keyBytes(_ contact: Contact, order: ContactSortOrder) -> [UInt8] {
    var key: [UInt8] = []
    appendKey(contact, order: order, to: &key)
    return key
  }

  /// Appends the folded key of `contact` to `out`. The contact is borrowed, so building a million
  /// keys reads the names in place instead of copying (retaining) them. A part that starts with
  /// a Han ideograph begins with its pinyin letter.
  static func appendKey(_ contact: borrowing Contact, order: ContactSortOrder, to out: inout [UInt8]) {
    let start = out.count
    let first = order == .familyName ? contact.familyName : contact.givenName
    let second = order == .familyName ? contact.givenName : contact.familyName
    func add(_ part: String) {
      guard !part.isEmpty else { return }
      if out.count > start { out.append(0x20) }
      if let initial = hanInitial(part) { out.append(initial) }
      TextFolding.append(part, to: &out)
    }
    add(first)
    add(second)
    add(contact.middleName)
    if out.count == start {
      let fallback =
        !contact.namePrefix.isEmpty
        ? contact.namePrefix
        : !contact.nameSuffix.isEmpty
          ? contact.nameSuffix
          : !contact.organizationName.isEmpty
            ? contact.organizationName
            : contact.emailAddresses.first?.value ?? contact.phoneNumbers.first?.value ?? ""
      TextFolding.append(fallback, to: &out)
    }
  }

  /// The pinyin letter of `part`'s first scalar when that is a Han ideograph; else nil.
  static func hanInitial(_ part: String) -> UInt8? {
    guard let lead = part.utf8.first, lead >= 0xE3, let scalar = part.unicodeScalars.first,
      Transliteration.isHan(scalar.value)
    else { return nil }
    return Transliteration.pinyinInitial(scalar.value)
  }

  private static func isLatinLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 97 < 26 }

  /// A 64-bit prefix that orders like the key: its class (`sortClass`: Latin letters, other
  /// letters, "#"), then the first seven bytes big-endian. Most comparisons end here.
  static func prefix<Key: Collection<UInt8>>(_ key: Key) -> UInt64 {
    var value: UInt64 = sortClass(key)
    var remaining = 7
    for byte in key.prefix(7) {
      value = value << 8 | UInt64(byte)
      remaining -= 1
    }
    return value << (8 * UInt64(remaining))
  }

  private static func compare(_ left: [UInt8], _ right: [UInt8]) -> Int {
    let count = min(left.count, right.count)
    var index = 0
    while index < count {
      if left[index] != right[index] { return left[index] < right[index] ? -1 : 1 }
      index += 1
    }
    return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
  }
}
