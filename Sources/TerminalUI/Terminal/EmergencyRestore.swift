import CNcurses
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What it takes to put the tty back without ncurses: the original termios and the escape
/// sequences that leave the alternate screen, show the cursor and reset attributes and mouse.
///
/// Used by the signal watchdog and the `atexit` hook, when the normal `close()` cannot run.
enum EmergencyRestore {
  private struct Target {
    var fd: Int32
    var termios: termios
    var bytes: [UInt8]
  }

  private static let target = Mutex<Target?>(nil)
  private static let done = Atomic<Bool>(false)

  /// Remembers how to restore the tty on `fd`.
  static func register(fd: Int32, original: termios, resetSequence: [UInt8]) {
    target.withLock { $0 = Target(fd: fd, termios: original, bytes: resetSequence) }
    done.store(false, ordering: .releasing)
  }

  /// Forgets the tty (it was closed normally).
  static func clear() {
    target.withLock { $0 = nil }
    done.store(true, ordering: .releasing)
  }

  /// Restores the registered tty, if any, once.
  ///
  /// Safe in a signal handler: it allocates and frees nothing, and skips the restore rather than
  /// wait when the crash happened while the lock was held.
  static func run() {
    _ = target.withLockIfAvailable { current in
      guard !done.exchange(true, ordering: .acquiringAndReleasing), let restore = current else { return }
      var original = restore.termios
      restore.bytes.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        _ = write(restore.fd, base, raw.count)
      }
      tcsetattr(restore.fd, TCSANOW, &original)
    }
  }

  /// The escape sequences to reset a terminal: `rmcup`, `cnorm`, `sgr0`, `rmkx`, mouse off.
  static func resetSequence(mouse: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      var buffer = [CChar](repeating: 0, count: 256)
      let count = Int(cn_copy_string_cap(name, &buffer, Int32(buffer.count)))
      bytes += buffer.prefix(count).map { UInt8(bitPattern: $0) }
    }
    if mouse { bytes += Array("\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l".utf8) }
    bytes += Array("\u{1B}[?2004l".utf8)  // bracketed paste, on while a prompt is up
    return bytes
  }
}
