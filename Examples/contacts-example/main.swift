// contacts-example: the access flow as an iOS app writes it, against the Contacts and AddressBook
// libraries. It asks as the bundled demo app (com.example.ContactsDemo), keeps its decisions in
// $CONTACTS_TUI_HOME, and exits 0 when access is granted and 1 when it is not (2: no setup).
//
//   contacts-example            Contacts.framework (iOS 9 and later)
//   contacts-example --legacy   the AddressBook functions (before iOS 9)
import AddressBook
import Contacts
import Foundation
import Synchronization

/// What a completion handler reported; set once, from the main actor.
let answer = Mutex<Bool?>(nil)

/// Runs the main run loop until a completion handler has answered, as an app's main thread
/// would. A semaphore would deadlock here: the handlers run on the main actor, this thread.
func waitForAnswer() -> Bool {
  while true {
    if let granted = answer.withLock({ $0 }) { return granted }
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
  }
}

/// iOS 9 and later: check the status, ask only when undecided, then read.
func runContacts() -> Int32 {
  // The store is kept alive (a `let` in this scope) until the completion handler has run.
  let store = CNContactStore()
  switch CNContactStore.authorizationStatus(for: .contacts) {
  case .authorized, .limited:
    break
  case .notDetermined:
    store.requestAccess(for: .contacts) { granted, error in
      if let error { print("Access not granted: \(error.localizedDescription)") }
      answer.withLock { $0 = granted }
    }
    guard waitForAnswer() else { return 1 }
  case .denied, .restricted:
    print("Access to contacts was denied. Allow it with: contacts-tui permissions set com.example.ContactsDemo allow")
    return 1
  @unknown default:
    return 1
  }
  do {
    var count = 0
    let request = CNContactFetchRequest(keysToFetch: [CNContactGivenNameKey as any CNKeyDescriptor])
    try store.enumerateContacts(with: request) { _, _ in count += 1 }
    print("Access granted: \(count) contacts.")
    return 0
  } catch {
    print("Could not read contacts: \(error.localizedDescription)")
    return 1
  }
}

/// Before iOS 9: the AddressBook functions.
@MainActor
func runAddressBook() -> Int32 {
  var error: CFError?
  let book = ABAddressBookCreateWithOptions(nil, &error)
  switch ABAddressBookGetAuthorizationStatus() {
  case .authorized:
    break
  case .notDetermined:
    ABAddressBookRequestAccessWithCompletion(book) { granted, _ in
      // `granted` is the answer. A denial in the prompt arrives as (false, nil): the common
      // `if error == nil { /* access */ }` pattern would read that denial as access.
      answer.withLock { $0 = granted }
    }
    guard waitForAnswer() else {
      print("Access to contacts was denied.")
      return 1
    }
  case .denied, .restricted:
    print("Access to contacts was denied. Allow it with: contacts-tui permissions set com.example.ContactsDemo allow")
    return 1
  }
  guard let book else { return 1 }
  print("Access granted: \(ABAddressBookGetPersonCount(book)) contacts.")
  return 0
}

do {
  // The system side: on iOS the system knows the asking app; here the program names it once.
  try ContactsSystem.install()
} catch {
  FileHandle.standardError.write(Data("contacts-example: \(error.message)\n".utf8))
  exit(2)
}
exit(CommandLine.arguments.dropFirst().contains("--legacy") ? runAddressBook() : runContacts())
