import Authorization
import ContactStore
import Foundation

/// Tells an open browser that the app's access changed: on a `ContactStoreDidChange` for the app
/// in this process, or, through `PermissionChangeMonitor`, on a change another process stored.
@MainActor
final class AccessChangeWatch {
  private let monitor: PermissionChangeMonitor
  private let bundleIdentifier: String
  private let flag = ChangeFlag()
  private var observer: (any NSObjectProtocol)?

  /// Watches `center`'s app from its current state.
  init(center: AuthorizationCenter) {
    monitor = PermissionChangeMonitor(center: center)
    bundleIdentifier = center.manifest.bundleIdentifier
    let flag = flag
    let bundle = bundleIdentifier
    observer = NotificationCenter.default.addObserver(
      forName: ContactStore.didChangeNotification, object: nil, queue: nil
    ) { note in
      if note.userInfo?[ContactStore.bundleIdentifierKey] as? String == bundle { flag.raise() }
    }
  }

  isolated deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  /// Polls the database (posting the notification on a change) and reports, once, whether a
  /// change arrived since the last call.
  func takeChange() -> Bool {
    monitor.poll()
    return flag.take()
  }

  /// Forgets changes made by this process itself before a reload that already includes them.
  func acknowledge() {
    monitor.poll()
    _ = flag.take()
  }
}

/// A thread-safe boolean raised by the notification observer.
private final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  func raise() { lock.withLock { raised = true } }

  func take() -> Bool {
    lock.withLock {
      defer { raised = false }
      return raised
    }
  }
}
