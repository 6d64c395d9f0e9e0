// The launch call, `ContactsSystem.install()` (docs/PUBLIC-API.md), comes with this one import too.
@_exported public import ContactsPrompt
// On iOS, `import AddressBook` brings Core Foundation with it; Foundation is the nearest here,
// so an app's file that uses the AddressBook functions compiles with that one import.
@_exported import Foundation
