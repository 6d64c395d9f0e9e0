public import Authorization
import Synchronization

/// The app this process asks as: its permission center, its contact sources and the broker that
/// prompts. On iOS the system knows the calling app; here the program installs it once at
/// start-up, and the Apple-named APIs (`CNContactStore()`, the `ABAddressBook…` functions) read it.
public final class AppContext: Sendable {
  /// The installed context; a `Mutex`, so it may be read from any thread.
  private static let installed = Mutex<AppContext?>(nil)

  /// The app's permission center.
  public let center: AuthorizationCenter
  /// The app's contact sources.
  public let sources: [any ContactSource]
  /// The broker that runs requests; main-actor only.
  public let broker: AccessBroker

  /// A context; `install` makes one the process's.
  public init(center: AuthorizationCenter, sources: [any ContactSource], broker: AccessBroker) {
    self.center = center
    self.sources = sources
    self.broker = broker
  }

  /// Makes `center`, `sources` and `broker` the context of every Apple-named call; from any
  /// thread, since the context sits behind a `Mutex`.
  public static func install(center: AuthorizationCenter, sources: [any ContactSource], broker: AccessBroker) {
    let context = AppContext(center: center, sources: sources, broker: broker)
    installed.withLock { $0 = context }
  }

  /// Removes the context (for tests); every call then fails closed.
  public static func uninstall() { installed.withLock { $0 = nil } }

  /// The installed context, if any.
  public static var current: AppContext? { installed.withLock { $0 } }

  /// A store over the app's sources, checked by its center.
  public func makeStore() -> ContactStore { ContactStore(center: center, sources: sources) }
}
