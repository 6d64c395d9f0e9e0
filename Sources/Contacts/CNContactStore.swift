import Authorization
import ContactModel
import ContactStore
import Foundation

/// The user's contacts, as `CNContactStore`: the app's status, its request for access, and reads.
///
/// `CNContactStore()` asks as the installed app (`AppContext`): what the system knows on iOS,
/// a program here installs once at start-up. Without one, the status is `denied` and every call
/// fails closed. Reads throw `CNError.authorizationDenied` before any source is opened.
public final class CNContactStore: Sendable {
  /// The app this store asks as, captured when the store is made.
  private let context: AppContext?
  /// The facade every read goes through; it keeps what it loaded for this store's lifetime.
  private let store: ContactStore?

  /// A store for the installed app.
  public convenience init() { self.init(context: AppContext.current) }

  /// A store that asks as `context`'s app (nil: none, so every call fails closed).
  init(context: AppContext?) {
    self.context = context
    store = context?.makeStore()
  }

  /// The installed app's status; `denied` when no app is installed or its permission database
  /// cannot be read (fail closed; iOS has no error to give here either).
  public static func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
    authorizationStatus(for: entityType, in: AppContext.current)
  }

  /// `context`'s status, failing closed as above.
  static func authorizationStatus(for entityType: CNEntityType, in context: AppContext?) -> CNAuthorizationStatus {
    guard let context, let status = try? context.center.status(for: entityType.entityType) else { return .denied }
    return CNAuthorizationStatus(status)
  }

  /// Asks for access when the user has not decided, and calls `completionHandler` exactly once,
  /// later, on the main actor: `(true, nil)` on a grant, `(false, CNError)` otherwise.
  public func requestAccess(
    for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    guard let context else {
      Task { @MainActor in completionHandler(false, CNError.noApp) }
      return
    }
    Task { @MainActor in
      context.broker.requestAccess(for: entityType.entityType) { granted, error in
        completionHandler(granted, error.map(Self.contactsError))
      }
    }
  }

  /// Asks for access when the user has not decided; true on a grant, and throws the `CNError`
  /// the completion handler would get.
  public func requestAccess(for entityType: CNEntityType) async throws -> Bool {
    guard let context else { throw CNError.noApp }
    do {
      return try await context.broker.requestAccess(for: entityType.entityType)
    } catch {
      throw Self.contactsError(error)
    }
  }

  /// The contacts `predicate` matches (made by `CNContact.predicateForContacts…`), with the
  /// properties `keys` name filled in.
  public func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws
    -> [CNContact]
  {
    let store = try readable()
    let matching = try CNContactFetchRequest.storePredicate(predicate)
    let storeKeys = ContactKey.keys(for: keys)
    let found = try Self.translating { () throws(ContactsError) in
      try store.unifiedContacts(matching: matching, keysToFetch: storeKeys)
    }
    return found.map { CNContact($0, keys: Set(storeKeys)) }
  }

  /// The contact with `identifier`; throws `recordDoesNotExist` when there is none (or the app
  /// was not given it).
  public func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws
    -> CNContact
  {
    let found = try unifiedContacts(
      matching: CNContact.predicateForContacts(withIdentifiers: [identifier]), keysToFetch: keys)
    guard let contact = found.first else {
      throw CNError(.recordDoesNotExist, message: "No contact with identifier \(identifier).")
    }
    return contact
  }

  /// Calls `block` for each contact the request matches, in its order, until the block sets
  /// the pointee of its second argument to true.
  public func enumerateContacts(
    with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
  ) throws {
    let store = try readable()
    let request = try fetchRequest.storeRequest()
    let keys = Set(request.keysToFetch)
    try Self.translating { () throws(ContactsError) in
      try store.enumerateContacts(with: request) { contact, stop in
        var flag = ObjCBool(false)
        block(CNContact(contact, keys: keys), &flag)
        stop = flag.boolValue
      }
    }
  }

  /// The groups `predicate` matches (made by `CNGroup.predicateForGroups…`; nil: every group),
  /// sorted by name: the groups of the contacts the app may read. Throws as a contact read does.
  public func groups(matching predicate: NSPredicate?) throws -> [CNGroup] {
    let store = try readable()
    let matching = try CNGroupPredicate.storePredicate(predicate)
    let found = try Self.translating { () throws(ContactsError) in try store.groups(matching: matching) }
    return found.map(CNGroup.init)
  }

  /// The facade, or the error every read gets when no app is installed.
  func readable() throws(CNError) -> ContactStore {
    guard let store else { throw CNError.noApp }
    return store
  }

  /// A store error as a `CNError`; any other error as it is.
  private static func contactsError(_ error: any Error) -> any Error {
    (error as? ContactsError).map(CNError.init) ?? error
  }

  /// Runs a store call, turning its error into a `CNError`.
  static func translating<T>(_ body: () throws(ContactsError) -> T) throws(CNError) -> T {
    do {
      return try body()
    } catch {
      throw CNError(error)
    }
  }
}

extension Notification.Name {
  /// Posted when the app's decision or limited selection changes, as `CNContactStoreDidChange`.
  public static let CNContactStoreDidChange = ContactStore.didChangeNotification
}
