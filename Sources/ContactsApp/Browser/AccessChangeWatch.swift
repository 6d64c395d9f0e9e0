import Authorization
import ContactStore
import Foundation
import Synchronization

/// Tells an open browser that the app's access changed: on a `ContactStoreDidChange` for the app
/// in this process, or, through `PermissionChangeMonitor`, on a change another process stored;
/// and, given its sources, that their files changed (`SourceChangeMonitor`: a save by another
/// process), so the browser reads them again.
@MainActor
final class AccessChangeWatch {
  private let monitor: PermissionChangeMonitor
  /// The sources' files, once the browser shows them.
  var sources: SourceChangeMonitor?
  /// The CardDAV accounts' background sync: a sync that ended is a change (the copy changed).
  var sync: BackgroundSync?
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
    let filesChanged = sources?.poll() ?? false
    let synced = sync?.takeEnded() ?? false
    return flag.take() || filesChanged || synced
  }

  /// Forgets changes made by this process itself before a reload that already includes them.
  func acknowledge() {
    monitor.poll()
    sources?.acknowledge()
    _ = flag.take()
  }
}

/// A boolean the notification observer raises on any thread and the browser takes on the main one.
private final class ChangeFlag: Sendable {
  private let raised = Atomic<Bool>(false)

  func raise() { raised.store(true, ordering: .releasing) }

  /// Whether it was raised since the last call; lowers it.
  func take() -> Bool { raised.exchange(false, ordering: .acquiringAndReleasing) }
}
