public import ContactStore

/// What the global AddressBook functions run against: the installed app (`AppContext`), which
/// `CNContactStore()` reads too, so both API generations ask as the same app.
public typealias ABAddressBookRuntime = AppContext
