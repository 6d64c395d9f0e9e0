package import ContactModel

extension SortChoice {
  /// The store's sort order for this choice.
  package var sortOrder: ContactSortOrder { self == .given ? .givenName : .familyName }
}

extension DisplayChoice {
  /// The formatter's display order for this choice.
  package var displayOrder: ContactDisplayOrder { self == .givenFirst ? .givenFirst : .familyFirst }
}
