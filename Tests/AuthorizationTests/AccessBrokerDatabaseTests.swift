import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import Authorization
@testable import SQLite

@Suite("AccessBroker over the SQLite database")
@MainActor
struct AccessBrokerDatabaseTests {
  let directory = TemporaryDirectory()

  private func broker(answer: PromptAnswer, store: SQLitePermissionStore) -> (AccessBroker, StubPrompt) {
    let prompt = StubPrompt(answer: answer)
    let center = AuthorizationCenter(manifest: .demo, store: store, restrictions: .none)
    return (AccessBroker(center: center, prompt: prompt), prompt)
  }

  @Test("an answer persists: the next process sees it and does not ask")
  func persists() async throws {
    let (first, _) = broker(answer: .limited(["a"]), store: try SQLitePermissionStore(directory: directory.url))
    #expect(try await first.requestAccess(for: .contacts))
    let (second, prompt) = broker(answer: .deny, store: try SQLitePermissionStore(directory: directory.url))
    #expect(try await second.requestAccess(for: .contacts))
    #expect(prompt.presentCount == 0)
    #expect(try second.center.grant() == .limited(["a"]))
  }

  @Test("a database that refuses the write fails closed and leaves the app undecided")
  func failedWrite() async throws {
    let store = try SQLitePermissionStore(directory: directory.url)
    let raw = try SQLiteConnection(path: store.fileURL.path, busyTimeoutMilliseconds: 1_000)
    try raw.run("CREATE TRIGGER no_writes BEFORE INSERT ON access BEGIN SELECT RAISE(ABORT, 'read-only'); END")
    let (broker, prompt) = broker(answer: .allow, store: store)
    do {
      _ = try await broker.requestAccess(for: .contacts)
      Issue.record("access was granted although the answer was not stored")
    } catch let error as ContactsError {
      #expect(error.code == .dataAccessError)
      #expect(error.message.contains(store.fileURL.path))
    } catch {
      Issue.record("not a ContactsError: \(error)")
    }
    #expect(prompt.presentCount == 1)
    #expect(try broker.authorizationStatus(for: .contacts) == .notDetermined)
  }

  @Test("a database corrupted after opening fails closed on the next read")
  func corruptedLater() async throws {
    let store = try SQLitePermissionStore(directory: directory.url)
    try store.save(.allowed, reason: .userConsent, for: AppManifest.demo.bundleIdentifier, sharedIdentifiers: [])
    let size = try #require(try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.size] as? NSNumber)
    try Data(repeating: 0xA5, count: size.intValue).write(to: store.fileURL)
    let (broker, prompt) = broker(answer: .allow, store: store)
    do {
      _ = try await broker.requestAccess(for: .contacts)
      Issue.record("a corrupt database granted access")
    } catch let error as ContactsError {
      #expect(error.code == .dataAccessError)
      #expect(error.message.contains("contacts-tui permissions reset --all"))
    } catch {
      Issue.record("not a ContactsError: \(error)")
    }
    #expect(prompt.presentCount == 0)
  }

  @Test("once answered, the broker is freed with its last reference")
  func freedAfterAnswer() async throws {
    let box = WeakBox()
    let granted: Bool = await withCheckedContinuation { continuation in
      let broker = AccessBroker(
        center: AuthorizationCenter(manifest: .demo, store: InMemoryPermissionStore(), restrictions: .none),
        prompt: StubPrompt(answer: .allow)
      )
      box.broker = broker
      broker.requestAccess(for: .contacts) { granted, _ in continuation.resume(returning: granted) }
    }
    #expect(granted)
    for _ in 0..<100 where box.broker != nil {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(box.broker == nil, "the broker leaked after its request completed")
  }
}
