/// The order of a contact list, as `CNContactSortOrder`.
public enum ContactSortOrder: String, Sendable, CaseIterable {
  /// By given name, then family name.
  case givenName
  /// By family name, then given name.
  case familyName
}
