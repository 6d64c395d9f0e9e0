import AddressBook
import Authorization
import ContactModel
import ContactSearch
import ContactStore
import ContactsTesting
import Foundation
import Testing

/// The pre-iOS 9 AddressBook functions over the same permission database and facade.
/// They share one process-wide context, so these tests run one at a time.
@Suite("The legacy AddressBook API", .serialized)
@MainActor
struct AddressBookTests {
  static let app = AppManifest(
    bundleIdentifier: "com.example.Legacy", displayName: "Legacy", contactsUsageDescription: "To show people.")

  static func person(_ id: String, _ given: String, _ family: String) -> Contact {
    var contact = Contact(identifier: id)
    contact.givenName = given
    contact.familyName = family
    return contact
  }

  static let people = [person("1", "Ada", "Lovelace"), person("2", "José", "Álvarez"), person("3", "Grace", "Hopper")]

  /// Installs a fresh context whose store holds `value` (nil = undecided), optionally restricted.
  @discardableResult
  static func install(
    _ value: AuthValue?, restricted: Bool = false, shared: Set<String> = [], answer: PromptAnswer = .allow
  ) throws -> StubPrompt {
    let store = InMemoryPermissionStore()
    if let value { try store.save(value, reason: .userSet, for: app.bundleIdentifier, sharedIdentifiers: shared) }
    let policy = restricted ? RestrictionsPolicy(clients: [app.bundleIdentifier]) : .none
    let center = AuthorizationCenter(manifest: app, store: store, restrictions: policy)
    let prompt = StubPrompt(answer: answer)
    let broker = AccessBroker(center: center, prompt: prompt)
    AppContext.install(
      center: center, sources: [InMemoryContactSource(contacts: people)], broker: broker)
    return prompt
  }

  static func request(_ book: ABAddressBook?) async -> (granted: Bool, error: ContactsError?) {
    await withCheckedContinuation { continuation in
      ABAddressBookRequestAccessWithCompletion(book) { granted, error in
        continuation.resume(returning: (granted, error))
      }
    }
  }

  @Test("the status constants keep Apple's raw values")
  func rawValues() {
    #expect(kABAuthorizationStatusNotDetermined.rawValue == 0)
    #expect(kABAuthorizationStatusRestricted.rawValue == 1)
    #expect(kABAuthorizationStatusDenied.rawValue == 2)
    #expect(kABAuthorizationStatusAuthorized.rawValue == 3)
  }

  @Test(
    "status, create, read and count in each status",
    arguments: [
      (nil, false, ABAuthorizationStatus.notDetermined, true, 0),
      (nil, true, .restricted, false, 0),
      (AuthValue.denied, false, .denied, false, 0),
      (.allowed, false, .authorized, true, 3),
    ] as [(AuthValue?, Bool, ABAuthorizationStatus, Bool, Int)])
  func eachStatus(stored: AuthValue?, restricted: Bool, status: ABAuthorizationStatus, creates: Bool, people: Int)
    throws
  {
    try Self.install(stored, restricted: restricted)
    #expect(ABAddressBookGetAuthorizationStatus() == status)
    var error: ContactsError?
    let book = ABAddressBookCreateWithOptions(nil, &error)
    #expect((book != nil) == creates)
    #expect((error == nil) == creates)
    if !creates { #expect(error?.code == .authorizationDenied) }
    #expect((ABAddressBookCreate() != nil) == creates)
    if let book {
      #expect(ABAddressBookCopyArrayOfAllPeople(book).count == people)
      #expect(ABAddressBookGetPersonCount(book) == people)
      #expect(ABAddressBookCopyPeopleWithName(book, "jose").count == (people > 0 ? 1 : 0))
    }
  }

  @Test("a denial made in the prompt gives granted == false with a nil error, as on iOS")
  func firstDenialHasNoError() async throws {
    let prompt = try Self.install(nil, answer: .deny)
    let result = await Self.request(ABAddressBookCreate())
    #expect(result.granted == false)
    #expect(result.error == nil)
    #expect(prompt.presentCount == 1)
    #expect(ABAddressBookGetAuthorizationStatus() == .denied)
  }

  @Test("the tutorials' `if error { NO } else { YES }` callback calls a fresh denial a success; `granted` does not")
  func naiveCallbackPatternIsWrong() async throws {
    try Self.install(nil, answer: .deny)
    let result = await Self.request(ABAddressBookCreate())
    let naiveAnswer = result.error == nil  // what the common tutorial pattern concludes
    #expect(naiveAnswer == true, "the naive pattern reports the denial as access")
    #expect(result.granted == false, "checking `granted` gets it right")
  }

  @Test("OK in the prompt grants, with no error, and stores authorized")
  func allowGrants() async throws {
    try Self.install(nil, answer: .allow)
    let result = await Self.request(ABAddressBookCreate())
    #expect(result.granted)
    #expect(result.error == nil)
    let book = try #require(ABAddressBookCreate())
    #expect(ABAddressBookGetPersonCount(book) == 3)
  }

  @Test(
    "an earlier denial or a restriction: no prompt, granted false, and an error", arguments: [false, true])
  func alreadyRefused(restricted: Bool) async throws {
    let prompt = try Self.install(restricted ? nil : .denied, restricted: restricted)
    let result = await Self.request(nil)
    #expect(result.granted == false)
    #expect(result.error?.code == .authorizationDenied)
    #expect(prompt.presentCount == 0)
  }

  @Test("dismissing the prompt is no answer: granted false, promptDismissed, nothing stored")
  func dismissal() async throws {
    try Self.install(nil, answer: .dismissed(.cancelled))
    let result = await Self.request(ABAddressBookCreate())
    #expect(result.granted == false)
    #expect(result.error?.code == .promptDismissed)
    #expect(ABAddressBookGetAuthorizationStatus() == .notDetermined)
  }

  @Test("limited access is authorized for legacy callers, and they see only the shared people")
  func limitedLooksAuthorized() async throws {
    try Self.install(.limited, shared: ["2"])
    #expect(ABAddressBookGetAuthorizationStatus() == .authorized)
    let result = await Self.request(ABAddressBookCreate())
    #expect(result.granted)
    let book = try #require(ABAddressBookCreate())
    #expect(ABAddressBookCopyArrayOfAllPeople(book).map(\.identifier) == ["2"])
    #expect(ABAddressBookGetPersonCount(book) == 1)
    #expect(ABAddressBookCopyPeopleWithName(book, "ada").isEmpty)
    #expect(ABRecordCopyCompositeName(ABAddressBookCopyArrayOfAllPeople(book)[0]) == "José Álvarez")
  }

  @Test("with no app installed everything fails closed")
  func uninstalledFailsClosed() async {
    AppContext.uninstall()
    #expect(ABAddressBookGetAuthorizationStatus() == .denied)
    var error: ContactsError?
    #expect(ABAddressBookCreateWithOptions(nil, &error) == nil)
    #expect(error != nil)
    let result = await Self.request(nil)
    #expect(result.granted == false)
  }

  @Test("ABRecordCopyValue reads a string property the iOS way, and nil for an empty one")
  func copyValue() throws {
    try Self.install(.allowed)
    let book = try #require(ABAddressBookCreate())
    let ada = try #require(ABAddressBookCopyPeopleWithName(book, "ada").first)
    #expect(ABRecordCopyValue(ada, kABPersonFirstNameProperty)?.takeRetainedValue() as? String == "Ada")
    #expect(ABRecordCopyValue(ada, kABPersonLastNameProperty)?.takeRetainedValue() as? String == "Lovelace")
    #expect(ABRecordCopyValue(ada, kABPersonNicknameProperty) == nil)
  }
}
