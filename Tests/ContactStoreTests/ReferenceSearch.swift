import TestSupport

@testable import ContactStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The search as specified, with no shortcuts: a contact matches when every word of the folded
/// query is a substring of one of its folded fields (name parts, nickname, organization,
/// e-mails) or of one of its phone numbers' digits; a word of digits and phone punctuation is
/// looked for as its digits.
struct ReferenceSearch {
  let fields: [[[UInt8]]]

  init(_ contacts: [Contact]) {
    fields = contacts.map { contact in
      let text =
        [
          contact.givenName, contact.middleName, contact.familyName, contact.namePrefix, contact.nameSuffix,
          contact.nickname, contact.organizationName,
        ] + contact.emailAddresses.map(\.value)
      let phones = contact.phoneNumbers.map { Array($0.value.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }) }
      return text.map { Array(SearchIndex.fold($0).utf8) } + phones
    }
  }

  /// The indices of the matching contacts, ascending.
  func search(_ query: String) -> [Int] {
    let words = Self.words(query)
    return fields.indices.filter { contact in
      words.allSatisfy { word in fields[contact].contains { Self.contains($0, word) } }
    }
  }

  /// The query's words as searched.
  static func words(_ query: String) -> [[UInt8]] {
    let phoneBytes = Set("0123456789+-(). /".utf8)
    return SearchIndex.fold(query).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { word in
      let bytes = Array(word.utf8)
      let digits = bytes.filter { $0 >= 0x30 && $0 <= 0x39 }
      return !digits.isEmpty && bytes.allSatisfy(phoneBytes.contains) ? digits : bytes
    }
  }

  /// Whether every match of `longer` is a match of `shorter`: the same words, the last one
  /// perhaps longer, then perhaps more words.
  static func narrows(_ shorter: String, to longer: String) -> Bool {
    let old = words(shorter)
    let new = words(longer)
    guard let last = old.indices.last else { return false }
    return new.count >= old.count && Array(new[..<last]) == Array(old[..<last]) && new[last].starts(with: old[last])
  }

  /// Whether `word` occurs in `field`: `memcmp` at every start, so the unoptimized test build
  /// is quick.
  private static func contains(_ field: [UInt8], _ word: [UInt8]) -> Bool {
    guard word.count <= field.count else { return false }
    return field.withUnsafeBufferPointer { field in
      word.withUnsafeBufferPointer { word in
        (0...(field.count - word.count)).contains {
          memcmp(field.baseAddress! + $0, word.baseAddress!, word.count) == 0
        }
      }
    }
  }
}

/// Generated contacts and queries that collide often: short names, shared letters and digits,
/// accents (composed and not), CJK, phone numbers in several styles, digits in e-mails.
enum SearchCorpus {
  static let names = [
    "Ann", "Anna", "Al", "Bo", "A", "José", "Jose\u{301}", "JOSÉ", "Søren", "Straße", "Zoë", "O'Brien", "Mary-Ann",
    "王", "王伟", "Ólafur", "Nuñez", "Abel", "Nab", "Smith", "María", "Ma", "Æsa", "Ιωάννης", "Юлия", "",
  ]
  static let organizations = ["", "", "Acme Corp.", "Café Olé", "5th Ave", "A1 B2", "(555) Club", "株式会社"]
  static let emails = ["ann55@x.io", "bo.5@a-b.c", "jose@ex.com", "an@na.org", "x@5550100.net", "王@例.cn", "a@b"]
  static let phones = [
    "+1 (555) 010-0100", "555-55", "42", "5", "", "n/a", "+44 20 7946 0555", "07700 900123", "+49 30 5550", "(555) 5",
  ]
  /// Pieces of queries: letters, digits, punctuation and spaces, so words of every kind and
  /// length come up.
  static let pieces = [
    "a", "n", "b", "e", "j", "o", "s", "m", "5", "0", "1", "55", "-", "(", ")", " ", " ", "+", ".", "@", "é",
    "E\u{301}",
    "ß", "王", "æ", "'", "ss", "na", "an", "555", "x", "ö", "ю",
  ]

  static func contacts(count: Int, seed: UInt64) -> [Contact] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { index in
      var contact = Contact(identifier: "\(index)")
      contact.givenName = random.pick(names)
      contact.familyName = random.pick(names)
      if random.int(4) == 0 { contact.middleName = random.pick(names) }
      if random.int(5) == 0 { contact.nickname = random.pick(names) }
      contact.organizationName = random.pick(organizations)
      contact.emailAddresses = (0..<random.int(3)).map { _ in
        LabeledValue(label: ContactLabel.home, value: random.pick(emails))
      }
      contact.phoneNumbers = (0..<random.int(4)).map { _ in
        LabeledValue(label: ContactLabel.mobile, value: random.pick(phones))
      }
      return contact
    }
  }

  static func queries(count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in (0..<(1 + random.int(6))).map { _ in random.pick(pieces) }.joined() }
  }
}
