import Authorization
import ContactModel
import ContactStore
import Foundation
import Synchronization

/// The changes one `CNContactStore.execute(_:)` writes, all or nothing, as `CNSaveRequest`.
///
/// A contact to update or delete must have been fetched with every key (`CNContact` read through
/// a partial fetch has empty fields that would read as deletions): `execute` refuses it.
public final class CNSaveRequest: Sendable {
  /// The store's request being built, and whether a partially fetched contact was given to
  /// `update` or `delete`.
  struct Changes {
    var request = SaveRequest()
    var partial = false
  }

  /// The changes so far, behind a lock so that the request can be shared between threads.
  let changes = Mutex(Changes())

  /// An empty request.
  public init() {}

  /// Adds a new contact to the container with `identifier` (nil: the default container).
  public func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
    let contact = contact.contact
    changes.withLock { $0.request.add(contact, toContainer: identifier) }
  }

  /// Writes a changed contact over its card.
  public func update(_ contact: CNMutableContact) {
    let value = contact.contact
    note(contact) { $0.request.update(value) }
  }

  /// Deletes a contact's card.
  public func delete(_ contact: CNMutableContact) {
    let value = contact.contact
    note(contact) { $0.request.delete(value) }
  }

  /// Adds `contact` to `group` (the card's `CATEGORIES`).
  public func addMember(_ contact: CNContact, to group: CNGroup) {
    let (value, group) = (contact.contact, group.group)
    note(contact) { $0.request.addMember(value, to: group) }
  }

  /// Removes `contact` from `group`.
  public func removeMember(_ contact: CNContact, from group: CNGroup) {
    let (value, group) = (contact.contact, group.group)
    note(contact) { $0.request.removeMember(value, from: group) }
  }

  /// Notes whether `contact` was fetched partially, then makes `change`.
  private func note(_ contact: CNContact, then change: (inout Changes) -> Void) {
    let partial = !contact.availableKeys.isSuperset(of: ContactKey.allCases)
    changes.withLock { changes in
      if partial { changes.partial = true }
      change(&changes)
    }
  }
}

/// Where contacts are kept, as `CNContainer`: one per contact source (a file or a vdir folder).
public final class CNContainer: Sendable {
  /// The source's path.
  public let identifier: String
  /// The name shown for it.
  public let name: String
  /// Every container here is local.
  public var type: CNContainerType { .local }

  init(_ container: ContactContainer) {
    identifier = container.identifier
    name = container.name
  }

  /// The containers with these identifiers, for `CNContactStore.containers(matching:)`.
  public static func predicateForContainers(withIdentifiers identifiers: [String]) -> NSPredicate {
    CNContainerPredicate(identifiers: identifiers)
  }
}

/// The kinds of container; only local ones exist here.
public enum CNContainerType: Int, Sendable {
  /// Not set.
  case unassigned = 0
  /// A local source.
  case local = 1
}

/// A container predicate: the identifiers it matches.
final class CNContainerPredicate: NSPredicate {
  let identifiers: [String]

  init(identifiers: [String]) {
    self.identifiers = identifiers
    super.init(value: true)
  }

  required init?(coder: NSCoder) { nil }
}

extension CNContactStore {
  /// Writes every change of `request`, or none, as `execute(_:)`; throws `CNError` (the read's
  /// errors without a grant, `dataAccessError` for a conflict or a read-only source).
  public func execute(_ request: CNSaveRequest) throws {
    let store = try readable()
    let changes = request.changes.withLock { $0 }
    if changes.partial {
      throw CNError(
        .dataAccessError, message: "A contact to save was fetched without every key; fetch it with all keys first.")
    }
    _ = try Self.translating { () throws(ContactsError) in try store.execute(changes.request) }
  }

  /// The containers (all when `predicate` is nil), as `containers(matching:)`.
  public func containers(matching predicate: NSPredicate?) throws -> [CNContainer] {
    let store = try readable()
    var identifiers: [String]?
    if let predicate {
      guard let containers = predicate as? CNContainerPredicate else {
        throw CNError(.predicateInvalid, message: "Use CNContainer.predicateForContainers(withIdentifiers:).")
      }
      identifiers = containers.identifiers
    }
    let found = try Self.translating { () throws(ContactsError) in try store.containers(matching: identifiers) }
    return found.map(CNContainer.init)
  }

  /// The container new contacts go to: the first writable source.
  public func defaultContainerIdentifier() -> String {
    (try? readable())?.defaultContainerIdentifier() ?? ""
  }
}

extension CNContact {
  /// A mutable copy, to change and pass to `CNSaveRequest.update(_:)`.
  public func mutableCopy() -> CNMutableContact { CNMutableContact(contact, keys: availableKeys) }
}
