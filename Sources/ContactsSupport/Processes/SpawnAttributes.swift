import Foundation

#if canImport(Glibc)
  package import Glibc
#elseif canImport(Darwin)
  package import Darwin
#endif

/// The `posix_spawn` attributes of every child the app starts (the editor, the password
/// command, the sync agent): no signal blocked, and `signals` back to their default action, so
/// what this process blocks or ignores (the browser's keyboard signals, SIGPIPE) is not the
/// child's.
package enum SpawnAttributes {
  /// Calls `body` with the attributes; `signals` nil resets every signal to its default.
  package static func with<T>(defaulting signals: [Int32]?, _ body: (inout posix_spawnattr_t) -> T) -> T {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    if let signals {
      sigemptyset(&defaults)
      for signal in signals { sigaddset(&defaults, signal) }
    } else {
      sigfillset(&defaults)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return body(&attributes)
  }
}
