import ContactsApp
import Foundation

exit(await ContactsApp.main())
