import Testing

@testable import TerminalUI

@Suite("Scripted keys: a second source of key presses, at set pauses")
struct ScriptedKeysTests {
  @Test("a key comes only once its pause has passed since the one before")
  func keysComeAtTheirPauses() {
    let script = ScriptedKeys(steps: [.init(.char("a"), after: 1), .init(.char("b"), after: 0.5)])
    #expect(script.dueTime(at: 10) == 11)  // the clock starts at the first look
    #expect(script.take(at: 10.9) == nil)
    #expect(script.take(at: 11.2) == .char("a"))
    #expect(script.dueTime(at: 11.2) == 11.7)  // counted from when "a" was handed out
    #expect(script.take(at: 11.6) == nil)
    #expect(script.take(at: 11.7) == .char("b"))
    #expect(script.isFinished)
    #expect(script.take(at: 100) == nil)
    #expect(script.dueTime(at: 100) == nil)
  }

  @Test("a key not asked for waits: a busy screen loses none")
  func keysWait() {
    let script = ScriptedKeys(steps: [.init(.char("a"), after: 0.1), .init(.char("b"), after: 0.1)])
    _ = script.dueTime(at: 0)
    #expect(script.take(at: 50) == .char("a"))
    #expect(script.take(at: 50) == nil)
    #expect(script.take(at: 50.1) == .char("b"))
  }

  @Test("a pause counts from the first look after a key: a screen busy with the key gets the whole pause")
  func pauseCountsFromTheNextLook() {
    let script = ScriptedKeys(steps: [.init(.char("a"), after: 1), .init(.char("b"), after: 0.5)])
    _ = script.dueTime(at: 0)
    #expect(script.take(at: 1) == .char("a"))
    // "a" started a save that took 2 s; the screen showed its message and then asked for input.
    #expect(script.take(at: 3) == nil, "the message must stay up for the pause")
    #expect(script.dueTime(at: 3.2) == 3.5)  // later looks do not move it again
    #expect(script.take(at: 3.5) == .char("b"))
  }

  @Test("a screen that appears after the first look restarts the pause; one that appeared before does not")
  func pauseCountsFromTheScreen() {
    let script = ScriptedKeys(steps: [
      .init(.char("a"), after: 1), .init(.char("b"), after: 1), .init(.char("c"), after: 1),
    ])
    _ = script.dueTime(at: 0)
    #expect(script.take(at: 1) == .char("a"))
    #expect(script.dueTime(at: 1.1) == 2.1)  // "a" answered a dialog, which looked once more
    script.screenAppeared(at: 1.8)  // then the picker took 0.7 s to come up
    #expect(script.take(at: 2.1) == nil, "the picker has been up for 0.3 s only")
    #expect(script.dueTime(at: 2.1) == 2.8)
    #expect(script.take(at: 2.8) == .char("b"))
    #expect(script.dueTime(at: 2.8) == 3.8)
    script.screenAppeared(at: 2.5)  // an appearance before the key changes nothing
    #expect(script.dueTime(at: 2.9) == 3.8)
  }

  @Test("once a real key stopped it, nothing more is pressed")
  func stopByUser() {
    let script = ScriptedKeys(steps: [.init(.char("a"), after: 0)])
    script.stopByUser()
    #expect(script.stoppedByUser)
    #expect(script.take(at: 5) == nil)
    #expect(!script.isFinished)
  }

  @Test("a negative or infinite pause is none")
  func oddPauses() {
    #expect(ScriptedKeys.Step(.char("a"), after: -3).pause == 0)
    #expect(ScriptedKeys.Step(.char("a"), after: .infinity).pause == 0)
  }
}

@Suite("Scripted keys that ran out")
struct ScriptedKeysRunOutTests {
  @Test("after the last key, input ends once runOutAfter has passed; never before the last key")
  func runsOut() {
    let script = ScriptedKeys(steps: [.init(.char("q"), after: 1)])
    script.runOutAfter = 5
    _ = script.dueTime(at: 0)
    #expect(script.runOutTime() == nil)
    #expect(script.take(at: 1) == .char("q"))
    #expect(script.runOutTime() == 6)
    script.stopByUser()
    #expect(script.runOutTime() == nil)
  }

  @Test("by default a script never runs out")
  func neverByDefault() {
    let script = ScriptedKeys(steps: [.init(.char("q"), after: 0)])
    #expect(script.take(at: 0) == .char("q"))
    #expect(script.runOutTime() == nil)
  }
}
