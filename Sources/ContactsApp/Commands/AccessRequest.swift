import AddressBook
import Authorization
import ContactModel
import ContactStore
import ContactsPrompt

/// One access request through the API generation the user chose, written as an app would write
/// it against Apple's API: `requestAccess(for:completionHandler:)`, or the AddressBook functions.
@MainActor
struct AccessRequest {
  /// Contacts.framework or the legacy AddressBook functions.
  let api: APIGeneration
  /// The broker that runs the request.
  let broker: AccessBroker
  /// The app's contact sources (the AddressBook functions need them installed).
  let sources: [any ContactSource]
  /// What reads through the answer's store, for the access log (`browser`, `edit`, …); the
  /// AddressBook functions read as `api`, the facade an outside app uses.
  var readPurpose = "browser"

  /// The answer, and the store to read through on a grant.
  struct Answer {
    /// Whether access was granted. The only thing that says so: a fresh AddressBook denial has no error.
    let granted: Bool
    /// Why not, when there is an error to give.
    let error: ContactsError?
    /// The facade to read through (the address book's, under the legacy API).
    let store: ContactStore
  }

  /// Asks, and waits for the completion handler.
  func run() async -> Answer {
    switch api {
    case .contacts: await requestThroughContacts()
    case .addressbook: await requestThroughAddressBook()
    }
  }

  private func requestThroughContacts() async -> Answer {
    let (granted, error) = await withCheckedContinuation { continuation in
      broker.requestAccess(for: .contacts) { granted, error in
        continuation.resume(returning: (granted, error as? ContactsError))
      }
    }
    return Answer(
      granted: granted, error: error,
      store: ContactStore(center: broker.center, sources: sources, readPurpose: readPurpose))
  }

  private func requestThroughAddressBook() async -> Answer {
    AppContext.install(center: broker.center, sources: sources, broker: broker)
    var createError: ContactsError?
    let book = ABAddressBookCreateWithOptions(nil, &createError)
    let (granted, error) = await withCheckedContinuation { continuation in
      ABAddressBookRequestAccessWithCompletion(book) { granted, error in
        continuation.resume(returning: (granted, error))
      }
    }
    let store = (granted ? ABAddressBookCreateWithOptions(nil, nil) : book)?.store
    return Answer(
      granted: granted, error: error ?? createError,
      store: store ?? ContactStore(center: broker.center, sources: sources, readPurpose: readPurpose))
  }
}
