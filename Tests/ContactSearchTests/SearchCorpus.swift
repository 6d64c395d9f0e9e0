import ContactModel
import TestSupport

@testable import ContactSearch

/// Generated contacts and queries that collide often: short names, shared letters and digits,
/// accents (composed and not), CJK and other scripts (and Latin pieces of their spellings), phone numbers in several styles, digits in e-mails.
enum SearchCorpus {
  static let names = [
    "Ann", "Anna", "Al", "Bo", "A", "José", "Jose\u{301}", "JOSÉ", "Søren", "Straße", "Zoë", "O'Brien", "Mary-Ann",
    "王", "王伟", "김민준", "כהן", "محمد", "Ólafur", "Nuñez", "Abel", "Nab", "Smith", "María", "Ma", "Æsa", "Ιωάννης", "Юлия",
    "",
  ]
  static let organizations = ["", "", "Acme Corp.", "Café Olé", "5th Ave", "A1 B2", "(555) Club", "株式会社"]
  static let emails = ["ann55@x.io", "bo.5@a-b.c", "jose@ex.com", "an@na.org", "x@5550100.net", "王@例.cn", "a@b"]
  static let groups = ["Family", "FAMILY", "Work", "Café", "5th floor", "王家", "Straße", "an"]
  static let phones = [
    "+1 (555) 010-0100", "555-55", "42", "5", "", "n/a", "+44 20 7946 0555", "07700 900123", "+49 30 5550", "(555) 5",
  ]
  /// Pieces of queries: letters, digits, punctuation and spaces, so words of every kind and
  /// length come up.
  static let pieces = [
    "a", "n", "b", "e", "j", "o", "s", "m", "5", "0", "1", "55", "-", "(", ")", " ", " ", "+", ".", "@", "é",
    "E\u{301}",
    "ß", "王", "æ", "wang", "wei", "gim", "io", "ju", "kh", "'", "ss", "na", "an", "555", "x", "ö", "ю",
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
      if random.int(4) == 0 { contact.nicknames.append(random.pick(names)) }
      if random.int(3) == 0 { contact.groups = (0..<(1 + random.int(2))).map { _ in random.pick(groups) } }
      return contact
    }
  }

  static func queries(count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in (0..<(1 + random.int(6))).map { _ in random.pick(pieces) }.joined() }
  }
}
