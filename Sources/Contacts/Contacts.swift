// On iOS, `import Contacts` brings Foundation with it (`Data`, `DateComponents`, `NSPredicate`
// appear in its API), so an app's file need not import it; this module does the same.
@_exported import Foundation
