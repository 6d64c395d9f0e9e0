import Authorization
public import ContactModel
public import ContactStore
import Synchronization

/// An address book, as `ABAddressBookRef`: a handle over the Contacts store of the installed app.
/// Every read goes through the same `ContactStore` facade, so it honours denial and limited access.
public final class ABAddressBook: Sendable {
  /// The facade every read goes through.
  public let store: ContactStore
  /// Changes made since the last save (`ABAddressBookAddRecord`, `RemoveRecord`).
  let pending = Mutex(SaveRequest())

  init(store: ContactStore) { self.store = store }
}

/// A person record, as `ABRecordRef`.
public typealias ABRecord = Contact

/// `ABAddressBookGetAuthorizationStatus()`: the installed app's status. Limited access is
/// `authorized`; an unreadable permission database, or no installed app, is `denied` (fail closed).
public func ABAddressBookGetAuthorizationStatus() -> ABAuthorizationStatus {
  guard let runtime = AppContext.current,
    let status = try? runtime.center.status(for: .contacts)
  else { return .denied }
  return ABAuthorizationStatus(status)
}

/// `ABAddressBookCreateWithOptions(_:_:)`: an address book, or nil and an error when access was
/// denied or is restricted. While undecided it returns an address book that reads nothing, so it
/// can be passed to `ABAddressBookRequestAccessWithCompletion`, as on iOS.
public func ABAddressBookCreateWithOptions(
  _ options: [String: String]?, _ error: UnsafeMutablePointer<CFError?>?
) -> ABAddressBook? {
  guard let runtime = AppContext.current else {
    error?.pointee = ContactsError(.dataAccessError, message: "No app is installed for the AddressBook functions.")
    return nil
  }
  do {
    let status = try runtime.center.status(for: .contacts)
    if status == .denied || status == .restricted {
      error?.pointee = ContactsError(.authorizationDenied, message: "Access to contacts was \(status.name).")
      return nil
    }
  } catch let failure {
    error?.pointee = failure
    return nil
  }
  error?.pointee = nil
  return ABAddressBook(store: runtime.makeStore())
}

/// `ABAddressBookCreate()`: the deprecated form, with no error.
public func ABAddressBookCreate() -> ABAddressBook? { ABAddressBookCreateWithOptions(nil, nil) }

/// `ABAddressBookRequestAccessCompletionHandler`: whether access was granted, and an error.
public typealias ABAddressBookRequestAccessCompletionHandler = @MainActor @Sendable (Bool, CFError?) -> Void

/// `ABAddressBookRequestAccessWithCompletion(_:_:)`. The completion runs once, asynchronously, on
/// the main actor, with `granted` telling the answer. As on iOS, a denial made in the prompt gives
/// `(false, nil)`: callers must test `granted`, never only the error. A request when access was
/// already denied or is restricted gives `(false, authorizationDenied)`.
@MainActor
public func ABAddressBookRequestAccessWithCompletion(
  _ addressBook: ABAddressBook?, _ completion: @escaping ABAddressBookRequestAccessCompletionHandler
) {
  guard let runtime = AppContext.current else {
    let error = ContactsError(.dataAccessError, message: "No app is installed for the AddressBook functions.")
    Task { @MainActor in completion(false, error) }
    return
  }
  let wasUndecided = (try? runtime.center.status(for: .contacts)) == .notDetermined
  runtime.broker.requestAccess(for: .contacts) { granted, error in
    let failure = error as? ContactsError
    if !granted, wasUndecided, failure?.code == .authorizationDenied {
      completion(false, nil)  // iOS reports a fresh denial through `granted` alone
    } else {
      completion(granted, granted ? nil : failure)
    }
  }
}

/// `ABAddressBookCopyArrayOfAllPeople(_:)`: every person the app may see; empty without access.
public func ABAddressBookCopyArrayOfAllPeople(_ addressBook: ABAddressBook!) -> [ABRecord] {
  (try? addressBook?.store.allContacts()) ?? []
}

/// `ABAddressBookGetPersonCount(_:)`: how many people the app may see.
public func ABAddressBookGetPersonCount(_ addressBook: ABAddressBook!) -> Int {
  ABAddressBookCopyArrayOfAllPeople(addressBook).count
}

/// `ABAddressBookCopyPeopleWithName(_:_:)`: people whose name matches every word of `name`,
/// case- and diacritic-insensitively.
public func ABAddressBookCopyPeopleWithName(_ addressBook: ABAddressBook!, _ name: String) -> [ABRecord] {
  (try? addressBook?.store.unifiedContacts(matching: .matchingName(name), keysToFetch: ContactKey.allCases)) ?? []
}

/// `ABRecordCopyCompositeName(_:)`: the person's display name.
public func ABRecordCopyCompositeName(_ record: ABRecord) -> String {
  ContactFormatter().string(from: record)
}
