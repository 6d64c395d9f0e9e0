/// Which name comes first in a display name, as `CNContactDisplayNameOrder`.
public enum ContactDisplayOrder: String, Sendable, CaseIterable {
  /// "Given Middle Family".
  case givenFirst
  /// "Family Given Middle".
  case familyFirst
}

/// The order of a contact list, as `CNContactSortOrder`.
public enum ContactSortOrder: String, Sendable, CaseIterable {
  /// By given name, then family name.
  case givenName
  /// By family name, then given name.
  case familyName
}
