import ContactModel
import ContactStore
import Foundation

/// A group of contacts, as `CNGroup`: a name the cards give in `CATEGORIES`.
///
/// Immutable and safe to use from any thread, as on iOS. The identifier is the folded name
/// (lowercase, without diacritics), stable across runs: there is no group record to give it one,
/// and "Work" and "work" on two cards are one group.
public final class CNGroup: Sendable {
  /// The store's group this wraps.
  let group: ContactGroup

  init(_ group: ContactGroup) { self.group = group }

  /// The group's identifier: its folded name, the same in every run.
  public var identifier: String { group.identifier }
  /// The group's name, as the first card that names it spells it.
  public var name: String { group.name }

  /// Groups with these identifiers, for `CNContactStore.groups(matching:)`.
  public static func predicateForGroups(withIdentifiers identifiers: [String]) -> NSPredicate {
    CNGroupPredicate(.withIdentifiers(identifiers))
  }
}

/// The predicates `CNGroup` makes: the store's group predicate inside an `NSPredicate`, so
/// `groups(matching:)` can tell them from any other predicate (which iOS refuses too).
final class CNGroupPredicate: NSPredicate {
  /// The store's predicate.
  let predicate: ContactGroupPredicate

  init(_ predicate: ContactGroupPredicate) {
    self.predicate = predicate
    super.init(value: true)
  }

  /// Not archived: a store predicate has no coded form.
  required init?(coder: NSCoder) { nil }

  /// True for a `CNGroup` the store's predicate matches.
  override func evaluate(with object: Any?) -> Bool {
    guard let group = object as? CNGroup else { return false }
    return predicate.evaluate(group.group)
  }

  /// The store's predicate inside `predicate`; throws `predicateInvalid` for one `CNGroup` did
  /// not make.
  static func storePredicate(_ predicate: NSPredicate?) throws(CNError) -> ContactGroupPredicate? {
    guard let predicate else { return nil }
    guard let made = predicate as? CNGroupPredicate else {
      throw CNError(.predicateInvalid, message: "Use a predicate made by CNGroup.predicateForGroups….")
    }
    return made.predicate
  }
}
