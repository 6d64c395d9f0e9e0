import Testing

@testable import TerminalUI

/// The privacy prompt as the app builds it: Don’t Allow (0) focused, OK (1).
func privacyPrompt(armingDelay: Double = 0.5) -> DialogState {
  DialogState(
    title: "“Contacts Demo” Would Like to Access Your Contacts",
    body: "Contacts Demo shows your address book so you can find and call people quickly.",
    buttons: ["Don’t Allow", "OK"], focus: 0, acceptButton: 1, refuseButton: 0, armingDelay: armingDelay)
}

/// A prompt shown at time 0, so it is armed from 0.5 on.
func shownPrompt() -> DialogState {
  var state = privacyPrompt()
  state.disarm(at: 0)
  return state
}

@Suite("Dialog state")
struct DialogStateTests {
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
    "focus moves and wraps around in both directions",
    arguments: [
      ([Command.focusNext], 1), ([.focusNext, .focusNext], 0), ([.focusPrevious], 1),
      ([.focusPrevious, .focusPrevious], 0), ([.focusNext, .focusPrevious], 0),
    ])
  func focusMoves(commands: [Command], focus: Int) {
    var state = shownPrompt()
    for command in commands { #expect(state.handle(command, at: 1) == nil) }
    #expect(state.focus == focus)
  }

  @Test("Tab, Shift-Tab, arrows, h and l move the focus through the key table")
  func keysMoveFocus() {
    let keys: [(KeyPress, Int)] = [
      (.special(.tab), 1), (.special(.tab), 0), (.special(.backTab), 1), (.special(.right), 0),
      (.special(.left), 1), (.char("l"), 0), (.char("h"), 1),
    ]
    var state = shownPrompt()
    for (key, focus) in keys {
      let command = KeyTable.command(for: key, in: .dialog)
      #expect(command.flatMap { state.handle($0, at: 2) } == nil)
      #expect(state.focus == focus, "after \(key)")
    }
  }

  @Test("Enter and Space press the focused button")
  func pressFocused() {
    var state = shownPrompt()
    #expect(state.handle(.press, at: 1) == .pressed(0))
    _ = state.handle(.focusNext, at: 1)
    #expect(state.handle(.press, at: 1) == .pressed(1))
  }

  @Test("y presses OK and n presses Don’t Allow, wherever the focus is")
  func yesNo() {
    var state = shownPrompt()
    #expect(state.handle(.accept, at: 1) == .pressed(1))
    #expect(state.handle(.refuse, at: 1) == .pressed(0))
    _ = state.handle(.focusNext, at: 1)
    #expect(state.handle(.refuse, at: 1) == .pressed(0))
  }

  @Test("y and n do nothing when the dialog has no such buttons")
  func noAcceptOrRefuse() {
    var state = DialogState(title: "t", body: "b", buttons: ["Close"], focus: 0, acceptButton: nil, refuseButton: nil)
    #expect(state.handle(.accept, at: 1) == nil)
    #expect(state.handle(.refuse, at: 1) == nil)
  }

  @Test("Esc and q dismiss with no answer", arguments: [Command.cancel, .quit])
  func dismiss(command: Command) {
    var state = shownPrompt()
    #expect(state.handle(command, at: 1) == .dismissed)
  }

  @Test(
    "commands that mean nothing in a dialog are ignored", arguments: [Command.moveDown, .open, .search, .insert("x")])
  func meaningless(command: Command) {
    var state = shownPrompt()
    #expect(state.handle(command, at: 1) == nil)
    #expect(state.focus == 0)
  }

  @Test("is unarmed for the arming delay after it is shown, then armed")
  func arming() {
    let state = shownPrompt()
    #expect(!state.isArmed(at: 0))
    #expect(!state.isArmed(at: 0.499))
    #expect(state.isArmed(at: 0.5))
    #expect(privacyPrompt().isArmed(at: 0), "never shown: nothing to protect")
  }

  @Test(
    "every command is ignored while unarming, and the focus does not move",
    arguments: [
      Command.press, .accept, .refuse, .cancel, .quit, .focusNext, .focusPrevious,
    ])
  func ignoredWhileUnarmed(command: Command) {
    var state = shownPrompt()
    #expect(state.handle(command, at: 0.2) == nil)
    #expect(state.focus == 0)
  }

  @Test("a key while unarmed restarts the delay")
  func keyRestartsDelay() {
    var state = shownPrompt()
    #expect(state.handle(.accept, at: 0.4) == nil)
    #expect(!state.isArmed(at: 0.6), "0.4 + 0.5 = 0.9")
    #expect(state.handle(.accept, at: 0.85) == nil)
    #expect(!state.isArmed(at: 1.3))
    #expect(state.handle(.accept, at: 1.35) == .pressed(1))
  }

  @Test("holding a key down never answers the prompt")
  func autoRepeat() {
    var state = shownPrompt()
    var now = 0.0
    while now < 10 {
      #expect(state.handle(.accept, at: now) == nil)
      now += 0.03
    }
  }

  @Test("a resize or resume disarms again")
  func disarmAgain() {
    var state = shownPrompt()
    #expect(state.isArmed(at: 3))
    state.disarm(at: 3)
    #expect(state.handle(.accept, at: 3.1) == nil)
    #expect(state.handle(.accept, at: 3.7) == .pressed(1))
  }

  @Test("a click presses a button and moves the focus to it, once armed")
  func click() {
    var state = shownPrompt()
    #expect(state.click(button: 1, at: 0.1) == nil)
    #expect(state.focus == 0)
    #expect(state.click(button: 1, at: 0.3) == nil, "still unarmed: 0.1 + 0.5")
    #expect(state.click(button: 1, at: 0.9) == .pressed(1))
    #expect(state.focus == 1)
    #expect(state.click(button: 5, at: 2) == nil)
    #expect(state.click(button: -1, at: 2) == nil)
  }

  @Test("a dialog with no buttons cannot be pressed but can be dismissed")
  func noButtons() {
    var state = DialogState(title: "t", body: "b", buttons: [], focus: 0, acceptButton: nil, refuseButton: nil)
    #expect(state.handle(.focusNext, at: 1) == nil)
    #expect(state.handle(.press, at: 1) == nil)
    #expect(state.handle(.cancel, at: 1) == .dismissed)
  }
}
