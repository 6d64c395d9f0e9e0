import ContactsSupport

/// A display name from a mail header split into the given and family names a card has.
///
/// The rules, in order: an empty name gives nothing; `Family, Given` (a comma: how directories
/// and Outlook write names) is family then given; one word is a given name; otherwise the last
/// word is the family name, with the lowercase particles before it (`van`, `von`, `de`, `da`,
/// `di`, `du`, `del`, `della`, `der`, `den`, `le`, `la`, `ter`, `ten`), and the rest are given names.
/// A name in Chinese, Japanese or Korean script is written family name first (`山田 太郎`), so
/// there the first word is the family name; written without a space (`山田太郎`) it is one word,
/// a given name. The card's formatted name (`FN`) keeps the name exactly as the mail wrote it.
package struct PersonalName: Equatable, Sendable {
  /// The name as the mail wrote it (decoded, blanks collapsed).
  package var full: String
  /// Given names.
  package var given: String
  /// The family name.
  package var family: String

  /// The split of `name`.
  package init(_ name: String) {
    full = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    given = ""
    family = ""
    let commaParts = full.split(separator: ",", maxSplits: 1).map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    if commaParts.count == 2, !commaParts[0].isEmpty, !commaParts[1].isEmpty {
      family = commaParts[0]
      given = commaParts[1]
      return
    }
    var words = full.split(separator: " ").map(String.init)
    guard words.count > 1 else {
      given = words.first.map { $0.trimmingCharacters(",") } ?? ""
      return
    }
    if ScriptDetection.isCJK(full) {
      family = words.removeFirst()
      given = words.joined(separator: " ")
      return
    }
    // Taken from the end, then turned round: an insert at the front per particle would be
    // quadratic in a name of a megabyte of `van`.
    var familyWords = [words.removeLast()]
    while words.count > 1, let last = words.last, Self.particles.contains(last) {
      familyWords.append(words.removeLast())
    }
    family = familyWords.reversed().joined(separator: " ")
    given = words.joined(separator: " ")
  }

  /// Words that belong to the family name that follows them.
  static let particles: Set<String> = [
    "van", "von", "de", "da", "di", "du", "del", "della", "der", "den", "le", "la", "ter", "ten",
  ]
}

extension String {
  /// The string without `characters` at either end.
  fileprivate func trimmingCharacters(_ characters: Character) -> String {
    String(drop { $0 == characters }.reversed().drop { $0 == characters }.reversed())
  }
}
