import Foundation
import Testing

/// The permission flow, end to end: the real binary in tmux at 80×24, a fresh `--home` each.
@Suite("The permission prompt, in a real terminal", .serialized)
struct PromptFlowTests {
  static let promptTitle = "Would Like to Access Your Contacts"
  static let listMarker = "contacts"

  @Test("keys typed before the box appears, and inside the arming delay, do not answer it")
  func typeaheadAndArmingDelayAreIgnored() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments, wrapper: "printf y; $CT")
    try tmux.send("y", "Enter")  // typeahead, before or while the box appears
    try tmux.waitFor(Self.promptTitle)
    try tmux.send("y")  // inside the delay
    Pause.insideArmingDelay()
    try tmux.send("Enter")  // still inside: the first key restarted the delay
    Pause.insideArmingDelay()
    #expect(try tmux.screen().contains(Self.promptTitle))
    #expect(try home.status().name == "notDetermined")
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 4)
    #expect(try home.status().name == "notDetermined")
  }

  @Test("OK shows the list, status says authorized, and a second run does not ask again")
  func okGrantsAndIsRemembered() throws {
    let home = try TestHome()
    do {
      let tmux = try TmuxSession(home.arguments)
      try tmux.waitFor(Self.promptTitle)
      Pause.pastArmingDelay()
      try tmux.send("y")
      let list = try tmux.waitFor("of 250 contacts")
      #expect(!list.contains(Self.promptTitle))
      try tmux.send("q")
      #expect(try tmux.exitStatus() == 0)
    }
    let status = try home.status()
    #expect(status.name == "authorized")
    #expect(status.code == 0)
    let fileMode = try FileManager.default.attributesOfItem(atPath: home.database.path)[.posixPermissions] as? Int
    let directoryMode = try FileManager.default.attributesOfItem(atPath: home.url.path)[.posixPermissions] as? Int
    #expect(fileMode == 0o600)
    #expect(directoryMode == 0o700)

    let again = try TmuxSession(home.arguments)
    let screen = try again.waitFor("of 250 contacts")
    #expect(!screen.contains(Self.promptTitle))
    try again.send("q")
    #expect(try again.exitStatus() == 0)
  }

  @Test("Enter on the focused OK button grants, after Tab moves the focus from Don’t Allow")
  func tabThenEnterPressesOK() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments)
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("Tab")
    Pause.pastArmingDelay()  // a focus move disarms: Enter at once would be typing
    try tmux.send("Enter")
    try tmux.waitFor("of 250 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try home.status().name == "authorized")
  }

  @Test("permissions reset brings the prompt back")
  func resetAsksAgain() throws {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    #expect(try home.status().name == "authorized")
    let reset = try home.cli(["permissions", "reset", "com.example.ContactsDemo"])
    #expect(reset.status == 0)
    #expect(try home.status().name == "notDetermined")
    let tmux = try TmuxSession(home.arguments)
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 4)
  }

  @Test("n denies with exit 1, stores denied, and the next run shows the denied screen")
  func denyIsStoredAndExplained() throws {
    let home = try TestHome()
    do {
      let tmux = try TmuxSession(home.arguments)
      try tmux.waitFor(Self.promptTitle)
      Pause.pastArmingDelay()
      try tmux.send("n")
      try tmux.waitFor("does not have access")
      try tmux.send("x")
      #expect(try tmux.exitStatus() == 1)
    }
    let status = try home.status()
    #expect(status.name == "denied")
    #expect(status.code == 1)
    let again = try TmuxSession(home.arguments)
    let screen = try again.waitFor("contacts-tui permissions set com.example.ContactsDemo allow")
    #expect(!screen.contains(Self.promptTitle))
    try again.send("Enter")
    #expect(try again.exitStatus() == 1)
  }

  @Test("Esc dismisses with exit 4 and stores nothing, within 100 ms of the key")
  func escapeDismisses() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments)
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 4)
    #expect(try home.status().name == "notDetermined")
    #expect(try home.cli(["permissions", "--json"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
  }

  @Test("--timeout dismisses the prompt with exit 4 and stores nothing")
  func timeoutDismisses() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments + ["--timeout", "1"])
    try tmux.waitFor(Self.promptTitle)
    #expect(try tmux.exitStatus(timeout: 5) == 4)
    #expect(try home.status().name == "notDetermined")
  }
}
