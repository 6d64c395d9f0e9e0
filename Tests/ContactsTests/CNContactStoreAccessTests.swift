import Authorization
import ContactModel
import ContactStore
import ContactsTesting
import Foundation
import Testing

@testable import Contacts

@Suite("CNContactStore: status and requesting access")
@MainActor
struct CNContactStoreAccessTests {
  @Test("the status keeps Apple's raw values and maps every store status to the same number")
  func statusRawValues() {
    #expect(CNAuthorizationStatus.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    for status in AuthorizationStatus.allCases {
      #expect(CNAuthorizationStatus(status).rawValue == status.rawValue)
    }
    #expect(CNEntityType.contacts.rawValue == 0)
  }

  @Test(
    "authorizationStatus(for:) reports the stored decision, a restriction, or not determined",
    arguments: [
      (nil, false, CNAuthorizationStatus.notDetermined),
      (nil, true, .restricted),
      (AuthValue.denied, false, .denied),
      (.allowed, false, .authorized),
      (.limited, false, .limited),
    ] as [(AuthValue?, Bool, CNAuthorizationStatus)])
  func status(stored: AuthValue?, restricted: Bool, expected: CNAuthorizationStatus) throws {
    let fixture = try ContactsFixture(stored, restricted: restricted)
    #expect(CNContactStore.authorizationStatus(for: .contacts, in: fixture.context) == expected)
  }

  @Test("with no app installed the status is denied and a request is refused (fail closed)")
  func noAppFailsClosed() async {
    #expect(CNContactStore.authorizationStatus(for: .contacts, in: nil) == .denied)
    await #expect(throws: CNError.self) { try await CNContactStore(context: nil).requestAccess(for: .contacts) }
  }

  /// Requests access and waits for the first call, then lets any stray second call arrive.
  func request(_ store: CNContactStore) async throws -> CallCount {
    let calls = CallCount()
    store.requestAccess(for: .contacts) { granted, error in calls.record(granted, error) }
    for _ in 0..<200 where calls.count == 0 { try await Task.sleep(for: .milliseconds(5)) }
    try await Task.sleep(for: .milliseconds(50))
    return calls
  }

  @Test("Allow: the completion runs exactly once with granted true and no error, and authorized is stored")
  func allowGrantsOnce() async throws {
    let fixture = try ContactsFixture(nil, answer: .allow)
    let calls = try await request(fixture.store())
    #expect(calls.count == 1)
    #expect(calls.first?.granted == true)
    #expect(calls.first?.error == nil)
    #expect(fixture.prompt.presentCount == 1)
    #expect(CNContactStore.authorizationStatus(for: .contacts, in: fixture.context) == .authorized)
  }

  @Test("Don't Allow: the completion runs exactly once with granted false and authorizationDenied")
  func denyRefusesOnce() async throws {
    let fixture = try ContactsFixture(nil, answer: .deny)
    let calls = try await request(fixture.store())
    #expect(calls.count == 1)
    #expect(calls.first?.granted == false)
    #expect((calls.first?.error as? CNError)?.code == .authorizationDenied)
    #expect(CNContactStore.authorizationStatus(for: .contacts, in: fixture.context) == .denied)
  }

  @Test("an earlier decision is answered without a prompt", arguments: [AuthValue.allowed, .denied])
  func decidedNoPrompt(value: AuthValue) async throws {
    let fixture = try ContactsFixture(value)
    let calls = try await request(fixture.store())
    #expect(calls.count == 1)
    #expect(calls.first?.granted == (value == .allowed))
    #expect(fixture.prompt.presentCount == 0)
  }

  @Test("the async variant returns true on Allow and throws CNError.authorizationDenied on Don't Allow")
  func asyncVariant() async throws {
    let allowed = try ContactsFixture(nil, answer: .allow)
    #expect(try await allowed.store().requestAccess(for: .contacts))
    let denied = try ContactsFixture(nil, answer: .deny)
    do {
      _ = try await denied.store().requestAccess(for: .contacts)
      Issue.record("a denial must throw")
    } catch CNError.authorizationDenied {
      // the pattern iOS code uses
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test("a dismissed prompt gives granted false with promptDismissed and stores nothing")
  func dismissal() async throws {
    let fixture = try ContactsFixture(nil, answer: .dismissed(.cancelled))
    let calls = try await request(fixture.store())
    #expect(calls.first?.granted == false)
    #expect((calls.first?.error as? CNError)?.code == .promptDismissed)
    #expect(CNContactStore.authorizationStatus(for: .contacts, in: fixture.context) == .notDetermined)
  }
}
