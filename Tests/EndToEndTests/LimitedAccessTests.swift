import Foundation
import Testing

/// Both API generations and iOS 18 limited access, end to end in tmux.
@Suite("Limited access and the AddressBook API, in a real terminal", .serialized)
struct LimitedAccessTests {
  static let promptTitle = PromptFlowTests.promptTitle

  @Test(
    "--api addressbook: y allows (exit 0), n denies (exit 1), Esc stores nothing (exit 4)",
    arguments: [("y", Int32(0), "authorized"), ("n", 1, "denied"), ("Escape", 4, "notDetermined")])
  func addressBookFlow(key: String, exit: Int32, status: String) throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments + ["--api", "addressbook"])
    let prompt = try tmux.waitFor(Self.promptTitle)
    #expect(prompt.contains("AddressBook (legacy)"))
    Pause.pastArmingDelay()
    try tmux.send(key)
    switch exit {
    case 0:
      try tmux.waitFor("of 250 contacts")
      try tmux.send("q")
    case 1:
      try tmux.waitFor("does not have access")
      try tmux.send("Enter")
    default: break
    }
    #expect(try tmux.exitStatus() == exit)
    #expect(try home.status().name == status)
  }

  @Test("--limited-access: pick 3 contacts; the browser and list --format json then hold exactly those 3")
  func pickThree() throws {
    let home = try TestHome()
    let chosen = try Self.grantLimited(home, picking: 3)
    let tmux = try TmuxSession(home.arguments)
    let screen = try tmux.waitFor("of 3 contacts")
    for name in chosen { #expect(screen.contains(name)) }
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)

    let status = try home.status()
    #expect(status.name == "limited")
    #expect(status.code == 0)
    let list = try home.cli(["list", "--format", "json"])
    #expect(list.status == 0)
    let people = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    #expect(people.count == 3)
    #expect(Set(people.compactMap { $0["identifier"] as? String }).count == 3)
    let permissions = try home.cli(["permissions"])
    #expect(permissions.stdout.contains("limited (3 contacts)"))
  }

  @Test("permissions edit adds one more contact, and the browser then shows 4")
  func editAddsOne() throws {
    let home = try TestHome()
    _ = try Self.grantLimited(home, picking: 3)
    do {
      let edit = try TmuxSession(["permissions", "edit", "com.example.ContactsDemo"] + home.arguments)
      let picker = try edit.waitFor("3 selected")
      #expect(picker.components(separatedBy: "[x]").count - 1 == 3)
      Pause.pastArmingDelay()
      try edit.send("j", "j", "j", "Space")
      try edit.waitFor("4 selected")
      try edit.send("Enter")
      try edit.waitFor("Share 4 Contacts?")
      Pause.pastArmingDelay()
      try edit.send("Enter")
      #expect(try edit.exitStatus() == 0)
    }
    let tmux = try TmuxSession(home.arguments)
    try tmux.waitFor("of 4 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("under limited access the browser's m opens Manage Selection, and sharing one more reloads it")
  func manageFromTheBrowser() throws {
    let home = try TestHome()
    _ = try Self.grantLimited(home, picking: 2)
    let tmux = try TmuxSession(home.arguments)
    let browser = try tmux.waitFor("of 2 contacts")
    #expect(browser.contains("m manage"))
    try tmux.send("m")
    try tmux.waitFor("2 selected")
    Pause.pastArmingDelay()
    try tmux.send("j", "j", "Space")
    try tmux.waitFor("3 selected")
    try tmux.send("Enter")
    try tmux.waitFor("Share 3 Contacts?")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    try tmux.waitFor("of 3 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try home.cli(["permissions"]).stdout.contains("limited (3 contacts)"))
  }

  @Test("a change stored by another process reaches the open browser: more contacts, then none")
  func changesReachAnOpenBrowser() throws {
    let home = try TestHome()
    _ = try Self.grantLimited(home, picking: 1)
    let tmux = try TmuxSession(home.arguments)
    try tmux.waitFor("of 1 contact")
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    try tmux.waitFor("of 250 contacts", timeout: 5)
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "deny"]).status == 0)
    #expect(try tmux.exitStatus(timeout: 5) == 1)
  }

  @Test("an app whose Info.plist sets ContactsTUILimitedAccess gets the two-stage prompt without the flag")
  func manifestAsksForLimitedAccess() throws {
    let home = try TestHome()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    let plist = home.url.appendingPathComponent("Limited.plist").path
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>com.example.Picky</string>
    <key>CFBundleDisplayName</key><string>Picky</string>
    <key>NSContactsUsageDescription</key><string>Picky shows the people you choose.</string>
    <key>ContactsTUILimitedAccess</key><true/>
    </dict></plist>
    """.write(toFile: plist, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession(home.arguments + ["--app", plist])
    let first = try tmux.waitFor("[ Continue ]")
    #expect(first.contains("“Picky” Would Like to Access Your Contacts"))
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    #expect(try tmux.exitStatus() == 4)
  }

  @Test("Allow Full Access leads to authorized")
  func fullAccess() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments + ["--limited-access"])
    try tmux.waitFor("[ Continue ]")
    Pause.pastArmingDelay()
    try tmux.send("y")
    let second = try tmux.waitFor("Allow Full Access")
    #expect(second.contains("Select Contacts…"))
    Pause.pastArmingDelay()
    try tmux.send("Tab")
    Pause.pastArmingDelay()  // a focus move disarms: Enter at once would be typing
    try tmux.send("Enter")
    try tmux.waitFor("of 250 contacts")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try home.status().name == "authorized")
  }

  @Test("Don’t Allow in the first stage denies; Esc in the picker goes back, not away")
  func firstStageDenyAndPickerBack() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments + ["--limited-access"])
    try tmux.waitFor("[ Continue ]")
    Pause.pastArmingDelay()
    try tmux.send("Enter")  // focus starts on Don’t Allow
    try tmux.waitFor("does not have access")
    try tmux.send("Enter")
    #expect(try tmux.exitStatus() == 1)
    #expect(try home.status().name == "denied")
  }

  /// Runs the two-stage prompt and ticks the first `count` contacts; returns their names as shown.
  static func grantLimited(_ home: TestHome, picking count: Int) throws -> [String] {
    let tmux = try TmuxSession(home.arguments + ["--limited-access"])
    try tmux.waitFor("[ Continue ]")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("Select Contacts…")
    Pause.pastArmingDelay()
    try tmux.send("Enter")  // focus starts on Select Contacts…
    let picker = try tmux.waitFor("0 selected")
    let rows = picker.split(separator: "\n").filter { $0.contains("[ ]") }.prefix(count)
    let names = rows.map { row in
      String(row.replacingOccurrences(of: "[ ]", with: "").trimmingCharacters(in: .whitespaces).prefix(12))
    }
    Pause.pastArmingDelay()
    for index in 0..<count {
      if index > 0 { try tmux.send("j") }
      try tmux.send("Space")
    }
    try tmux.waitFor("\(count) selected")
    try tmux.send("Enter")
    try tmux.waitFor(count == 1 ? "Share 1 Contact?" : "Share \(count) Contacts?")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    try tmux.waitFor("of \(count) contact")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    return names
  }
}
