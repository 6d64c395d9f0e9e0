public import ContactModel

/// The error the AddressBook functions report, spelled as in their iOS signatures
/// (`CFError?`). On iOS it is a Core Foundation object behind `Unmanaged`; Core Foundation is
/// not public on Linux, so here it is the store's error, a value.
public typealias CFError = ContactsError
