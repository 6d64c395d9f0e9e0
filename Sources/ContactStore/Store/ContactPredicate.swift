public import ContactModel
import ContactsSupport

/// Which contacts a fetch returns, as the `CNContact.predicateFor…` predicates.
public struct ContactPredicate: Sendable {
  enum Kind: Sendable {
    case name(words: [[UInt8]])
    case identifiers(Set<String>)
    case group(identifier: String)
  }

  let kind: Kind

  /// Contacts whose name matches every word: each word must start one of the name parts
  /// (prefix, given, middle, family, suffix, each nickname), ignoring case and diacritics, with NFD
  /// input too. Like `predicateForContacts(matchingName:)`. No words matches everything.
  public static func matchingName(_ words: String) -> ContactPredicate {
    let folded = TextFolding.fold(words).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    return ContactPredicate(kind: .name(words: folded.map { Array($0.utf8) }))
  }

  /// Contacts with these identifiers, like `predicateForContacts(withIdentifiers:)`.
  public static func withIdentifiers(_ identifiers: [String]) -> ContactPredicate {
    ContactPredicate(kind: .identifiers(Set(identifiers)))
  }

  /// Contacts in the group with `identifier` (a `ContactGroup`'s: the folded name), like
  /// `predicateForContactsInGroup(withIdentifier:)`. A group name works too: it is folded here.
  public static func inGroup(withIdentifier identifier: String) -> ContactPredicate {
    ContactPredicate(kind: .group(identifier: ContactGroup.identifier(forName: identifier)))
  }

  /// The group the predicate keeps the members of, if that is what it does.
  package var groupIdentifier: String? {
    if case .group(let identifier) = kind { return identifier }
    return nil
  }

  /// True when `contact` matches.
  public func evaluate(_ contact: Contact) -> Bool {
    switch kind {
    case .identifiers(let identifiers):
      return identifiers.contains(contact.identifier)
    case .group(let identifier):
      return contact.isMember(ofGroup: identifier)
    case .name(let words):
      if words.isEmpty { return true }
      var parts: [[UInt8]] = []
      for field in [
        contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix,
      ] + contact.nicknames where !field.isEmpty {
        let folded = TextFolding.fold(field)
        for piece in folded.split(whereSeparator: { $0 == " " || $0 == "-" }) { parts.append(Array(piece.utf8)) }
        parts.append(Array(folded.utf8))
      }
      return words.allSatisfy { word in parts.contains { $0.starts(with: word) } }
    }
  }
}
