import ContactModel
import ContactStore
import Foundation

/// The order of fetched contacts, as `CNContactSortOrder`.
public enum CNContactSortOrder: Int, Sendable, CaseIterable {
  /// The sources' order (files in order, cards in file order).
  case none = 0
  /// The user's default order: by given name here, as the app's default.
  case userDefault = 1
  /// By given name, then family name.
  case givenName = 2
  /// By family name, then given name.
  case familyName = 3

  /// The store's order, nil for the sources' order.
  var storeOrder: ContactSortOrder? {
    switch self {
    case .none: nil
    case .userDefault, .givenName: .givenName
    case .familyName: .familyName
    }
  }
}

/// What to fetch, as `CNContactFetchRequest`: the keys, an optional predicate, an order.
public final class CNContactFetchRequest {
  /// The properties to fill in; the identifier is always there.
  public var keysToFetch: [any CNKeyDescriptor]
  /// Which contacts; nil for all. Only `CNContact.predicateForContacts…` predicates are accepted.
  public var predicate: NSPredicate?
  /// The order; `.none` keeps the sources' order.
  public var sortOrder: CNContactSortOrder = .none
  /// Kept for source compatibility: contacts here are always unified (one card, one contact).
  public var unifyResults = true

  /// A request for `keysToFetch`.
  public init(keysToFetch: [any CNKeyDescriptor]) {
    self.keysToFetch = keysToFetch
  }

  /// The store's request; throws `predicateInvalid` for a predicate `CNContact` did not make.
  func storeRequest() throws(CNError) -> ContactFetchRequest {
    ContactFetchRequest(
      keysToFetch: ContactKey.keys(for: keysToFetch), predicate: try Self.storePredicate(predicate),
      sortOrder: sortOrder.storeOrder)
  }

  /// The store's predicate inside `predicate`.
  static func storePredicate(_ predicate: NSPredicate?) throws(CNError) -> ContactPredicate? {
    guard let predicate else { return nil }
    guard let made = predicate as? CNContactPredicate else {
      throw CNError(.predicateInvalid, message: "Use a predicate made by CNContact.predicateForContacts….")
    }
    return made.predicate
  }
}
