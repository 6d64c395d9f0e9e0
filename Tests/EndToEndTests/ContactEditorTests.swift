import Foundation
import Testing

/// The browser's contact form and its a, e, d, u keys, end to end in tmux.
///
/// The first tests run on the bundled sample, which is read-only: they check the form, its
/// cursor and its dialogs, and that a refused save keeps the form open with a message. The
/// last one writes a real file and needs the store's save request wired to the browser's
/// `ContactEditing` seam; it is disabled until then.
@Suite("The contact form, in a real terminal", .serialized)
struct ContactEditorTests {
  /// The screen's row `row` (zero-based), trimmed at the end.
  static func row(_ screen: String, _ row: Int) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard row < lines.count else { return "" }
    var line = String(lines[row])
    while line.last == " " { line.removeLast() }
    return line
  }

  @Test("a opens an empty form with the cursor in the first name; Esc asks before discarding, on Keep Editing")
  func addFormAndDiscard() throws {
    let (_, tmux) = try BrowserTests.start()
    #expect(try tmux.cursor().visible == false, "no cursor over the list")
    try tmux.send("a")
    try tmux.waitFor("New contact")
    try tmux.type("Carla 山田")
    let typed = try tmux.waitFor("Carla 山田")
    #expect(Self.row(typed, 2).hasPrefix(" First name  Carla 山田"))
    let cursor = try tmux.cursor()
    #expect(cursor.visible)
    #expect(cursor.row == 2)
    #expect(cursor.col == 13 + 10, "after “Carla 山田”, the CJK characters two columns each")
    try tmux.send("Left", "Left", "BSpace")
    try tmux.waitFor("Carla山田")
    #expect(try tmux.cursor().col == 13 + 5)
    try tmux.send("Escape")
    try tmux.waitFor("Discard changes?")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    let kept = try tmux.waitUntil("Enter did not keep editing") { !$0.contains("Discard changes?") }
    #expect(kept.contains("Carla山田"), "the focus starts on Keep Editing, and nothing typed is lost")
    try tmux.send("Escape")
    try tmux.waitFor("Discard changes?")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor(BrowserTests.firstRow)
    #expect(try tmux.cursor().visible == false)
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("e opens the selected contact; Tab moves between fields; a save the source refuses keeps the form open")
  func editRefusedOnTheSample() throws {
    let (_, tmux) = try BrowserTests.start()
    try tmux.send("e")
    let form = try tmux.waitFor("Edit contact")
    #expect(Self.row(form, 2).hasPrefix(" First name"))
    try tmux.send("Tab")
    try tmux.waitUntil("Tab did not move the cursor") { _ in (try? tmux.cursor().row) == 3 }
    try tmux.type("x")
    try tmux.send("C-s")
    let refused = try tmux.waitUntil("no message after a refused save") { !Self.row($0, 22).isEmpty }
    #expect(refused.contains("Edit contact"), "the form stays open")
    try tmux.send("Escape")
    try tmux.waitFor("Discard changes?")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor(BrowserTests.firstRow)
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("d asks “Delete …?” with the focus on Cancel; Enter cancels and the contact stays")
  func deleteCancelled() throws {
    let (_, tmux) = try BrowserTests.start()
    let before = try BrowserTests.settled(tmux)
    try tmux.send("d")
    // The whole dialog: a screen caught while it is still being drawn may show the title alone.
    let dialog = try tmux.waitUntil("the dialog never showed its two buttons") {
      $0.contains("Delete ") && $0.contains("Cancel")
    }
    #expect(dialog.contains("Cancel") && dialog.contains("Delete"))
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    try tmux.waitUntil("Enter did not close the dialog") { !$0.contains("undoes it") }
    let after = try BrowserTests.settled(tmux)
    #expect(after == before)
    try tmux.send("u")
    try tmux.waitFor("Nothing to undo")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("add through the form, edit a phone, delete and undo: each written to the file")
  func addEditDeleteUndo() throws {
    let home = try TestHome()
    let source = home.url.path + "-contacts.vcf"
    try "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:anna\r\nFN:Anna Adams\r\nN:Adams;Anna;;;\r\nEND:VCARD\r\n".write(
      toFile: source, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: source) }
    let granted = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
    #expect(granted.status == 0)
    let tmux = try TmuxSession(home.arguments + ["--contacts", source])
    try tmux.waitFor("1 of 1 contacts")
    func file() throws -> String { try String(contentsOfFile: source, encoding: .utf8) }

    // Add: first and last name, and a phone from the "+ add phone" line.
    try tmux.send("a")
    try tmux.waitFor("New contact")
    try tmux.type("Carla")
    try tmux.send("Tab")
    try tmux.type("Cruz")
    for _ in 0..<5 { try tmux.send("Tab") }  // company, job title, nickname, birthday, + add phone
    try tmux.send("Enter")
    try tmux.type("+49 176 1111111")
    try tmux.send("C-s")
    try tmux.waitFor("Added Carla Cruz")
    #expect(try file().contains("Carla"))
    #expect(try file().contains("+49 176 1111111"))

    // Edit the phone: the first name, five fields, the row's label, then its number.
    try tmux.send("e")
    try tmux.waitFor("Edit contact")
    for _ in 0..<7 { try tmux.send("Tab") }
    try tmux.send("C-u")
    try tmux.type("+49 176 2222222")
    try tmux.send("C-s")
    try tmux.waitFor("Saved Carla Cruz")
    #expect(try file().contains("+49 176 2222222"))
    #expect(try !file().contains("+49 176 1111111"))
    #expect(try file().contains("FN:Anna Adams"), "the other card is untouched")

    // Delete, then undo the delete and the edit.
    try tmux.send("d")
    try tmux.waitFor("Delete Carla Cruz?")
    Pause.pastArmingDelay()
    try tmux.send("y")
    try tmux.waitFor("Deleted Carla Cruz")
    #expect(try !file().contains("Carla"))
    try tmux.send("u")
    try tmux.waitFor("Undid deleting Carla Cruz")
    #expect(try file().contains("+49 176 2222222"))
    try tmux.send("u")
    try tmux.waitFor("Undid editing Carla Cruz")
    #expect(try file().contains("+49 176 1111111"))
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("a save made by another process reaches an open browser, which keeps its selection")
  func anotherProcessSaves() throws {
    let home = try TestHome()
    let source = home.url.path + "-contacts.vcf"
    try
      ("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:anna\r\nFN:Anna Adams\r\nN:Adams;Anna;;;\r\nEND:VCARD\r\n"
      + "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:zoe\r\nFN:Zoe Zeller\r\nN:Zeller;Zoe;;;\r\nEND:VCARD\r\n").write(
        toFile: source, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: source) }
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"]).status == 0)
    let tmux = try TmuxSession(home.arguments + ["--contacts", source])
    try tmux.waitFor("1 of 2 contacts")
    try tmux.send("j")
    try tmux.waitFor("2 of 2 contacts")
    let added = try home.cli(["add", "--contacts", source, "--name", "Bert Brown"])
    #expect(added.status == 0)
    // Bert sorts between the two; Zoe stays selected, now the third of three.
    let screen = try tmux.waitFor("3 of 3 contacts")
    #expect(screen.contains("Bert Brown"))
    try tmux.send("Enter")
    try tmux.waitFor("Zoe Zeller")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }
}
