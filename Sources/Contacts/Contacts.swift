// On iOS the system knows the asking app; here a program names it once at launch with
// `ContactsSystem.install()` (docs/PUBLIC-API.md), so an app's file needs no other import for it.
@_exported public import ContactsPrompt
// On iOS, `import Contacts` brings Foundation with it (`Data`, `DateComponents`, `NSPredicate`
// appear in its API), so an app's file need not import it; this module does the same.
@_exported import Foundation
