public import ContactModel

/// Which groups a fetch returns, as the `CNGroup.predicateFor…` predicates.
public struct ContactGroupPredicate: Sendable {
  /// The identifiers kept.
  let identifiers: Set<String>

  /// Groups with these identifiers, like `predicateForGroups(withIdentifiers:)`.
  public static func withIdentifiers(_ identifiers: [String]) -> ContactGroupPredicate {
    ContactGroupPredicate(identifiers: Set(identifiers))
  }

  /// True when `group` matches.
  public func evaluate(_ group: ContactGroup) -> Bool { identifiers.contains(group.identifier) }
}
