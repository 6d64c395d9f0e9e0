import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hard bound on a whole sync, wherever the agent is when it passes.
///
/// The engine checks its time limit between requests, but discovery, and a server that drips
/// each answer for the whole of a request's timeout through every retry, can hold one step far
/// past it. So the agent also ends itself a little after the limit: it says why, then exits 7
/// at once, as a kill would end it. Every step leaves the cache consistent (an agent killed in
/// the middle of a sync is survived, docs/CARDDAV.md), so nothing kept is lost.
enum SyncWatchdog {
  /// How long past the limit the engine gets to stop on its own, with its own error.
  static let grace: Double = 2

  /// After `seconds`, runs `report` on another thread, then ends the process with exit 7.
  static func start(after seconds: Double, report: @escaping @Sendable () -> Void) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
      report()
      _exit(7)
    }
  }
}
