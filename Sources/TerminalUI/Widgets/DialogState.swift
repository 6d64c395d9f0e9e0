/// Modal dialog state: pure data, pure transitions; time is passed in (monotonic seconds).
///
/// Only a deliberate key answers (docs/DECISIONS.md, "Prompt input rules"). The dialog is
/// *armed* once `armingDelay` seconds have passed with no input while its question and buttons
/// are on screen and no paste is open. An armed answer (`y`, `n`, Enter, Space, a click) is not
/// taken at once: it waits `quietPeriod` seconds, and any input in that time makes the whole
/// sequence typing. Every other input disarms and restarts the delay; Esc and `q` dismiss at any
/// time. `handle(_:at:)` is the one place each `DialogInput` gets its meaning.
public struct DialogState: Equatable, Sendable {
  /// The bold heading.
  public var title: String
  /// The one-line question shown instead of the box on a terminal too small for it; nil uses `title`.
  public var compactTitle: String?
  /// The explanation under the title (wrapped by display width when drawn).
  public var body: String
  /// Button labels, left to right.
  public var buttons: [String]
  /// The index of the focused button, the one Enter and Space press.
  public private(set) var focus: Int
  /// The button `y` presses, if any.
  public var acceptButton: Int?
  /// The button `n` presses, if any.
  public var refuseButton: Int?
  /// Seconds with no input before an answer counts.
  public var armingDelay: Double
  /// Seconds with no further input before a single-key answer is taken.
  public var quietPeriod: Double
  /// Where the dialog's keys are looked up in the key table.
  public var keyContext: KeyContext = .dialog
  /// When the arming delay last (re)started: the last input or disarm; -infinity when never.
  public private(set) var disarmedAt: Double = -.infinity
  /// Whether the question and every button are on screen (as the view last drew them).
  public private(set) var isOnScreen = false
  /// Whether a bracketed paste is open.
  public private(set) var isPasting = false
  /// The button the left mouse button went down on while armed, until it comes up.
  public private(set) var pressedButton: Int?
  /// An answer waiting out the quiet period.
  public private(set) var pendingAnswer: PendingAnswer?

  /// Creates a dialog with the focus on `focus` (clamped to the buttons). It takes no answer
  /// until it has appeared and is on screen.
  public init(
    title: String, body: String, buttons: [String], focus: Int, acceptButton: Int?, refuseButton: Int?,
    armingDelay: Double = 0.5, quietPeriod: Double = 0.15
  ) {
    self.title = title
    self.body = body
    self.buttons = buttons
    self.focus = buttons.isEmpty ? 0 : min(max(0, focus), buttons.count - 1)
    self.acceptButton = acceptButton.flatMap { buttons.indices.contains($0) ? $0 : nil }
    self.refuseButton = refuseButton.flatMap { buttons.indices.contains($0) ? $0 : nil }
    self.armingDelay = max(0, armingDelay)
    self.quietPeriod = max(0, quietPeriod)
  }

  /// Whether the arming delay has passed with no input, no paste open and no answer pending
  /// (visibility aside: the line prompt asks its question only once this holds).
  public func isSettled(at now: Double) -> Bool {
    !isPasting && pendingAnswer == nil && now >= disarmedAt + armingDelay
  }

  /// Whether an answer would count at `now`: settled, and the question is on screen.
  public func isArmed(at now: Double) -> Bool {
    isOnScreen && isSettled(at: now)
  }

  /// When the state next changes with no input (it arms, or a pending answer is taken); nil
  /// when it waits only for input.
  public func nextChange(after now: Double) -> Double? {
    if let pendingAnswer { return pendingAnswer.at + quietPeriod }
    if isPasting { return nil }
    let arms = disarmedAt + armingDelay
    return arms > now ? arms : nil
  }

  /// Records what the view drew: whether the question and every button are visible. Going off
  /// screen drops a pending answer or press.
  public mutating func setOnScreen(_ visible: Bool) {
    if !visible {
      pendingAnswer = nil
      pressedButton = nil
    }
    isOnScreen = visible
  }

  /// Applies one input at `now`; returns the outcome when the dialog is over.
  public mutating func handle(_ input: DialogInput, at now: Double) -> DialogOutcome? {
    switch input {
    case .idle: return takePendingAnswer(at: now)
    case .timedOut: return .timedOut
    case .interrupted(let signal): return .interrupted(signal)
    case .endOfInput: return .endOfInput
    case .appeared, .resized, .resumed, .unrecognizedKey, .mouseOther: disarm(at: now)
    case .pasteStarted:
      isPasting = true
      disarm(at: now)
    case .pasteEnded:
      isPasting = false
      disarm(at: now)
    case .mouseDown(let button):
      guard let button, buttons.indices.contains(button), isArmed(at: now) else { return disarm(at: now) }
      disarm(at: now)
      pressedButton = button  // a click is a press and a release on this same button
    case .mouseUp(let button):
      guard let button, button == pressedButton, pendingAnswer == nil, !isPasting, isOnScreen else {
        return disarm(at: now)
      }
      focus = button
      answer(button, at: now)
    case .key(let key):
      return handle(KeyTable.command(for: key, in: keyContext), at: now)
    }
    return nil
  }

  /// A key's command: Esc and `q` dismiss unless pasted; anything else counts only when armed.
  private mutating func handle(_ command: Command?, at now: Double) -> DialogOutcome? {
    if isPasting { return disarm(at: now) }
    if command == .cancel || command == .quit { return .dismissed }
    guard isArmed(at: now) else { return disarm(at: now) }
    switch command {
    case .focusNext: moveFocus(by: 1, at: now)
    case .focusPrevious: moveFocus(by: -1, at: now)
    case .press where !buttons.isEmpty: answer(focus, at: now)
    case .accept where acceptButton != nil: answer(acceptButton ?? focus, at: now)
    case .refuse where refuseButton != nil: answer(refuseButton ?? focus, at: now)
    default: disarm(at: now)
    }
    return nil
  }

  /// Holds `button` as the answer until the quiet period passes with no input.
  private mutating func answer(_ button: Int, at now: Double) {
    disarm(at: now)
    pendingAnswer = PendingAnswer(button: button, at: now)
  }

  /// The pending answer once the quiet period has passed, if it still stands.
  private mutating func takePendingAnswer(at now: Double) -> DialogOutcome? {
    guard let pending = pendingAnswer, now >= pending.at + quietPeriod else { return nil }
    pendingAnswer = nil
    guard isOnScreen, !isPasting, buttons.indices.contains(pending.button) else { return nil }
    return .pressed(pending.button)
  }

  /// Restarts the arming delay and drops any pending answer or press; never an outcome.
  @discardableResult
  private mutating func disarm(at now: Double) -> DialogOutcome? {
    disarmedAt = now
    pendingAnswer = nil
    pressedButton = nil
    return nil
  }

  private mutating func moveFocus(by step: Int, at now: Double) {
    disarm(at: now)  // so Tab or `l` followed at once by Enter does not answer
    guard !buttons.isEmpty else { return }
    // No wrap-around: → on the last button stays there, as on iOS and in dialog(1), so the
    // focus is always where the arrows say (docs/DECISIONS.md, "The prompt's focus stops at the ends").
    focus = min(max(0, focus + step), buttons.count - 1)
  }
}

/// A single-key answer waiting out the quiet period.
public struct PendingAnswer: Equatable, Sendable {
  /// The button it presses.
  public var button: Int
  /// When the key (or the click's release) came.
  public var at: Double
}

/// How a dialog ended.
public enum DialogOutcome: Equatable, Hashable, Sendable {
  /// The button at this index was pressed.
  case pressed(Int)
  /// The dialog was dismissed with no answer (Esc, `q`).
  case dismissed
  /// The request's timeout passed; no answer.
  case timedOut
  /// A signal ended the program; no answer.
  case interrupted(Int32)
  /// The terminal went away; no answer.
  case endOfInput
}
