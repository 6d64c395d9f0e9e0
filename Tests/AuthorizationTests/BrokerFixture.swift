import ContactModel
import ContactsTesting
import Foundation

@testable import Authorization

/// A broker for the demo app over an in-memory store, with the app's status set up beforehand.
@MainActor
struct BrokerFixture {
  let store: InMemoryPermissionStore
  let prompt: StubPrompt
  let broker: AccessBroker

  init(
    status: AuthorizationStatus = .notDetermined,
    answer: PromptAnswer = .allow,
    manifest: AppManifest = .demo,
    store: InMemoryPermissionStore = InMemoryPermissionStore(),
    holds: Bool = false,
    limitedAccess: Bool = false
  ) throws {
    let client = manifest.bundleIdentifier
    switch status {
    case .denied: try store.save(.denied, reason: .userConsent, for: client, sharedIdentifiers: [])
    case .authorized: try store.save(.allowed, reason: .userConsent, for: client, sharedIdentifiers: [])
    case .limited: try store.save(.limited, reason: .userConsent, for: client, sharedIdentifiers: ["shared"])
    case .notDetermined, .restricted: break
    }
    let restrictions = status == .restricted ? RestrictionsPolicy(clients: [client]) : .none
    self.store = store
    prompt = StubPrompt(answer: answer, holdsUntilAnswered: holds)
    broker = AccessBroker(
      center: AuthorizationCenter(manifest: manifest, store: store, restrictions: restrictions),
      prompt: prompt,
      limitedAccess: limitedAccess
    )
  }

  /// Requests access through the completion handler and returns what it was called with.
  func request() async -> (granted: Bool, code: ContactsError.Code?) {
    await withCheckedContinuation { continuation in
      broker.requestAccess(for: .contacts) { granted, error in
        continuation.resume(returning: (granted, (error as? ContactsError)?.code))
      }
    }
  }

  /// The stored decision for the demo app.
  var stored: AuthValue? { get throws { try store.record(for: AppManifest.demo.bundleIdentifier)?.value } }
}

/// Holds a broker without keeping it alive.
@MainActor
final class WeakBox {
  weak var broker: AccessBroker?
}

let everyAnswer: [PromptAnswer] = [
  .allow, .deny, .limited(["c1", "c2"]), .dismissed(.cancelled), .dismissed(.endOfInput),
  .dismissed(.timedOut), .dismissed(.interrupted(15)), .dismissed(.noTerminal("no tty")),
]
