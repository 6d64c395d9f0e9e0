import Foundation
import Testing

/// Limited access is by card, not by UID, end to end: a file with two cards of one UID.
@Suite("Two cards with one UID are shared one at a time", .serialized)
struct DuplicateUIDTests {
  static func card(_ uid: String, _ given: String, _ family: String, _ extra: String = "") -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(given) \(family)\r\nN:\(family);\(given);;;\r\n\(extra)END:VCARD\r\n"
  }

  @Test("ticking one of two cards with one UID ticks one, shares one, and a later card with that UID stays unshared")
  func pickOneOfTwo() throws {
    let home = try TestHome()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ct-dup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dup.vcf")
    let cards = Self.card("same", "Alice", "Adams", "TEL:111\r\n") + Self.card("same", "Bob", "Brown", "TEL:222\r\n")
    try Data(cards.utf8).write(to: file)
    let sources = ["--contacts", file.path]

    let tmux = try TmuxSession(home.arguments + sources + ["--limited-access"])
    try tmux.waitFor("[ Continue ]")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("Select Contacts…")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    let picker = try tmux.waitFor("0 selected")
    #expect(picker.contains("Alice Adams") && picker.contains("Bob Brown"))
    Pause.pastArmingDelay()
    try tmux.send("Space")
    let ticked = try tmux.waitFor("1 selected")
    #expect(ticked.components(separatedBy: "[x]").count - 1 == 1, "one row ticked: \(ticked)")
    try tmux.send("Enter")
    let confirm = try tmux.waitFor("Share 1 Contact?")
    #expect(confirm.contains("Alice Adams") && !confirm.contains("Bob Brown"))
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    let browser = try tmux.waitFor("of 1 contact")
    #expect(browser.contains("Alice") && !browser.contains("Bob"))
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)

    // A card added later with the picked UID, in front of the picked one: still only Alice.
    try Data((Self.card("same", "Mallory", "Mole", "NOTE:secret\r\nBDAY:secret-date\r\n") + cards).utf8).write(to: file)
    let list = try home.cli(["list", "--format", "tsv"] + sources)
    #expect(list.status == 0)
    let rows = list.stdout.split(separator: "\n").dropFirst()
    #expect(rows.count == 1)
    #expect(rows.first?.contains("Alice Adams") == true, "\(list.stdout)")
    #expect(!list.stdout.contains("Mallory") && !list.stdout.contains("Bob"))
    #expect(list.stderr.isEmpty, "no diagnostic tells of an unshared card: \(list.stderr)")
    let match = try home.cli(["list", "--match", "mole"] + sources)
    #expect(match.stdout.isEmpty, "search never finds an unshared card")
    #expect(try home.cli(["permissions"]).stdout.contains("limited (1 contacts)"))

    let again = try TmuxSession(home.arguments + sources)
    let screen = try again.waitFor("of 1 contact")
    #expect(screen.contains("Alice") && !screen.contains("Mallory") && !screen.contains("Bob"))
    #expect(!screen.contains("warning"), "the unshared card's bad BDAY is no warning here")
    try again.send("q")
    #expect(try again.exitStatus() == 0)
    #expect(!(try again.screen()).contains("secret"), "nor a diagnostic on stderr after the browser")
  }
}
