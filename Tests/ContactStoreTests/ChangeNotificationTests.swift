import Authorization
import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import ContactStore

@Suite("Change notifications")
struct ChangeNotificationTests {
  @Test("the monitor posts ContactStoreDidChange when the decision or the selection changes, and only then")
  func monitorPostsOnChange() throws {
    let store = InMemoryPermissionStore()
    let app = AppManifest(bundleIdentifier: "com.example.Watched", contactsUsageDescription: "To watch.")
    let center = AuthorizationCenter(manifest: app, store: store, restrictions: .none)
    let monitor = PermissionChangeMonitor(center: center)
    let received = Counter()
    let observer = NotificationCenter.default.addObserver(
      forName: ContactStore.didChangeNotification, object: nil, queue: nil
    ) { note in
      if note.userInfo?[ContactStore.bundleIdentifierKey] as? String == app.bundleIdentifier { received.add() }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    #expect(!monitor.poll())
    try store.save(.limited, reason: .userSet, for: app.bundleIdentifier, sharedIdentifiers: ["1"])
    #expect(monitor.poll())
    #expect(!monitor.poll())
    try store.save(.limited, reason: .userSet, for: app.bundleIdentifier, sharedIdentifiers: ["1", "2"])
    #expect(monitor.poll())
    _ = try store.reset(client: app.bundleIdentifier)
    #expect(monitor.poll())
    #expect(received.value == 3)
  }
}

/// A thread-safe counter for notification tests.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
