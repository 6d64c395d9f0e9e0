public import Authorization
import Foundation
import Synchronization

/// Watches one app's stored decision and limited selection, so a change made elsewhere (another
/// process running `contacts-tui permissions …`) reaches this one: each `poll()` compares the
/// database with what it saw last and posts `ContactStore.didChangeNotification` on a change.
public final class PermissionChangeMonitor: Sendable {
  /// What is compared between polls.
  private struct Snapshot: Equatable, Sendable {
    var value: AuthValue?
    var lastModified: Date?
    var shared: Set<String>
    var failed: Bool
  }

  private let center: AuthorizationCenter
  /// The snapshot of the last poll.
  private let last: Mutex<Snapshot>

  /// Starts watching `center`'s app from its current state.
  public init(center: AuthorizationCenter) {
    self.center = center
    last = Mutex(Self.snapshot(center))
  }

  /// Reads the database; when the decision or the selection changed since the last poll, posts
  /// the change notification and returns true. An unreadable database counts as a change, so the
  /// reader re-checks access and fails closed.
  @discardableResult
  public func poll() -> Bool {
    let now = Self.snapshot(center)
    let changed = last.withLock { last in
      defer { last = now }
      return now != last
    }
    if changed { ContactStore.postDidChange(bundleIdentifier: center.manifest.bundleIdentifier) }
    return changed
  }

  private static func snapshot(_ center: AuthorizationCenter) -> Snapshot {
    let client = center.manifest.bundleIdentifier
    do {
      let record = try center.store.record(for: client)
      let shared = record?.value == .limited ? try center.store.sharedIdentifiers(for: client) : []
      return Snapshot(value: record?.value, lastModified: record?.lastModified, shared: shared, failed: false)
    } catch {
      return Snapshot(value: nil, lastModified: nil, shared: [], failed: true)
    }
  }
}
