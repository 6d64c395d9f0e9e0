import ContactsSupport

/// A group of contacts, as Contacts.framework's `CNGroup`: a name the cards give in `CATEGORIES`.
///
/// A vCard file has no record for a group: a group exists while some contact names it. Its
/// identifier is its name folded as search folds text (trimmed, lowercase, without diacritics),
/// so it is the same in every run and on every machine, needs no stored table, and every
/// spelling that folds alike ("Work", "work", "WORK") is one group.
public struct ContactGroup: Sendable, Hashable, Identifiable {
  /// The folded name: stable across runs, the same for "Work" and "work".
  public let identifier: String
  /// The name as the first card that names the group spells it.
  public let name: String

  /// The group called `name`; its identifier is the folded name.
  public init(name: String) {
    self.init(identifier: Self.identifier(forName: name), name: name)
  }

  private init(identifier: String, name: String) {
    self.identifier = identifier
    self.name = name
  }

  /// `Identifiable`: the identifier.
  public var id: String { identifier }

  /// The identifier of the group called `name`: a group name typed by a user (`--group family`)
  /// finds the group with this too.
  public static func identifier(forName name: String) -> String {
    TextFolding.fold(name).trimmingSpaces
  }

  /// The groups `contacts` name, once each, sorted by folded name: each named as it is first
  /// spelled, in the contacts' order. A name is folded once, however many contacts repeat it.
  public static func groups(of contacts: some Sequence<Contact>) -> [ContactGroup] {
    var spellings: Set<String> = []
    var groups: [String: ContactGroup] = [:]
    for contact in contacts {
      for name in contact.groups where spellings.insert(name).inserted {
        let identifier = identifier(forName: name)
        if !identifier.isEmpty && groups[identifier] == nil {
          groups[identifier] = ContactGroup(identifier: identifier, name: name)
        }
      }
    }
    return groups.values.sorted { $0.identifier < $1.identifier }
  }
}

extension Contact {
  /// Whether one of the contact's group names folds to `identifier` (a `ContactGroup`'s).
  public func isMember(ofGroup identifier: String) -> Bool {
    groups.contains { $0 == identifier || ContactGroup.identifier(forName: $0) == identifier }
  }
}

extension String {
  /// Without leading and trailing spaces and tabs (no Foundation here).
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
