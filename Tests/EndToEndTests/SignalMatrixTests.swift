import Foundation
import Testing

/// Every signal whose default action ends the process, sent to the app on every screen that is
/// up while a decision is open or shown: the terminal comes back whole, the status is 128+N, and
/// nothing is stored.
@Suite("Every ending signal gives the terminal back and stores nothing")
struct SignalMatrixTests {
  /// A signal and its name, for readable case names.
  struct EndingSignal: Sendable, CustomTestStringConvertible {
    let name: String
    let number: Int32
    var testDescription: String { "SIG\(name)" }

    static let all: [EndingSignal] = [
      .init(name: "INT", number: SIGINT), .init(name: "TERM", number: SIGTERM), .init(name: "HUP", number: SIGHUP),
      .init(name: "QUIT", number: SIGQUIT), .init(name: "USR1", number: SIGUSR1), .init(name: "USR2", number: SIGUSR2),
      .init(name: "ALRM", number: SIGALRM), .init(name: "PIPE", number: SIGPIPE), .init(name: "XCPU", number: SIGXCPU),
      .init(name: "XFSZ", number: SIGXFSZ), .init(name: "VTALRM", number: SIGVTALRM),
      .init(name: "PROF", number: SIGPROF),
    ]

    /// The signals of a crash: the tty is restored and the process dies of them, never stopping
    /// in the Swift runtime's interactive crash reporter.
    static let crashes: [EndingSignal] = [
      .init(name: "SEGV", number: SIGSEGV), .init(name: "ABRT", number: SIGABRT), .init(name: "ILL", number: SIGILL),
      .init(name: "TRAP", number: SIGTRAP), .init(name: "BUS", number: SIGBUS), .init(name: "FPE", number: SIGFPE),
    ]
  }

  /// Where the app is when the signal lands.
  enum Screen: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case prompt, linePrompt, picker, browser
    var testDescription: String { rawValue }

    /// The arguments after `--home`.
    var arguments: [String] {
      switch self {
      case .prompt, .browser: []
      case .linePrompt: ["--plain"]
      case .picker: ["--limited-access"]
      }
    }

    /// The status before and after: only the browser runs with a grant.
    var storedStatus: String { self == .browser ? "authorized" : "notDetermined" }

    /// Brings the app to this screen.
    func reach(in tmux: TmuxSession) throws {
      switch self {
      case .prompt: try tmux.waitFor("[ OK ]", timeout: 20)
      case .linePrompt: try tmux.waitFor("Allow? [y/N]", timeout: 20)
      case .browser: try tmux.waitFor("of 250 contacts", timeout: 20)
      case .picker:
        try tmux.waitFor("[ Continue ]", timeout: 20)
        Pause.pastArmingDelay()
        try tmux.send("y")
        try tmux.waitFor("Select Contacts…", timeout: 20)
        Pause.pastArmingDelay()
        try tmux.send("Enter")  // the focus starts on Select Contacts…
        try tmux.waitFor("0 selected", timeout: 20)
      }
    }
  }

  /// What the run left behind.
  struct Observed: Sendable {
    var exitStatus: Int32
    var stty: String
    var modes: TmuxSession.PaneModes
    var pasted: String
    var screenAfter: String
    var statusBefore: String
    var statusAfter: String
  }

  @Test(
    "an ending signal on any screen: 128+N, echo, line mode, main screen, cursor, no mouse, nothing stored",
    arguments: EndingSignal.all, Screen.allCases)
  func endingSignal(signal: EndingSignal, screen: Screen) async throws {
    let seen = try await CaseRunner.run { try Self.send(signal, on: screen) }
    Self.expectRestored(seen, status: 128 + signal.number)
    #expect(seen.statusAfter == screen.storedStatus)
  }

  @Test(
    "a crash signal at the prompt restores the tty and dies of it, never in the runtime's interactive crash screen",
    arguments: EndingSignal.crashes)
  func crashSignal(signal: EndingSignal) async throws {
    let seen = try await CaseRunner.run { try Self.send(signal, on: .prompt) }
    Self.expectRestored(seen, status: 128 + signal.number)
    #expect(!seen.screenAfter.contains("Program crashed"))
    #expect(!seen.screenAfter.contains("any other key"))
    #expect(seen.statusAfter == "notDetermined")
  }

  @Test(
    "outside the full screen too (list at work), SIGQUIT and crash signals never reach the runtime's crash screen; a crash prints its stack",
    arguments: [
      EndingSignal(name: "QUIT", number: SIGQUIT), EndingSignal(name: "SEGV", number: SIGSEGV),
      EndingSignal(name: "ABRT", number: SIGABRT),
    ])
  func signalDuringList(signal: EndingSignal) async throws {
    let (status, screen) = try await CaseRunner.run { () throws -> (Int32, String) in
      let home = try TestHome()
      _ = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
      // A source big enough that `list` is still reading it when the signal comes; `--match`
      // keeps its output empty, and its standard output stays the pane (the runtime's reporter
      // turns interactive only on a terminal).
      let source = try home.writeLargeSource()
      defer { try? FileManager.default.removeItem(atPath: source) }
      let pidFile = home.url.path + ".pid"
      defer { try? FileManager.default.removeItem(atPath: pidFile) }
      let tmux = try TmuxSession.foreground(
        ["list", "--contacts", source, "--match", "nobody-matches-this"] + home.arguments, pidFile: pidFile)
      let pid = try tmux.appPID(from: pidFile)
      Thread.sleep(forTimeInterval: 0.3)
      guard kill(pid, signal.number) == 0 else { throw E2EFailure("kill \(pid): errno \(errno)") }
      let status = try tmux.exitStatus(timeout: 20)
      return (status, try tmux.screen())
    }
    #expect(status == 128 + signal.number)
    #expect(!screen.contains("Program crashed"), "\(screen)")
    #expect(!screen.contains("any other key"))
    // A crash says where it happened, for a report: its stack, as module(+offset) lines (the
    // line naming the signal may have scrolled off the pane). SIGQUIT is no crash and says nothing.
    #expect(screen.contains("contacts-tui(+0x") == (signal.number != SIGQUIT), "\(screen)")
  }

  /// The checks every signal case shares.
  static func expectRestored(_ seen: Observed, status: Int32) {
    #expect(seen.exitStatus == status)
    #expect(seen.stty.contains(" echo "), "\(seen.stty)")
    #expect(seen.stty.contains(" icanon "), "\(seen.stty)")
    #expect(seen.modes == .restored)
    #expect(!seen.pasted.contains("200~"), "bracketed paste left on:\n\(seen.pasted)")
    #expect(seen.statusBefore == seen.statusAfter)
  }

  /// Starts the app on `screen`, sends `signal` to it, and records what it left.
  static func send(_ signal: EndingSignal, on screen: Screen) throws -> Observed {
    let home = try TestHome()
    if screen == .browser {
      let grant = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
      guard grant.status == 0 else { throw E2EFailure("could not grant: \(grant.stderr)") }
    }
    let before = try home.status().name
    let pidFile = home.url.path + ".pid"
    defer { try? FileManager.default.removeItem(atPath: pidFile) }
    let tmux = try TmuxSession.foreground(home.arguments + screen.arguments, pidFile: pidFile)
    try screen.reach(in: tmux)
    let pid = try tmux.appPID(from: pidFile)
    guard kill(pid, signal.number) == 0 else { throw E2EFailure("kill \(pid): errno \(errno)") }
    let status = try tmux.exitStatus(timeout: 20)
    let stty = try tmux.sttyAfterExit()
    let modes = try tmux.paneModes()
    let pasted = try tmux.pasteEcho("PASTE-PROBE-\(signal.name)")
    return Observed(
      exitStatus: status, stty: stty, modes: modes, pasted: pasted, screenAfter: try tmux.screen(),
      statusBefore: before, statusAfter: try home.status().name)
  }
}
