import Foundation
import Testing

/// The prompt attacked as issue #9 did, against the real binary in tmux: every way that once
/// stored a decision without a deliberate key. Each attack is followed by a check that the
/// prompt is still up and nothing is stored, then Esc (exit 4, still nothing stored).
@Suite("Only a deliberate key answers the prompt, in a real terminal", .serialized)
struct PromptAttackTests {
  static let promptTitle = PromptFlowTests.promptTitle
  static let okButton = "[ OK ]"

  /// Starts the prompt and waits until it has stood, armed.
  static func armedPrompt(_ extra: [String] = [], waitFor text: String = promptTitle) throws -> (TestHome, TmuxSession)
  {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments + extra)
    try tmux.waitFor(text)
    Pause.pastArmingDelay()
    return (home, tmux)
  }

  /// After an attack: the prompt is still up, nothing is stored, and Esc ends it with exit 4.
  static func expectNothingStored(_ home: TestHome, _ tmux: TmuxSession, showing text: String = promptTitle) throws {
    Thread.sleep(forTimeInterval: 1)  // well past the quiet period: an answer would be taken by now
    #expect(try tmux.screen().contains(text), "the prompt is still up")
    #expect(try home.status().name == "notDetermined")
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 4)
    #expect(try home.status().name == "notDetermined")
  }

  @Test("the mouse wheel over [ OK ] presses nothing")
  func wheelOverOK() throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.wheel(over: Self.okButton)
    try Self.expectNothingStored(home, tmux)
  }

  @Test("a press on [ OK ] with no release presses nothing")
  func pressWithoutRelease() throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.pressOnly(over: Self.okButton)
    try Self.expectNothingStored(home, tmux)
  }

  @Test(
    "typing a command into the armed prompt answers nothing",
    arguments: ["ls\r", "python3\r", "history\r", "cd /tmp\r", "y\r", "ly", "\ty"])
  func typing(text: String) throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.type(text)
    try Self.expectNothingStored(home, tmux)
  }

  @Test("pasted text answers nothing, with bracketed paste", arguments: ["y\r", "ls -la\r", "y", "\r"])
  func bracketedPaste(text: String) throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.paste(text)
    try Self.expectNothingStored(home, tmux)
  }

  @Test("Alt-y (Esc and y at once) is one unused key: no answer, and not Esc either")
  func altChord() throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.sendBytes("\u{1B}y")
    try Self.expectNothingStored(home, tmux)
  }

  @Test("y sent right after a resize is ignored, ten times over")
  func yAfterResize() throws {
    let (home, tmux) = try Self.armedPrompt()
    for round in 0..<10 {
      try tmux.resize(cols: round % 2 == 0 ? 100 : 80, rows: round % 2 == 0 ? 30 : 24)
      try tmux.type("y")
      Thread.sleep(forTimeInterval: 0.7)
      #expect(try home.status().name == "notDetermined", "round \(round)")
    }
    try Self.expectNothingStored(home, tmux)
  }

  @Test("at 1×1 nothing of the prompt is visible, and y stores nothing")
  func tinyTerminal() throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.resize(cols: 1, rows: 1)
    Pause.pastArmingDelay()
    try tmux.type("y")
    Thread.sleep(forTimeInterval: 1)
    #expect(try home.status().name == "notDetermined")
    try tmux.resize(cols: 80, rows: 24)
    try Self.expectNothingStored(home, tmux)
  }

  @Test("y sent at once after a stop and continue (Ctrl-Z, fg) is ignored")
  func yAfterResume() throws {
    let home = try TestHome()
    let pidFile = home.url.path + ".pid"
    let tmux = try TmuxSession(home.arguments, wrapper: "$CT & echo $! > \(TmuxSession.quote(pidFile)); wait $!")
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    let pid = try tmux.appPID(from: pidFile)
    defer { try? FileManager.default.removeItem(atPath: pidFile) }
    for _ in 0..<3 {
      #expect(kill(pid, SIGSTOP) == 0)
      Thread.sleep(forTimeInterval: 0.2)
      #expect(kill(pid, SIGCONT) == 0)
      try tmux.type("y")
      Thread.sleep(forTimeInterval: 0.7)
      #expect(try home.status().name == "notDetermined")
    }
    try Self.expectNothingStored(home, tmux)
  }

  @Test("the line prompt ignores y sent right after a resize")
  func linePromptResize() throws {
    let (home, tmux) = try Self.armedPrompt(["--plain"], waitFor: "Allow? [y/N]")
    // The line prompt's own control sequences (bracketed paste) reach the terminal unneutralised.
    #expect(try !tmux.screen().contains("[?2004"), "bracketed paste was printed, not sent")
    for round in 0..<5 {
      try tmux.resize(cols: round % 2 == 0 ? 100 : 80, rows: 24)
      try tmux.type("y")
      Thread.sleep(forTimeInterval: 0.7)
      #expect(try home.status().name == "notDetermined", "round \(round)")
    }
    Pause.pastArmingDelay()
    try tmux.type("n")
    #expect(try tmux.exitStatus() == 1)
    #expect(try home.status().name == "denied")
  }

  @Test("Ctrl-S freezes nothing: a resize still redraws the box where the clicks are matched, and nothing is stored")
  func flowControlIsOff() throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.send("C-s")
    try tmux.resize(cols: 60, rows: 24)
    // With flow control on, the frame for 60 columns would wait for Ctrl-Q while clicks were
    // matched against it, and the pane would keep the old frame, its title cut at column 60.
    try tmux.waitFor("“Contacts Demo” Would Like to Access Your Contacts")
    try Self.expectNothingStored(home, tmux)
  }

  @Test("a deliberate click (press and release on [ OK ]) after the wait still allows")
  func deliberateClick() throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.click(Self.okButton)
    try tmux.waitFor("of 250 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try home.status().name == "authorized")
  }

  @Test("a deliberate y after the wait allows, and n denies", arguments: [("y", "authorized"), ("n", "denied")])
  func deliberateKeys(key: String, status: String) throws {
    let (home, tmux) = try Self.armedPrompt()
    try tmux.type(key)
    if key == "y" {
      try tmux.waitFor("of 250 contacts")
      try tmux.send("q")
      #expect(try tmux.exitStatus() == 0)
    } else {
      try tmux.waitFor("does not have access")
      try tmux.send("Enter")
      #expect(try tmux.exitStatus() == 1)
    }
    #expect(try home.status().name == status)
  }

  // MARK: The limited-access stages and the picker's confirmation

  @Test("limited access: the wheel over Allow Full Access and typing into either stage answer nothing")
  func limitedStages() throws {
    let (home, tmux) = try Self.armedPrompt(["--limited-access"], waitFor: "[ Continue ]")
    try tmux.type("ls\r")  // l would move to Continue, then Enter
    Thread.sleep(forTimeInterval: 1)
    #expect(try tmux.screen().contains("[ Continue ]"), "still the first stage")
    try tmux.type("y")
    try tmux.waitFor("Allow Full Access")
    Pause.pastArmingDelay()
    try tmux.wheel(over: "Allow Full Access")
    try tmux.pressOnly(over: "Allow Full Access")
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.paste("y\r")
    try tmux.type("history\r")
    Thread.sleep(forTimeInterval: 1)
    #expect(try tmux.screen().contains("Allow Full Access"), "still the second stage")
    #expect(try home.status().name == "notDetermined")
    try tmux.send("Escape")  // back to the first stage
    try tmux.waitFor("[ Continue ]")
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 4)
    #expect(try home.status().name == "notDetermined")
  }

  @Test("limited access: the picker's confirmation takes no typed or pasted Enter")
  func pickerConfirmation() throws {
    let (home, tmux) = try Self.armedPrompt(["--limited-access"], waitFor: "[ Continue ]")
    try tmux.type("y")
    try tmux.waitFor("Select Contacts…")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    try tmux.waitFor("0 selected")
    Pause.pastArmingDelay()
    try tmux.send("Space")
    try tmux.waitFor("1 selected")
    try tmux.send("Enter")
    try tmux.waitFor("Share 1 Contact?")
    Pause.pastArmingDelay()
    try tmux.type("x\r")
    try tmux.paste("\r")
    try tmux.wheel(over: "[ Share 1 Contact ]")
    Thread.sleep(forTimeInterval: 1)
    #expect(try tmux.screen().contains("Share 1 Contact?"))
    #expect(try home.status().name == "notDetermined")
    try tmux.send("Escape")  // back to the picker
    try tmux.waitFor("1 selected")
    Pause.pastArmingDelay()
    try tmux.send("Escape")  // back to the second stage
    try tmux.waitFor("Allow Full Access")
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    try tmux.waitFor("[ Continue ]")
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 4)
    #expect(try home.status().name == "notDetermined")
  }

  // MARK: The line prompt

  @Test("the line prompt (--plain) takes no typed or pasted answer", arguments: ["typed", "pasted"])
  func linePrompt(how: String) throws {
    let (home, tmux) = try Self.armedPrompt(["--plain"], waitFor: "Allow? [y/N]")
    for text in ["y\r", "ls -la\r", "ly"] {
      if how == "typed" { try tmux.type(text) } else { try tmux.paste(text) }
      Thread.sleep(forTimeInterval: 0.8)
    }
    #expect(try home.status().name == "notDetermined")
    Pause.pastArmingDelay()
    try tmux.type("n")
    #expect(try tmux.exitStatus() == 1)
    #expect(try home.status().name == "denied")
  }
}
