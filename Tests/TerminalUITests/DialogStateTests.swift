import Testing

@testable import TerminalUI

/// The privacy prompt as the app builds it: Don’t Allow (0) focused, OK (1).
func privacyPrompt(armingDelay: Double = 0.5) -> DialogState {
  DialogState(
    title: "“Contacts Demo” Would Like to Access Your Contacts",
    body: "Contacts Demo shows your address book so you can find and call people quickly.",
    buttons: ["Don’t Allow", "OK"], focus: 0, acceptButton: 1, refuseButton: 0, armingDelay: armingDelay)
}

/// A prompt that appeared, on screen, at time 0: armed from 0.5 on.
func shownPrompt() -> DialogState {
  var state = privacyPrompt()
  _ = state.handle(.appeared, at: 0)
  state.setOnScreen(true)
  return state
}

/// One input at a time.
typealias Step = (at: Double, input: DialogInput)

/// Feeds `steps` to a prompt shown at 0 as a screen does: before each input, and at `end`, time
/// passing with no input is `.idle`. Returns how the prompt ended, or nil if it is still up.
func play(_ steps: [Step], end: Double = 10, state initial: DialogState = shownPrompt()) -> DialogOutcome? {
  var state = initial
  for step in steps {
    if let outcome = state.handle(.idle, at: step.at) { return outcome }
    if let outcome = state.handle(step.input, at: step.at) { return outcome }
  }
  return state.handle(.idle, at: end)
}

/// Each character typed at `at`, all at once, as a terminal delivers typed-ahead or pasted text.
func typed(_ text: String, at time: Double) -> [Step] {
  text.map { character in
    let key: KeyPress = character == "\n" ? .special(.enter) : .char(character)
    return (time, DialogInput.key(key))
  }
}

let ok = DialogOutcome.pressed(1)
let dontAllow = DialogOutcome.pressed(0)

@Suite("Dialog state: only a deliberate key answers")
struct DialogStateTests {
  /// Sequences that must answer, and how.
  static let deliberate: [(String, [Step], DialogOutcome)] = [
    ("y after the arming delay presses OK", typed("y", at: 1), ok),
    ("Y presses OK too", typed("Y", at: 1), ok),
    ("n presses Don’t Allow", typed("n", at: 1), dontAllow),
    ("Enter presses the focused Don’t Allow", [(1, .key(.special(.enter)))], dontAllow),
    ("Space presses the focused Don’t Allow", typed(" ", at: 1), dontAllow),
    ("Tab, a pause, then Enter presses OK", [(1, .key(.special(.tab))), (1.6, .key(.special(.enter)))], ok),
    ("l, a pause, then Enter presses OK", typed("l", at: 1) + [(2, .key(.special(.enter)))], ok),
    ("a click (press and release on OK) presses OK", [(1, .mouseDown(button: 1)), (1.08, .mouseUp(button: 1))], ok),
    ("a slow click still presses OK", [(1, .mouseDown(button: 1)), (3, .mouseUp(button: 1))], ok),
    ("a key after the quiet period does not undo the answer", typed("y", at: 1) + typed("x", at: 1.2), ok),
    ("y after a paste and a pause", [(1, .pasteStarted), (1, .pasteEnded), (1.6, .key(.char("y")))], ok),
    ("y after a resize and a pause", [(1, .resized), (1.6, .key(.char("y")))], ok),
  ]

  @Test("a deliberate key on an armed prompt answers it", arguments: deliberate)
  func answers(name: String, steps: [Step], outcome: DialogOutcome) {
    #expect(play(steps) == outcome, "\(name)")
  }

  /// Sequences that must store nothing: the prompt stays up (nil) or is dismissed.
  static let typing: [(String, [Step], DialogOutcome?)] = [
    ("y inside the arming delay", typed("y", at: 0.3), nil),
    ("ls⏎ (l moves the focus, then Enter)", typed("ls\n", at: 1), nil),
    ("python3⏎", typed("python3\n", at: 1), nil),
    ("history⏎ (h moves the focus)", typed("history\n", at: 1), nil),
    ("cd /tmp⏎", typed("cd /tmp\n", at: 1), nil),
    ("y⏎ typed at once", typed("y\n", at: 1), nil),
    ("y then another key 100 ms later", typed("y", at: 1) + typed("x", at: 1.1), nil),
    ("n then Enter 50 ms later", typed("n", at: 1) + [(1.05, .key(.special(.enter)))], nil),
    ("Tab then Enter at once", [(1, .key(.special(.tab))), (1, .key(.special(.enter)))], nil),
    ("Tab then Enter 200 ms later", [(1, .key(.special(.tab))), (1.2, .key(.special(.enter)))], nil),
    ("a digit, then y at once", typed("1y", at: 1), nil),
    ("a function key, then y 200 ms later", [(1, .key(.special(.function(1)))), (1.2, .key(.char("y")))], nil),
    ("Alt-y is one unused key", [(1, .unrecognizedKey)], nil),
    ("Alt-q is not q", [(1, .unrecognizedKey), (1.2, .key(.char("y")))], nil),
    ("a pasted y⏎", [(1, .pasteStarted)] + typed("y\n", at: 1) + [(1, .pasteEnded)], nil),
    ("a pasted ls -la⏎", [(1, .pasteStarted)] + typed("ls -la\n", at: 1) + [(1, .pasteEnded)], nil),
    ("y right after a paste", [(1, .pasteStarted), (1, .pasteEnded), (1.2, .key(.char("y")))], nil),
    ("y inside a paste that never ends", [(1, .pasteStarted), (3, .key(.char("y")))], nil),
    ("q inside a paste is dropped, not a dismissal", [(1, .pasteStarted), (1, .key(.char("q")))], nil),
    ("the wheel over OK", [(1, .mouseOther), (1.01, .mouseOther)], nil),
    ("a press on OK with no release", [(1, .mouseDown(button: 1))], nil),
    ("a release on OK with no press", [(1, .mouseUp(button: 1))], nil),
    ("a press on OK released on Don’t Allow", [(1, .mouseDown(button: 1)), (1.1, .mouseUp(button: 0))], nil),
    ("a press on Don’t Allow released on OK", [(1, .mouseDown(button: 0)), (1.1, .mouseUp(button: 1))], nil),
    ("a press on OK released off the buttons", [(1, .mouseDown(button: 1)), (1.1, .mouseUp(button: nil))], nil),
    (
      "the wheel between press and release",
      [(1, .mouseDown(button: 1)), (1.05, .mouseOther), (1.1, .mouseUp(button: 1))], nil
    ),
    ("a click inside the arming delay", [(0.2, .mouseDown(button: 1)), (0.25, .mouseUp(button: 1))], nil),
    (
      "a click followed at once by a key",
      [(1, .mouseDown(button: 1)), (1.05, .mouseUp(button: 1))] + typed("x", at: 1.1), nil
    ),
    ("y a few ms after a resize", [(1, .resized), (1.005, .key(.char("y")))], nil),
    ("a resize while y waits out the quiet period", typed("y", at: 1) + [(1.05, .resized)], nil),
    ("y a few ms after resuming from Ctrl-Z", [(1, .resumed), (1.005, .key(.char("y")))], nil),
    (
      "a press, a resize, then the release",
      [(1, .mouseDown(button: 1)), (1.05, .resized), (1.1, .mouseUp(button: 1))], nil
    ),
    ("Esc dismisses at once, even unarmed", [(0.1, .key(.special(.escape)))], .dismissed),
    ("q dismisses, even in a burst", typed("abq", at: 1), .dismissed),
    ("Esc dismisses while y waits", typed("y", at: 1) + [(1.05, .key(.special(.escape)))], .dismissed),
    ("the timeout stores nothing", [(1, .timedOut)], .timedOut),
    ("a signal stores nothing", typed("y", at: 1) + [(1.01, .interrupted(15))], .interrupted(15)),
    ("end of input stores nothing", typed("y", at: 1) + [(1.01, .endOfInput)], .endOfInput),
  ]

  @Test("typing, pasting, the wheel, a lone press and a key after a resize answer nothing", arguments: typing)
  func storesNothing(name: String, steps: [Step], outcome: DialogOutcome?) {
    #expect(play(steps) == outcome, "\(name)")
  }

  @Test("holding a key down (auto-repeat every 30 ms) never answers the prompt", arguments: ["y", "n", " ", "\n"])
  func autoRepeat(key: String) {
    let steps = (0..<300).flatMap { typed(key, at: 0.6 + Double($0) * 0.03) }
    #expect(play(steps, end: 20) == nil)
  }

  @Test("nothing answers while the question is not on screen (a 1×1 terminal)")
  func offScreen() {
    var hidden = privacyPrompt()
    _ = hidden.handle(.appeared, at: 0)
    #expect(play(typed("y", at: 1), state: hidden) == nil)
    #expect(play([(1, .mouseDown(button: 1)), (1.05, .mouseUp(button: 1))], state: hidden) == nil)
    var shown = shownPrompt()
    _ = shown.handle(.key(.char("y")), at: 1)
    shown.setOnScreen(false)
    #expect(shown.handle(.idle, at: 2) == nil, "a pending answer goes when the question does")
  }

  @Test("a prompt never shown takes no answer (safe default)")
  func neverShown() {
    var state = privacyPrompt()
    #expect(!state.isArmed(at: 100))
    #expect(play(typed("y", at: 100), end: 200, state: state) == nil)
    state.setOnScreen(true)
    #expect(state.isArmed(at: 100))
  }

  @Test("is armed once the delay passes with no input; a pending answer waits out the quiet period")
  func arming() {
    var state = shownPrompt()
    #expect(!state.isArmed(at: 0.499))
    #expect(state.isArmed(at: 0.5))
    #expect(state.nextChange(after: 0.2) == 0.5)
    #expect(state.handle(.key(.char("y")), at: 1) == nil)
    #expect(state.pendingAnswer == PendingAnswer(button: 1, at: 1))
    #expect(state.nextChange(after: 1) == 1 + state.quietPeriod)
    #expect(state.handle(.idle, at: 1.1) == nil, "still inside the quiet period")
    #expect(state.handle(.idle, at: 1.16) == ok)
    #expect(state.pendingAnswer == nil)
  }

  @Test("any input restarts the arming delay; a focus move disarms and shows")
  func disarming() {
    var state = shownPrompt()
    _ = state.handle(.key(.char("x")), at: 1)
    #expect(!state.isArmed(at: 1.4))
    #expect(state.isArmed(at: 1.5))
    _ = state.handle(.key(.char("l")), at: 2)
    #expect(state.focus == 1)
    #expect(!state.isArmed(at: 2.4))
    _ = state.handle(.key(.char("l")), at: 2.2)
    #expect(state.focus == 1, "an unarmed focus key does not move the focus")
  }

  @Test("a click moves the focus to the clicked button")
  func clickFocus() {
    var state = shownPrompt()
    _ = state.handle(.mouseDown(button: 1), at: 1)
    _ = state.handle(.mouseUp(button: 1), at: 1.05)
    #expect(state.focus == 1)
    #expect(state.handle(.idle, at: 1.25) == ok)
  }

  @Test("focus starts where the caller says, clamped to the buttons")
  func initialFocus() {
    #expect(privacyPrompt().focus == 0)
    let three = DialogState(
      title: "t", body: "", buttons: ["a", "b", "c"], focus: 2, acceptButton: nil, refuseButton: nil)
    #expect(three.focus == 2)
    let tooFar = DialogState(title: "t", body: "", buttons: ["a", "b"], focus: 9, acceptButton: nil, refuseButton: nil)
    #expect(tooFar.focus == 1)
    let none = DialogState(title: "t", body: "", buttons: [], focus: 3, acceptButton: 0, refuseButton: 0)
    #expect(none.focus == 0 && none.acceptButton == nil && none.refuseButton == nil)
  }

  @Test(
    "focus moves one button at a time and stops at either end (no wrap-around)",
    arguments: [
      ([KeyPress.special(.tab)], 1), ([.special(.tab), .special(.tab)], 1), ([.special(.backTab)], 0),
      ([.char("h"), .char("h")], 0), ([.special(.right), .special(.left)], 0), ([.char("l")], 1),
      ([.special(.right), .special(.right), .special(.right)], 1), ([.special(.left)], 0),
      ([.special(.right), .special(.right), .special(.left)], 0),
    ])
  func focusMoves(keys: [KeyPress], focus: Int) {
    var state = shownPrompt()
    for (index, key) in keys.enumerated() {
      #expect(state.handle(.key(key), at: 1 + Double(index)) == nil)
    }
    #expect(state.focus == focus)
  }

  @Test("y and n do nothing but disarm when the dialog has no such buttons")
  func noAcceptOrRefuse() {
    var state = DialogState(title: "t", body: "b", buttons: ["Close"], focus: 0, acceptButton: nil, refuseButton: nil)
    _ = state.handle(.appeared, at: 0)
    state.setOnScreen(true)
    #expect(play(typed("y", at: 1), state: state) == nil)
    #expect(play(typed("n", at: 1), state: state) == nil)
    #expect(play(typed("\n", at: 1), state: state) == .pressed(0))
  }

  @Test("a dialog with no buttons cannot be pressed but can be dismissed")
  func noButtons() {
    var state = DialogState(title: "t", body: "b", buttons: [], focus: 0, acceptButton: nil, refuseButton: nil)
    _ = state.handle(.appeared, at: 0)
    state.setOnScreen(true)
    #expect(
      play([(1, .key(.special(.enter))), (2, .mouseDown(button: 0)), (2.1, .mouseUp(button: 0))], state: state) == nil)
    #expect(play([(1, .key(.special(.escape)))], state: state) == .dismissed)
  }

  @Test("the line question: y allows, n and Enter deny, and h, l and Tab are unused keys that disarm")
  func lineQuestion() {
    var state = shownPrompt()
    state.keyContext = .question
    #expect(play(typed("y", at: 1), state: state) == ok)
    #expect(play(typed("\n", at: 1), state: state) == dontAllow)
    #expect(play(typed("n", at: 1), state: state) == dontAllow)
    #expect(play(typed("l", at: 1) + typed("\n", at: 1.6), state: state) == dontAllow, "no focus to move")
    #expect(play(typed("ls\n", at: 1), state: state) == nil)
    #expect(play(typed("Q", at: 0.1), state: state) == .dismissed)
  }
}

@Suite("Terminal events as dialog inputs")
struct DialogInputTests {
  static let layout = DialogLayout.compute(for: privacyPrompt(), in: Size(rows: 24, cols: 80))

  @Test("paste markers, Alt chords and unknown keys have inputs of their own")
  func keys() {
    #expect(DialogInput(.special(.pasteStart)) == .pasteStarted)
    #expect(DialogInput(.special(.pasteEnd)) == .pasteEnded)
    #expect(DialogInput(.alt("y")) == .unrecognizedKey)
    #expect(DialogInput(.special(.unrecognized)) == .unrecognizedKey)
    #expect(DialogInput(.char("y")) == .key(.char("y")))
    #expect(DialogInput(DecodedInput.mouse(MouseReport(code: 0, row: 1, col: 1, released: false))) == .mouseOther)
  }

  @Test("mouse events name the button under the pointer in the current layout; the wheel is never a press")
  func mouse() throws {
    let okRect = try #require(Self.layout.buttonRects.last)
    let on = { (kind: MouseEvent.Kind) in
      DialogInput(.mouse(MouseEvent(kind: kind, row: okRect.row, col: okRect.col)), layout: Self.layout)
    }
    #expect(on(.press) == .mouseDown(button: 1))
    #expect(on(.click) == .mouseUp(button: 1))
    #expect(on(.release) == .mouseUp(button: 1))
    #expect(on(.wheelUp) == .mouseOther)
    #expect(on(.wheelDown) == .mouseOther)
    #expect(on(.other) == .mouseOther)
    #expect(
      DialogInput(.mouse(MouseEvent(kind: .press, row: 0, col: 0)), layout: Self.layout) == .mouseDown(button: nil))
  }

  @Test("resize, resume, signals and end of input map one to one")
  func others() {
    #expect(DialogInput(.resize(Size(rows: 1, cols: 1)), layout: Self.layout) == .resized)
    #expect(DialogInput(.resumed, layout: Self.layout) == .resumed)
    #expect(DialogInput(.interrupted(2), layout: Self.layout) == .interrupted(2))
    #expect(DialogInput(.endOfInput, layout: Self.layout) == .endOfInput)
  }
}
