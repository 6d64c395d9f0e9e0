import ContactModel
import ContactSearch

/// The field a search matched when the visible name does not show why: the browser's right-hand
/// column shows it, with the matched part underlined (`/555` shows the number holding 555,
/// `/lulu` the nickname “Lulu”).
///
/// Only drawn rows are looked at, a few fields each, so it costs nothing at any number of
/// contacts. It looks at the fields the search index reads, folded as the index folds them.
struct MatchedField: Equatable {
  /// The field's text, as the card has it.
  var text: String
  /// The parts of `text` a query word matched.
  var highlights: [Range<String.Index>]

  /// The words of a query, split as the index searches them.
  struct Terms: Equatable {
    /// Folded words with a character other than a digit or phone punctuation: searched as text.
    var text: [[UInt8]] = []
    /// Phone words ("555-0100"), as their digits: searched in phone numbers and runs of digits.
    var digits: [[UInt8]] = []

    /// The terms of `query`; bare punctuation ("(", "+") marks nothing and is left out.
    init(query: String) {
      for word in SearchIndex.fold(query).split(whereSeparator: \.isWhitespace) {
        let bytes = Array(word.utf8)
        if PhoneWord.isPhoneWord(bytes) {
          digits.append(bytes.filter(PhoneWord.isDigit))
        } else if !bytes.allSatisfy(PhoneWord.isPhoneCharacter) {
          text.append(bytes)
        }
      }
    }

    /// Whether there is nothing to look for.
    var isEmpty: Bool { text.isEmpty && digits.isEmpty }
  }

  /// The field of `contact` that holds the most of the words `name` does not, first in the order
  /// nickname, e-mail, phone, company, group; nil when the name shows every word (or none
  /// matches elsewhere).
  static func find(_ terms: Terms, in contact: Contact, name: String) -> MatchedField? {
    let text = terms.text.filter { MatchHighlighter.ranges(of: [$0], in: name).isEmpty }
    let digits = terms.digits.filter { MatchHighlighter.ranges(of: [$0], in: name).isEmpty }
    guard !text.isEmpty || !digits.isEmpty else { return nil }
    var candidates: [MatchedField] = []
    for field in contact.nicknames + contact.emailAddresses.map(\.value) where !field.isEmpty {
      candidates.append(MatchedField(text: field, highlights: MatchHighlighter.ranges(of: text + digits, in: field)))
    }
    for phone in contact.phoneNumbers where !phone.value.isEmpty {
      candidates.append(MatchedField(text: phone.value, highlights: digitRanges(of: digits, in: phone.value)))
    }
    for field in [contact.organizationName] + contact.groups where !field.isEmpty {
      candidates.append(MatchedField(text: field, highlights: MatchHighlighter.ranges(of: text + digits, in: field)))
    }
    var best: MatchedField?
    for candidate in candidates where candidate.highlights.count > (best?.highlights.count ?? 0) {
      best = candidate
    }
    return best
  }

  /// Where each of the digit `words` first occurs in `phone`, reading its digits only, so
  /// "5550100" marks "555-0100" in "+1 (555) 010-0100" across the punctuation.
  static func digitRanges(of words: [[UInt8]], in phone: String) -> [Range<String.Index>] {
    guard !words.isEmpty else { return [] }
    var digits: [UInt8] = []
    var owners: [String.Index] = []
    for index in phone.indices {
      if let byte = phone[index].asciiValue, PhoneWord.isDigit(byte) {
        digits.append(byte)
        owners.append(index)
      }
    }
    return words.compactMap { word in
      guard let start = MatchHighlighter.firstOccurrence(of: word, in: digits) else { return nil }
      return owners[start]..<phone.index(after: owners[start + word.count - 1])
    }
  }
}
