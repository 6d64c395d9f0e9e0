/// Modal dialog state: pure data, pure transitions; time is passed in (monotonic seconds).
///
/// Input protection works like iOS: for `armingDelay` seconds after `disarm(at:)` (the box
/// appeared, was resized, or came back after Ctrl-Z) every command and click is ignored, the focus
/// stays put, and the delay starts again, so a key typed before the box was seen cannot answer it.
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
  /// Seconds after a disarm during which input is ignored.
  public var armingDelay: Double
  /// When the arming delay last (re)started; -infinity when never.
  public private(set) var disarmedAt: Double = -.infinity

  /// Creates a dialog with the focus on `focus` (clamped to the buttons), armed until `disarm(at:)`.
  public init(
    title: String, body: String, buttons: [String], focus: Int, acceptButton: Int?, refuseButton: Int?,
    armingDelay: Double = 0.5
  ) {
    self.title = title
    self.body = body
    self.buttons = buttons
    self.focus = buttons.isEmpty ? 0 : min(max(0, focus), buttons.count - 1)
    self.acceptButton = acceptButton.flatMap { buttons.indices.contains($0) ? $0 : nil }
    self.refuseButton = refuseButton.flatMap { buttons.indices.contains($0) ? $0 : nil }
    self.armingDelay = max(0, armingDelay)
  }

  /// Whether input counts at `now`: the arming delay has passed since the last disarm.
  public func isArmed(at now: Double) -> Bool {
    now - disarmedAt >= armingDelay
  }

  /// (Re)starts the arming delay: call when the box is shown, resized or resumed.
  public mutating func disarm(at now: Double) {
    disarmedAt = now
  }

  /// Applies a command; ignored (and the delay restarted) while unarmed.
  ///
  /// Returns the outcome when the command answers the dialog, nil when it only moved the focus
  /// or meant nothing here.
  public mutating func handle(_ command: Command, at now: Double) -> DialogOutcome? {
    guard isArmed(at: now) else {
      disarm(at: now)
      return nil
    }
    switch command {
    case .focusNext:
      moveFocus(by: 1)
    case .focusPrevious:
      moveFocus(by: -1)
    case .press:
      return buttons.isEmpty ? nil : .pressed(focus)
    case .accept:
      return acceptButton.map { .pressed($0) }
    case .refuse:
      return refuseButton.map { .pressed($0) }
    case .cancel, .quit:
      return .dismissed
    default:
      break
    }
    return nil
  }

  /// Presses `button` by mouse; ignored (and the delay restarted) while unarmed or off any button.
  public mutating func click(button: Int, at now: Double) -> DialogOutcome? {
    guard isArmed(at: now) else {
      disarm(at: now)
      return nil
    }
    guard buttons.indices.contains(button) else { return nil }
    focus = button
    return .pressed(button)
  }

  private mutating func moveFocus(by step: Int) {
    guard !buttons.isEmpty else { return }
    focus = ((focus + step) % buttons.count + buttons.count) % buttons.count
  }
}

/// How a dialog was answered.
public enum DialogOutcome: Equatable, Hashable, Sendable {
  /// The button at this index was pressed.
  case pressed(Int)
  /// The dialog was dismissed with no answer (Esc, `q`).
  case dismissed
}
