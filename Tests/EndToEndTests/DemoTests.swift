import Foundation
import Testing

/// `contacts-tui demo`: autoplay, its loop, the captions of `--step`, and the demo's denial, end
/// to end in tmux. Each demo gets a TMPDIR of its own, to check it leaves no folder behind.
@Suite("The demo, in a real terminal", .serialized)
struct DemoEndToEndTests {
  /// A fresh, empty folder for the demo's TMPDIR.
  static func scratchTMPDIR() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ct-demo-tmp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// What the demo left in `folder`.
  static func leftovers(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("contacts-tui-demo-") }
  }

  @Test("demo --autoplay --speed 20 plays the whole tour by itself, exits 0 and leaves no data directory")
  func autoplayRunsToTheEnd() throws {
    let tmp = try Self.scratchTMPDIR()
    defer { try? FileManager.default.removeItem(at: tmp) }
    let tmux = try TmuxSession(["demo", "--autoplay", "--speed", "20", "--step"], environment: ["TMPDIR": tmp.path])
    // The tour passes through every stage; each is seen on the way by its caption or content.
    try tmux.waitFor("iOS shows this alert once", timeout: 20)
    #expect(try !Self.leftovers(tmp).isEmpty)  // the round's folder exists while it runs
    try tmux.waitFor("Settings › Privacy › Contacts: every app that asked", timeout: 60)
    #expect(try tmux.exitStatus(timeout: 60) == 0)
    #expect(try Self.leftovers(tmp) == [])
  }

  @Test(
    "autoplay works with the legacy API and with the limited-access prompt and its picker",
    arguments: [
      (["--api", "addressbook"], "AddressBook (legacy)", "Access granted"),
      (["--limited-access"], "Contacts.framework", "Limited access: the app sees only the contacts ticked here"),
    ])
  func autoplayVariants(options: [String], api: String, stage: String) throws {
    let tmp = try Self.scratchTMPDIR()
    defer { try? FileManager.default.removeItem(at: tmp) }
    let tmux = try TmuxSession(
      ["demo", "--autoplay", "--speed", "20", "--step"] + options, environment: ["TMPDIR": tmp.path])
    try tmux.waitFor(api, timeout: 20)
    try tmux.waitFor(stage, timeout: 30)
    try tmux.waitFor("Settings › Privacy › Contacts: every app that asked", timeout: 60)
    #expect(try tmux.exitStatus(timeout: 60) == 0)
    #expect(try Self.leftovers(tmp) == [])
  }

  @Test("the search and the edit of autoplay are saved in the demo's copy: the browser says Saved")
  func autoplayEditsAndSaves() throws {
    let tmp = try Self.scratchTMPDIR()
    defer { try? FileManager.default.removeItem(at: tmp) }
    let tmux = try TmuxSession(["demo", "--autoplay", "--speed", "10"], environment: ["TMPDIR": tmp.path])
    try tmux.waitFor("/mar ", timeout: 30)
    try tmux.waitFor("Head of Demos", timeout: 30)
    try tmux.waitFor("Saved ", timeout: 30)
    #expect(try tmux.exitStatus(timeout: 60) == 0)
    #expect(try Self.leftovers(tmp) == [])
  }

  @Test("a real key stops demo --autoplay --loop: exit 0, no data directory left, nothing answered")
  func realKeyStopsTheLoop() throws {
    let tmp = try Self.scratchTMPDIR()
    defer { try? FileManager.default.removeItem(at: tmp) }
    let tmux = try TmuxSession(["demo", "--autoplay", "--speed", "20", "--loop"], environment: ["TMPDIR": tmp.path])
    // Round one ends at the privacy screen; round two starts at the prompt again.
    try tmux.waitFor("Privacy › Contacts", timeout: 60)
    try tmux.waitFor("Would Like to Access Your Contacts", timeout: 60)
    try tmux.send("x")
    #expect(try tmux.exitStatus(timeout: 20) == 0)
    #expect(try Self.leftovers(tmp) == [])
  }

  @Test("a real Enter at the autoplay prompt is not an answer: it stops the demo, exit 0")
  func realKeyAtThePromptStops() throws {
    let tmp = try Self.scratchTMPDIR()
    defer { try? FileManager.default.removeItem(at: tmp) }
    let tmux = try TmuxSession(["demo", "--autoplay", "--speed", "0.2"], environment: ["TMPDIR": tmp.path])
    try tmux.waitFor("Would Like to Access Your Contacts")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    #expect(try tmux.exitStatus(timeout: 20) == 0)
    #expect(try !tmux.history().contains("of 250 contacts"))  // the browser never opened
    #expect(try Self.leftovers(tmp) == [])
  }

  @Test("--step captions each stage by hand: the prompt, the list, a card, the privacy screen")
  func stepCaptions() throws {
    let tmp = try Self.scratchTMPDIR()
    defer { try? FileManager.default.removeItem(at: tmp) }
    let tmux = try TmuxSession(["demo", "--step"], environment: ["TMPDIR": tmp.path])
    try tmux.waitFor("The app asked for access; iOS shows this alert once and remembers the answer.")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("Access granted: the app reads the contacts")
    try tmux.send("Enter")
    try tmux.waitFor("A contact's card")
    try tmux.send("Escape", "q")
    try tmux.waitFor("Settings › Privacy › Contacts: every app that asked, and its access.")
    try tmux.send("Enter")
    try tmux.waitFor("Access can be changed here at any time")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try Self.leftovers(tmp) == [])
  }

  @Test("a denial in the demo says it forgets the answer and to run contacts-tui demo, naming no folder")
  func demoDenial() throws {
    let tmp = try Self.scratchTMPDIR()
    defer { try? FileManager.default.removeItem(at: tmp) }
    let tmux = try TmuxSession(["demo", "--step"], environment: ["TMPDIR": tmp.path])
    try tmux.waitFor("Would Like to Access Your Contacts")
    Pause.pastArmingDelay()
    try tmux.send("n")
    let screen = try tmux.waitFor("This demo forgets every answer when it ends.")
    #expect(screen.contains("  contacts-tui demo"))
    #expect(!screen.contains("--home"))
    #expect(!screen.contains(tmp.path))
    #expect(screen.contains("Denied: iOS never asks again"))
    try tmux.send("x")
    try tmux.waitFor("Privacy › Contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 1)
    #expect(try Self.leftovers(tmp) == [])
  }

  @Test(
    "autoplay outside demo is a usage error (exit 2): scripted keys never reach a real data directory",
    arguments: [
      ["--autoplay"], ["--autoplay", "--speed", "20"], ["request", "--autoplay"], ["settings", "--autoplay"],
    ]
  )
  func autoplayOutsideDemo(arguments: [String]) throws {
    let home = try TestHome()
    let output = try Shell.capture(Binary.path, arguments + home.arguments)
    #expect(output.status == 2)
    #expect(output.stderr.contains("--autoplay"))
    #expect(try home.cli(["status"]).stdout.contains("notDetermined"))
  }
}
