import ContactsSupport
import Foundation
import Synchronization

/// Latin spellings of names in other scripts, so a Latin query reaches them: "karenina" finds
/// "Каренина", "wang" finds "王", "sokrates" finds "Σωκράτης" (ICU's `Any-Latin; Latin-ASCII`,
/// which Foundation provides on Linux too).
///
/// The rule, shared by the index, the reference search of the tests and the highlighter: a field
/// (a name part, nickname or organization) that has words in another script gains a second,
/// transliterated field: each such word's Latin spelling, folded, with the spaces ICU puts
/// between syllables removed ("王小明" becomes "wangxiaoming"), the words separated by spaces.
/// Words already Latin are left out (they are searched as they are). So a query word that
/// matches the transliterated field matches within one native word, and the highlighter marks
/// that whole word.
///
/// ICU costs microseconds a call: only words with a letter outside Latin are transliterated,
/// and each distinct word once per `Transliterator` (names repeat).
package enum Transliteration {
  /// The fields of `contact` that gain a transliterated field, in the order the index adds them.
  package static func fields(of contact: borrowing Contact) -> [String] {
    [
      contact.givenName, contact.middleName, contact.familyName, contact.namePrefix, contact.nameSuffix,
      contact.organizationName,
    ] + contact.nicknames
  }

  /// True when `word` has a letter of a script other than Latin (so ICU has something to do).
  package static func needsTransliteration(_ word: Substring) -> Bool {
    guard word.utf8.contains(where: { $0 >= 0xCD }) else { return false }  // U+0370 and up start at 0xCD
    return word.unicodeScalars.contains { scalar in
      let value = scalar.value
      guard value >= 0x370, !isLatin(value) else { return false }
      return scalar.properties.isAlphabetic
    }
  }

  /// The folded Latin spelling of one word, without spaces ("Каренина": "karenina", "王小明":
  /// "wangxiaoming"); nil when ICU gives nothing.
  package static func latin(_ word: Substring) -> [UInt8]? {
    guard let spelled = String(word).applyingTransform(transform, reverse: false) else { return nil }
    var folded: [UInt8] = []
    TextFolding.append(spelled, to: &folded)
    folded.removeAll { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
    if let customary = koreanSurnames[String(word)] {
      for spelling in customary.split(separator: " ") where !folded.isEmpty {
        folded.append(0x20)
        folded += spelling.utf8
      }
    }
    return folded.isEmpty ? nil : folded
  }

  /// The spellings Korean family names are customarily written in, which ICU's romanization
  /// does not give (김 is "gim" to ICU, "Kim" on every passport): a word that is exactly one of
  /// these names is also spelled so, after ICU's spelling and a space ("gim kim"), so `/kim`
  /// finds 김 and `/gim` still does.
  private static let koreanSurnames: [String: String] = [
    "김": "kim", "이": "lee yi rhee", "박": "park pak", "최": "choi", "정": "jung jeong chung",
    "강": "kang", "조": "cho jo", "윤": "yoon yun", "장": "jang chang", "임": "lim im",
    "한": "han", "오": "oh", "서": "seo suh", "신": "shin", "권": "kwon", "황": "hwang", "안": "ahn",
    "송": "song", "류": "ryu yoo", "유": "yoo yu", "홍": "hong", "전": "jeon jun", "고": "ko go",
    "문": "moon mun", "양": "yang", "손": "son sohn", "배": "bae", "백": "baek paik", "허": "heo huh",
    "노": "noh roh", "남궁": "namgung", "선우": "sunwoo", "제갈": "jegal",
  ]

  /// The transliterated field of `field` (its non-Latin words' spellings, space-separated), or
  /// nil when it has none. Memoised through `transliterator`.
  package static func field(_ field: String, using transliterator: inout Transliterator) -> [UInt8]? {
    var out: [UInt8] = []
    guard transliterator.append(field, to: &out) else { return nil }
    return out
  }

  /// The words of `text` as this rule splits them.
  package static func words(_ text: String) -> [Substring] {
    text.split(whereSeparator: { $0.isWhitespace })
  }

  /// The Latin spelling of a displayed word, memoised for the whole process (the highlighter
  /// asks for a few words a frame, the same ones frame after frame).
  package static func cachedLatin(_ word: Substring) -> [UInt8]? {
    let key = String(word)
    if let known = shared.withLock({ $0[key] }) { return known.isEmpty ? nil : known }
    let spelled = latin(word)
    shared.withLock { cache in
      if cache.count > 4096 { cache.removeAll() }
      cache[key] = spelled ?? []
    }
    return spelled
  }

  private static let shared = Mutex<[String: [UInt8]]>([:])

  /// True for a Han ideograph (CJK Unified Ideographs, their extensions and compatibility forms).
  package static func isHan(_ value: UInt32) -> Bool {
    switch value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF: return true
    default: return false
    }
  }

  /// The first letter (a–z) of the pinyin of Han ideograph `value`, nil when there is none:
  /// from `PinyinInitialsTable` (generated from ICU) for the common blocks, so sorting never
  /// waits for ICU to load its Han rules; else ICU itself, memoised for the process.
  package static func pinyinInitial(_ value: UInt32) -> UInt8? {
    if let letter = tabled(value, from: 0x4E00, PinyinInitialsTable.unified)
      ?? tabled(value, from: 0x3400, PinyinInitialsTable.extensionA)
    {
      return letter == UInt8(ascii: "?") ? nil : letter
    }
    if let known = initials.withLock({ $0[value] }) { return known == 0 ? nil : known }
    let initial = Unicode.Scalar(value).flatMap { latin(String(Character($0))[...])?.first }.flatMap {
      ($0 &- 0x61) < 26 ? $0 : nil
    }
    initials.withLock { $0[value] = initial ?? 0 }
    return initial
  }

  /// The table's byte for `value`, when the table covers it.
  private static func tabled(_ value: UInt32, from start: UInt32, _ table: StaticString) -> UInt8? {
    guard value >= start, Int(value - start) < table.utf8CodeUnitCount else { return nil }
    return table.utf8Start[Int(value - start)]
  }

  private static let initials = Mutex<[UInt32: UInt8]>([:])

  private static let transform = StringTransform("Any-Latin; Latin-ASCII")

  /// Latin blocks above U+0370: Latin Extended Additional, Extended-C, -D, -E, the Latin
  /// ligatures and the fullwidth Latin letters.
  private static func isLatin(_ value: UInt32) -> Bool {
    (0x1E00...0x1EFF).contains(value) || (0x2C60...0x2C7F).contains(value) || (0xA720...0xA7FF).contains(value)
      || (0xAB30...0xAB6F).contains(value) || (0xFB00...0xFB06).contains(value) || (0xFF21...0xFF5A).contains(value)
  }
}

/// Transliterates fields, remembering each distinct word's spelling. Not shared between
/// threads: each part of a parallel build has its own.
package struct Transliterator {
  /// Each distinct word's spelling (empty: ICU gave nothing).
  private var known: [Substring: [UInt8]] = [:]
  /// Each distinct field's transliterated field (empty: none): a repeated name costs one lookup.
  private var spelledFields: [String: [UInt8]] = [:]

  package init() {}

  /// The number of distinct words transliterated so far.
  package var distinctWords: Int { known.count }

  /// Appends the transliterated field of `field` to `out` (without a line break); false, and
  /// nothing appended, when it has no word to transliterate.
  package mutating func append(_ field: String, to out: inout [UInt8]) -> Bool {
    // U+0370 and up start with 0xCD or more: a field without such a byte has nothing to spell.
    guard field.utf8.contains(where: { $0 >= 0xCD }) else { return false }
    if let spelled = spelledFields[field] {
      out += spelled
      return !spelled.isEmpty
    }
    var spelled: [UInt8] = []
    for word in Transliteration.words(field) where Transliteration.needsTransliteration(word) {
      let latin: [UInt8]
      if let cached = known[word] {
        latin = cached
      } else {
        latin = Transliteration.latin(word) ?? []
        known[word] = latin
      }
      guard !latin.isEmpty else { continue }
      if !spelled.isEmpty { spelled.append(0x20) }
      spelled += latin
    }
    spelledFields[field] = spelled
    out += spelled
    return !spelled.isEmpty
  }
}
