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
///
/// Terminals nest: a password question on the tty (`LineTerminal`) can be asked while the full
/// screen is handed over (`Terminal.handOver`). Each open terminal registers its own restore,
/// and closing it removes only that one, so the full screen's restore is still there after the
/// question. An emergency runs them innermost first, which leaves the tty as the outermost
/// found it: as the shell had it.
enum EmergencyRestore {
  /// One open terminal's registration, to remove when it closes.
  struct Token: Equatable {
    fileprivate let id: Int
  }

  private struct Target {
    var id: Int
    var fd: Int32
    var termios: termios
    var bytes: [UInt8]
  }

  private struct Registry {
    var targets: [Target] = []
    var nextID = 0
  }

  private static let registry = Mutex(Registry())
  private static let done = Atomic<Bool>(false)

  /// Remembers how to restore the tty on `fd`, on top of any terminal already open.
  static func register(fd: Int32, original: termios, resetSequence: [UInt8]) -> Token {
    let id = registry.withLock { registry in
      registry.nextID += 1
      registry.targets.append(Target(id: registry.nextID, fd: fd, termios: original, bytes: resetSequence))
      return registry.nextID
    }
    done.store(false, ordering: .releasing)
    return Token(id: id)
  }

  /// Forgets one terminal's restore (it was closed normally); the others stay.
  static func clear(_ token: Token) {
    let empty = registry.withLock { registry in
      registry.targets.removeAll { $0.id == token.id }
      return registry.targets.isEmpty
    }
    if empty { done.store(true, ordering: .releasing) }
  }

  /// Restores every registered tty, innermost first, once.
  ///
  /// Safe in a signal handler: it allocates and frees nothing, and skips the restore rather than
  /// wait when the crash happened while the lock was held.
  static func run() {
    _ = registry.withLockIfAvailable { registry in
      guard !done.exchange(true, ordering: .acquiringAndReleasing) else { return }
      for index in registry.targets.indices.reversed() {
        registry.targets[index].bytes.withUnsafeBytes { raw in
          guard let base = raw.baseAddress else { return }
          _ = write(registry.targets[index].fd, base, raw.count)
        }
        tcsetattr(registry.targets[index].fd, TCSANOW, &registry.targets[index].termios)
      }
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
