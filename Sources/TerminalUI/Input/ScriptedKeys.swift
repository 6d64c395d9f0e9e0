/// Keys the program presses itself, one after another at set pauses (the demo's autoplay).
///
/// Attached to a `Terminal` (`Terminal.script`), it is a second source of key presses:
/// `Terminal.nextEvent(timeout:)` hands out its next key once the key's pause has passed since the
/// previous one was handed out, as if it had been typed then. So a scripted key goes through the
/// same key tables and the same screen rules (a prompt's arming delay and quiet period) as a real
/// one, and a key is never lost while a screen is busy: it waits until a screen asks for input.
///
/// A pause counts from when the program was done with the previous key, as a person waits to see
/// what a key did before pressing the next: from the first time a screen asks for input after a
/// key was handed out, or from the last screen to appear (a screen flushes typeahead as it
/// appears, `Terminal.flushTypeahead`), whichever is later. So on a slow or loaded machine a
/// prompt or the picker is armed when its key comes instead of dropping it, and a message a key
/// brought up ("Saved …") stays on screen for the whole pause.
///
/// While a script is attached, a real key press or click stops it: the terminal's input ends
/// (`.endOfInput`, every screen's "leave quietly"), nothing real is handed to a screen, and
/// `stoppedByUser` says why. A real key can therefore never answer a prompt during autoplay.
public final class ScriptedKeys {
  /// One scripted key and the pause before it.
  public struct Step: Equatable, Sendable {
    /// The key pressed.
    public var key: KeyPress
    /// Seconds after the previous key (or after the script started) before this one.
    public var pause: Double

    /// `key`, pressed `pause` seconds after the previous one.
    public init(_ key: KeyPress, after pause: Double) {
      self.key = key
      self.pause = pause.isFinite ? max(0, pause) : 0
    }
  }

  /// The keys, in order.
  public let steps: [Step]
  /// Seconds after the last key at which input ends if the program still waits for keys: a
  /// script that went astray (a screen it did not expect) ends the run instead of leaving it
  /// waiting forever. Infinity: never.
  public var runOutAfter: Double = .infinity
  /// How many steps were handed out.
  public private(set) var played = 0
  /// Whether a real key or click stopped the script.
  public private(set) var stoppedByUser = false
  /// When the last key was handed out (or the script first asked), on `MonotonicClock`.
  private var lastKeyAt: Double?
  /// Whether a key was handed out and no screen has asked for input since.
  private var handedOut = false

  /// A script of `steps`, not started.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// Whether every step was handed out.
  public var isFinished: Bool { played >= steps.count }

  /// When the next key is due, starting the clock on the first call; nil when none will come.
  public func dueTime(at now: Double) -> Double? {
    guard !stoppedByUser, played < steps.count else { return nil }
    // The first look after a key: the program has done what the key started.
    let start = handedOut ? max(lastKeyAt ?? now, now) : lastKeyAt ?? now
    lastKeyAt = start
    handedOut = false
    return start + steps[played].pause
  }

  /// The next key if it is due at `now`; it counts as handed out.
  public func take(at now: Double) -> KeyPress? {
    guard let due = dueTime(at: now), due <= now else { return nil }
    let key = steps[played].key
    played += 1
    lastKeyAt = now
    handedOut = true
    return key
  }

  /// When input ends because every key was pressed and the program still waits; nil before.
  public func runOutTime() -> Double? {
    guard !stoppedByUser, isFinished, let lastKeyAt, runOutAfter.isFinite else { return nil }
    return lastKeyAt + runOutAfter
  }

  /// Records that a screen appeared at `now`: the next key's pause counts from then if that is
  /// later than the previous key.
  public func screenAppeared(at now: Double) {
    lastKeyAt = max(lastKeyAt ?? now, now)
  }

  /// Records that a real key or click arrived: no scripted key comes after it.
  public func stopByUser() {
    stoppedByUser = true
  }
}
