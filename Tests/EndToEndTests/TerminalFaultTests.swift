import Foundation
import Testing

/// The terminal failing under the app: the pty closed, input ended, a storm of resizes, a 1×1
/// window, a stop and continue with a key already waiting. Nothing of it may answer the prompt.
@Suite("Terminal faults never answer the prompt and never leave the tty broken")
struct TerminalFaultTests {
  typealias Screen = SignalMatrixTests.Screen

  @Test(
    "the pty closed under the app (a terminal window shut) ends it with 129 and stores nothing",
    arguments: Screen.allCases)
  func ptyClosed(screen: Screen) async throws {
    let (status, before, after) = try await CaseRunner.run { () throws -> (Int32, String, String) in
      let home = try TestHome()
      if screen == .browser {
        _ = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
      }
      let before = try home.status().name
      // The pane's shell outlives the hang-up (its trap) to record the status; the app itself
      // has SIGHUP at its default, as a trap is reset for the commands a shell runs.
      let tmux = try TmuxSession(home.arguments + screen.arguments, wrapper: "trap : HUP; $CT")
      try screen.reach(in: tmux)
      try tmux.closePTY()
      return (try tmux.exitStatus(timeout: 20), before, try home.status().name)
    }
    #expect(status == 129)
    #expect(after == before)
  }

  @Test(
    "Ctrl-C and Ctrl-\\ typed at the prompt end it (130, 131) with the tty back; typing on stores nothing",
    arguments: [("C-c", Int32(130)), ("C-\\", 131)])
  func interruptKeys(key: String, status: Int32) async throws {
    let (exitStatus, stty, screen, stored) = try await CaseRunner.run {
      () throws -> (Int32, String, String, String) in
      let home = try TestHome()
      // The key signals the whole foreground group, the pane's shell too: its trap keeps it
      // alive to record the status (the app, dying of the signal, would take a plain shell along).
      let tmux = try TmuxSession(home.arguments, wrapper: "trap : INT QUIT; $CT")
      try tmux.waitFor("[ OK ]", timeout: 20)
      Pause.pastArmingDelay()
      try tmux.send(key)
      let exitStatus = try tmux.exitStatus(timeout: 20)
      // What the issue saw: keys typed after Ctrl-\ reached a prompt still alive behind the
      // runtime's crash screen. Now they only reach the tty, which echoes them.
      try tmux.type("ls -la")
      try tmux.send("Enter")
      let screen = try tmux.waitFor("ls -la", timeout: 5)
      return (exitStatus, try tmux.sttyAfterExit(), screen, try home.status().name)
    }
    #expect(exitStatus == status)
    #expect(stty.contains(" echo ") && stty.contains(" icanon "), "\(stty)")
    #expect(!screen.contains("Program crashed"))
    #expect(stored == "notDetermined")
  }

  @Test("a signal while the app is too busy loading to look: the watchdog restores the tty, and 143")
  func signalWhileBusy() async throws {
    let seen = try await CaseRunner.run { () throws -> SignalMatrixTests.Observed in
      let home = try TestHome()
      _ = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
      // Enough cards that loading them outlasts the watchdog's grace time many times over.
      let source = try home.writeLargeSource()
      defer { try? FileManager.default.removeItem(atPath: source) }
      let pidFile = home.url.path + ".pid"
      defer { try? FileManager.default.removeItem(atPath: pidFile) }
      let tmux = try TmuxSession.foreground(home.arguments + ["--contacts", source], pidFile: pidFile)
      try tmux.waitFor("Loading contacts…", timeout: 20)
      let pid = try tmux.appPID(from: pidFile)
      guard kill(pid, SIGTERM) == 0 else { throw E2EFailure("kill \(pid): errno \(errno)") }
      let status = try tmux.exitStatus(timeout: 20)
      return SignalMatrixTests.Observed(
        exitStatus: status, stty: try tmux.sttyAfterExit(), modes: try tmux.paneModes(),
        pasted: try tmux.pasteEcho("PASTE-PROBE-BUSY"), screenAfter: try tmux.screen(), statusBefore: "authorized",
        statusAfter: try home.status().name)
    }
    SignalMatrixTests.expectRestored(seen, status: 143)
  }

  @Test(
    "standard input at its end, or holding y and Enter, never answers: the prompt asks on the tty",
    arguments: ["< /dev/null", "printf 'y\\n\\n' |"], [false, true])
  func endOfInput(redirect: String, plain: Bool) async throws {
    let (waiting, status, stored) = try await CaseRunner.run { () throws -> (String, Int32, String) in
      let home = try TestHome()
      let arguments = home.arguments + (plain ? ["--plain"] : [])
      let wrapper = redirect.hasPrefix("<") ? "$CT \(redirect)" : "\(redirect) $CT"
      let tmux = try TmuxSession(arguments, wrapper: wrapper)
      try tmux.waitFor(plain ? "Allow? [y/N]" : "[ OK ]", timeout: 20)
      Thread.sleep(forTimeInterval: 1)
      let waiting = try home.status().name
      Pause.pastArmingDelay()
      try tmux.send("Escape")
      return (waiting, try tmux.exitStatus(timeout: 20), try home.status().name)
    }
    #expect(waiting == "notDetermined")
    #expect(status == 4)
    #expect(stored == "notDetermined")
  }

  @Test("1,000 resizes in about a second, with y typed among them, store nothing; the prompt then still answers")
  func resizeStorm() async throws {
    let (during, elapsed, status, stored) = try await CaseRunner.run {
      () throws -> (String, Double, Int32, String) in
      let home = try TestHome()
      let tmux = try TmuxSession(home.arguments)
      try tmux.waitFor("[ OK ]", timeout: 20)
      Pause.pastArmingDelay()
      let start = Date()
      for batch in 0..<10 {
        // One tmux call runs a hundred resizes back to back, then types y amid them.
        var commands: [String] = []
        for step in 0..<100 {
          let wide = (batch * 100 + step) % 2 == 0
          commands += ["resize-window", "-x", wide ? "100" : "80", "-y", wide ? "30" : "24", ";"]
        }
        try tmux.tmux(commands + ["send-keys", "y"])
      }
      let elapsed = Date().timeIntervalSince(start)
      try tmux.resize(cols: 80, rows: 24)
      Thread.sleep(forTimeInterval: 0.5)
      let during = try home.status().name
      guard during == "notDetermined" else { return (during, elapsed, -1, during) }
      try tmux.waitFor("[ OK ]", timeout: 20)
      Pause.pastArmingDelay()
      try tmux.send("n")
      try tmux.waitFor("does not have access", timeout: 20)
      try tmux.send("Enter")
      return (during, elapsed, try tmux.exitStatus(timeout: 20), try home.status().name)
    }
    #expect(during == "notDetermined")
    #expect(elapsed < 10, "1,000 resizes took \(elapsed) s")
    #expect(status == 1)  // a deliberate n after the storm is still taken
    #expect(stored == "denied")
  }

  @Test("y sent in the same instant as a resize is not an answer, ten times over")
  func resizeThenY() async throws {
    let stored = try await CaseRunner.run { () throws -> [String] in
      let home = try TestHome()
      let tmux = try TmuxSession(home.arguments)
      try tmux.waitFor("[ OK ]", timeout: 20)
      var stored: [String] = []
      for round in 0..<10 {
        Pause.pastArmingDelay()
        let wide = round % 2 == 0
        try tmux.tmux(["resize-window", "-x", wide ? "100" : "80", "-y", wide ? "30" : "24", ";", "send-keys", "y"])
        Thread.sleep(forTimeInterval: 0.3)
        stored.append(try home.status().name)
        if stored.last != "notDetermined" { break }
      }
      return stored
    }
    #expect(stored.allSatisfy { $0 == "notDetermined" }, "\(stored)")
  }

  @Test("a 1×1 terminal does not crash, and y there stores nothing (nothing of the prompt is visible)")
  func oneByOne() async throws {
    let (atOneByOne, status, stored) = try await CaseRunner.run { () throws -> (String, Int32, String) in
      let home = try TestHome()
      let tmux = try TmuxSession(home.arguments)
      try tmux.waitFor("[ OK ]", timeout: 20)
      try tmux.resize(cols: 1, rows: 1)
      Thread.sleep(forTimeInterval: 1)  // well past the arming delay
      try tmux.send("y")
      Thread.sleep(forTimeInterval: 0.7)
      let atOneByOne = try home.status().name
      guard atOneByOne == "notDetermined" else { return (atOneByOne, -1, atOneByOne) }
      try tmux.resize(cols: 80, rows: 24)
      try tmux.waitFor("[ OK ]", timeout: 20)
      try tmux.send("Escape")
      return (atOneByOne, try tmux.exitStatus(timeout: 20), try home.status().name)
    }
    #expect(atOneByOne == "notDetermined")
    #expect(status == 4)
    #expect(stored == "notDetermined")
  }

  @Test(
    "Ctrl-Z, then fg with y typed at once: the prompt comes back disarmed and ignores the y",
    arguments: [false, true])
  func stopAndContinue(plain: Bool) async throws {
    let (resumed, status, stored) = try await CaseRunner.run { () throws -> (String, Int32, String) in
      let home = try TestHome()
      // An interactive shell, for job control: `fg` gives the tty back as it would to a user.
      let words = [Binary.path] + home.arguments + (plain ? ["--plain"] : [])
      let invocation = words.map(TmuxSession.quote).joined(separator: " ")
      let question = plain ? "Allow? [y/N]" : "[ OK ]"
      let tmux = try TmuxSession([], wrapper: "PS1='shell> ' bash --norc --noprofile -i")
      try tmux.waitFor("shell>", timeout: 20)
      try tmux.type(invocation)
      try tmux.send("Enter")
      try tmux.waitFor(question, timeout: 20)
      Pause.pastArmingDelay()
      try tmux.send("C-z")
      try tmux.waitFor("Stopped", timeout: 20)
      try tmux.send("f", "g", "Enter", "y")
      try tmux.waitUntil(timeout: 20, "the prompt never came back") { screen in
        // The line prompt asks again below the `fg`; the box is back on the alternate screen.
        guard let fg = screen.range(of: "shell> fg", options: .backwards) else { return screen.contains(question) }
        return screen[fg.upperBound...].contains(question)
      }
      Thread.sleep(forTimeInterval: 0.7)
      let resumed = try home.status().name
      guard resumed == "notDetermined" else { return (resumed, -1, resumed) }
      Pause.pastArmingDelay()
      try tmux.send("Escape")
      try tmux.waitUntil(timeout: 20, "the shell never came back") {
        $0.split(separator: "\n").last?.hasPrefix("shell>") == true
      }
      try tmux.type("exit $?")
      try tmux.send("Enter")
      return (resumed, try tmux.exitStatus(timeout: 20), try home.status().name)
    }
    #expect(resumed == "notDetermined")
    #expect(status == 4)
    #expect(stored == "notDetermined")
  }

  @Test("list writing into a pipe nobody reads dies of SIGPIPE (141), as a filter should")
  func listIntoClosedPipe() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    let statusFile = home.url.path + ".list-status"
    defer { try? FileManager.default.removeItem(atPath: statusFile) }
    let invocation = ([Binary.path, "list"] + home.arguments).map(TmuxSession.quote).joined(separator: " ")
    // The reader is gone before the first write: `true` exits while the writer still sleeps.
    let script = "{ sleep 0.5; \(invocation); echo $? > \(TmuxSession.quote(statusFile)); } | true"
    _ = try Shell.capture("/bin/sh", ["-c", script])
    let status = try String(contentsOfFile: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(status == "141")
  }
}
