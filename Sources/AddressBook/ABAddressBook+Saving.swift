public import ContactModel
import ContactStore
import Synchronization

/// `ABAddressBookAddRecord(_:_:_:)`: records `record` to be written at the next save: a record
/// the store already has (same identifier) is updated, another is added to the default source.
public func ABAddressBookAddRecord(
  _ addressBook: ABAddressBook!, _ record: ABRecord, _ error: UnsafeMutablePointer<CFError?>?
) -> Bool {
  guard let addressBook else { return false }
  let known = (try? addressBook.store.unifiedContact(withIdentifier: record.identifier, keysToFetch: [])) != nil
  addressBook.pending.withLock { known ? $0.update(record) : $0.add(record) }
  error?.pointee = nil
  return true
}

/// `ABAddressBookRemoveRecord(_:_:_:)`: records `record` to be deleted at the next save.
public func ABAddressBookRemoveRecord(
  _ addressBook: ABAddressBook!, _ record: ABRecord, _ error: UnsafeMutablePointer<CFError?>?
) -> Bool {
  guard let addressBook else { return false }
  addressBook.pending.withLock { $0.delete(record) }
  error?.pointee = nil
  return true
}

/// `ABAddressBookHasUnsavedChanges(_:)`.
public func ABAddressBookHasUnsavedChanges(_ addressBook: ABAddressBook!) -> Bool {
  addressBook?.pending.withLock { !$0.isEmpty } ?? false
}

/// `ABAddressBookRevert(_:)`: forgets the unsaved changes.
public func ABAddressBookRevert(_ addressBook: ABAddressBook!) {
  addressBook?.pending.withLock { $0 = SaveRequest() }
}

/// `ABAddressBookSave(_:_:)`: writes the unsaved changes, all or none, through the store's
/// `execute(_:)` (the same grant rules as a read); false and the error when nothing was written,
/// and the changes stay unsaved.
public func ABAddressBookSave(_ addressBook: ABAddressBook!, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
  guard let addressBook else { return false }
  let request = addressBook.pending.withLock { $0 }
  do {
    try addressBook.store.execute(request)
  } catch let failure {
    error?.pointee = failure
    return false
  }
  addressBook.pending.withLock { $0 = SaveRequest() }
  error?.pointee = nil
  return true
}
