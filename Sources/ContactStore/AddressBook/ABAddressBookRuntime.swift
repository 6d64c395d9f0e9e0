import Authorization
import Foundation

/// What the global AddressBook functions run against: the asking app's permission center, its
/// contact sources and the broker that prompts. On iOS the system knows the calling app; here the
/// app installs it once at start-up.
public final class ABAddressBookRuntime: @unchecked Sendable {
  /// The installed context, guarded by `lock` so the functions may be called from any thread.
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed: ABAddressBookRuntime?

  /// The app's permission center.
  public let center: AuthorizationCenter
  /// The app's contact sources.
  public let sources: [any ContactSource]
  /// The broker that runs requests; main-actor only.
  let broker: AccessBroker

  private init(center: AuthorizationCenter, sources: [any ContactSource], broker: AccessBroker) {
    self.center = center
    self.sources = sources
    self.broker = broker
  }

  /// Makes `center`, `sources` and `broker` the context of every `ABAddressBook…` call.
  @MainActor
  public static func install(center: AuthorizationCenter, sources: [any ContactSource], broker: AccessBroker) {
    let runtime = ABAddressBookRuntime(center: center, sources: sources, broker: broker)
    lock.withLock { installed = runtime }
  }

  /// Removes the context (for tests); every call then fails closed.
  public static func uninstall() { lock.withLock { installed = nil } }

  /// The installed context, if any.
  static var current: ABAddressBookRuntime? { lock.withLock { installed } }
}
