/// Which name comes first in a display name, as `CNContactDisplayNameOrder`.
public enum ContactDisplayOrder: String, Sendable, CaseIterable {
  /// "Given Middle Family".
  case givenFirst
  /// "Family Given Middle".
  case familyFirst
}
