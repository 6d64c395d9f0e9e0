import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files removed when an ending signal (SIGHUP, SIGTERM, …) arrives while `body` runs: `edit`'s
/// copy of a card while `$EDITOR` is open. The handler removes them (and their folder, when it
/// is then empty), puts the signal's previous action back and raises it again, so the process
/// still ends as it would have (exit 128+N), or the browser's own handler still restores the
/// terminal.
///
/// The paths are copied to C strings before the handlers go in, so the handler allocates
/// nothing. One cleanup at a time: the editor runs on the main thread, and nests in nothing.
public enum SignalCleanup {
  /// What the handler reads: the paths, the folder, and each signal's previous action. Written
  /// only before the handlers are installed and after they are removed.
  nonisolated(unsafe) private static var files: [UnsafeMutablePointer<CChar>] = []
  nonisolated(unsafe) private static var folder: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var saved = [cn_sigaction_t](repeating: cn_sigaction_t(), count: 65)

  /// The signals handled: every ending signal `SignalMonitor` knows.
  static var signals: [Int32] { SignalMonitor.endingSignals.filter { $0 > 0 && $0 < 65 } }

  /// Runs `body`; an ending signal meanwhile removes each of `paths` (regular files only, never
  /// a link's target) and `folder` (when empty), then ends the process as that signal would.
  public static func removing<T, E: Error>(_ paths: [String], folder: String?, during body: () throws(E) -> T)
    throws(E) -> T
  {
    files = paths.map { strdup($0) }.compactMap { $0 }
    Self.folder = folder.flatMap { strdup($0) }
    var installed: [Int32] = []
    for signal in signals where cn_signal_disposition(signal) != 1 {
      if cn_replace_handler(signal, cleanupHandler, &saved[Int(signal)]) == 0 { installed.append(signal) }
    }
    defer {
      for signal in installed { cn_restore_signal(signal, &saved[Int(signal)]) }
      for file in files { free(file) }
      files = []
      if let folder = Self.folder { free(folder) }
      Self.folder = nil
    }
    return try body()
  }

  /// Removes the files, then hands the signal to the action it had before.
  fileprivate static func cleanUp(_ signal: Int32) {
    for file in files { unlink(file) }
    if let folder { rmdir(folder) }
    guard signal > 0 && signal < 65 else { return }
    cn_restore_signal(signal, &saved[Int(signal)])
    raise(signal)
  }
}

/// The C handler: the cleanup's work happens in `SignalCleanup.cleanUp`.
private func cleanupHandler(_ signal: Int32) {
  SignalCleanup.cleanUp(signal)
}
