import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Synchronization

@testable import Contacts

/// An app context over in-memory doubles, passed to the store directly: the process-wide one is
/// shared with other suites that run in parallel.
@MainActor
struct ContactsFixture {
  static let app = AppManifest(
    bundleIdentifier: "com.example.Modern", displayName: "Modern", contactsUsageDescription: "To show people.")

  static func person(_ id: String, _ given: String, _ family: String, phone: String? = nil) -> Contact {
    var contact = Contact(identifier: id)
    contact.givenName = given
    contact.familyName = family
    if let phone { contact.phoneNumbers = [LabeledValue(label: ContactLabel.mobile, value: phone)] }
    return contact
  }

  static let people = [
    person("1", "Ada", "Lovelace", phone: "+44 20 7946 0000"), person("2", "José", "Álvarez"),
    person("3", "Grace", "Hopper"),
  ]

  let context: AppContext
  let prompt: StubPrompt

  /// A context whose permission store holds `value` (nil = undecided), optionally restricted.
  init(_ value: AuthValue?, restricted: Bool = false, shared: Set<String> = [], answer: PromptAnswer = .allow) throws {
    let store = InMemoryPermissionStore()
    if let value {
      try store.save(value, reason: .userSet, for: Self.app.bundleIdentifier, sharedIdentifiers: shared)
    }
    let policy = restricted ? RestrictionsPolicy(clients: [Self.app.bundleIdentifier]) : .none
    let center = AuthorizationCenter(manifest: Self.app, store: store, restrictions: policy)
    prompt = StubPrompt(answer: answer)
    let broker = AccessBroker(center: center, prompt: prompt)
    context = AppContext(center: center, sources: [InMemoryContactSource(contacts: Self.people)], broker: broker)
  }

  /// A store asking as this fixture's app.
  func store() -> CNContactStore { CNContactStore(context: context) }
}

/// Counts calls from any thread.
final class CallCount: Sendable {
  private let calls = Mutex<[(Bool, (any Error)?)]>([])

  func record(_ granted: Bool, _ error: (any Error)?) { calls.withLock { $0.append((granted, error)) } }

  var count: Int { calls.withLock { $0.count } }
  var first: (granted: Bool, error: (any Error)?)? { calls.withLock { $0.first } }
}
