public import ContactModel

/// What to fetch, as `CNContactFetchRequest`: the keys, an optional predicate, an optional order.
public struct ContactFetchRequest: Sendable {
  /// The properties to fill in; others are left empty. The identifier is always there.
  public var keysToFetch: [ContactKey]
  /// Which contacts; nil for all.
  public var predicate: ContactPredicate?
  /// The order; nil keeps the sources' order (files in order, cards in file order).
  public var sortOrder: ContactSortOrder?

  /// A request.
  public init(keysToFetch: [ContactKey], predicate: ContactPredicate? = nil, sortOrder: ContactSortOrder? = nil) {
    self.keysToFetch = keysToFetch
    self.predicate = predicate
    self.sortOrder = sortOrder
  }
}
