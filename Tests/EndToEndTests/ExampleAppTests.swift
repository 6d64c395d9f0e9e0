import Foundation
import Testing

/// The example app (Examples/contacts-example), run as a user runs it: it asks as the bundled
/// demo app, in the data directory `CONTACTS_TUI_HOME` names, and exits 0 on a grant, 1 without.
@Suite("The example app, through both API generations", .serialized)
struct ExampleAppTests {
  static let demoApp = "com.example.ContactsDemo"
  static let promptTitle = "Would Like to Access Your Contacts"

  /// A data directory where contacts-tui has stored `decision` (allow or deny) for the demo app.
  static func home(deciding decision: String) throws -> TestHome {
    let home = try TestHome()
    let set = try home.cli(["permissions", "set", demoApp, decision])
    #expect(set.status == 0, "permissions set failed: \(set.stderr)")
    return home
  }

  /// Runs the example without a terminal against `home`.
  static func run(_ home: TestHome, _ arguments: [String] = []) throws -> Shell.Output {
    try Shell.capture(
      Binary.example, arguments, environment: ["CONTACTS_TUI_HOME": home.url.path], newSession: true)
  }

  @Test("an app already allowed reads the sample's 250 contacts and exits 0", arguments: [[], ["--legacy"]])
  func granted(arguments: [String]) throws {
    let home = try Self.home(deciding: "allow")
    let output = try Self.run(home, arguments)
    #expect(output.status == 0, "stderr: \(output.stderr)")
    #expect(output.stdout.contains("Access granted: 250 contacts."))
  }

  @Test("an app already denied reads nothing, is not asked again, and exits 1", arguments: [[], ["--legacy"]])
  func denied(arguments: [String]) throws {
    let home = try Self.home(deciding: "deny")
    let output = try Self.run(home, arguments)
    #expect(output.status == 1, "stderr: \(output.stderr)")
    #expect(!output.stdout.contains("Access granted"))
    #expect(try home.status().name == "denied")
  }

  @Test("undecided: OK in the prompt grants, the example reads the contacts and exits 0")
  func promptAllow() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(
      [], environment: ["CONTACTS_TUI_HOME": home.url.path], binary: Binary.example)
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("y")
    #expect(try tmux.exitStatus() == 0)
    #expect(try tmux.history().contains("Access granted: 250 contacts."))
    #expect(try home.status().name == "authorized")
  }

  @Test("legacy, undecided: Don't Allow gives (false, nil) and the example, honouring granted, exits 1")
  func legacyPromptDeny() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(
      ["--legacy"], environment: ["CONTACTS_TUI_HOME": home.url.path], binary: Binary.example)
    try tmux.waitFor(Self.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("n")
    #expect(try tmux.exitStatus() == 1)
    #expect(!(try tmux.history().contains("Access granted")))
    #expect(try home.status().name == "denied")
  }
}
