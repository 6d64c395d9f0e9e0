import Foundation
import Testing

/// The browser's and the prompt's finer points, end to end in tmux: the field a search matched,
/// the labelled right-hand column, the sticky section header, the text cursor, Enter in a
/// search, the scroll marker on a cut help box, and the prompt's focus stopping at the ends.
@Suite("Browser and prompt edges, in a real terminal", .serialized)
struct BrowserEdgeTests {
  /// A small address book of our own (the tests do not depend on the sample's people): three
  /// people per letter, some with a company or an e-mail address, each with a 555 number (the
  /// B people's are 555 1010 to 1012), and one with a nickname.
  static func addressBook() throws -> URL {
    var text = ""
    for (offset, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".enumerated() {
      for number in 0..<3 {
        let family = "\(letter)\(["ander", "ello", "ington"][number])"
        let given = ["Ann", "Ben", "Cleo"][number]
        text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(given) \(family)\r\nN:\(family);\(given);;;\r\n"
        text += "TEL;TYPE=CELL:+1 212 555 \(1000 + offset * 10 + number)\r\n"
        if number == 1 { text += "ORG:\(family) & Co\r\n" }
        if number == 2 { text += "EMAIL:\(given.lowercased())@\(family.lowercased()).example\r\n" }
        text += "END:VCARD\r\n"
      }
    }
    text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Louise Reed\r\nN:Reed;Louise;;;\r\nNICKNAME:Lulu\r\n"
    text += "TEL:+1 212 555 9999\r\nEND:VCARD\r\n"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ct-edges-\(UUID().uuidString).vcf")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// A granted home and the browser on `addressBook()`, at its first screen.
  static func start(
    _ extra: [String] = [], cols: Int = 80, rows: Int = 24
  ) throws -> (TestHome, TmuxSession, URL) {
    let home = try TestHome()
    let granted = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
    guard granted.status == 0 else { throw E2EFailure("could not grant: \(granted.stderr)") }
    let book = try addressBook()
    let tmux = try TmuxSession(home.arguments + ["--contacts", book.path] + extra, cols: cols, rows: rows)
    try tmux.waitFor("1 of 79 contacts")
    return (home, tmux, book)
  }

  /// The screen's rows.
  static func lines(_ screen: String) -> [String] { screen.components(separatedBy: "\n") }

  @Test(
    "/lulu shows the nickname; /555 101 shows each number; a cursor follows the query; ↓ then Enter opens the second")
  func searchShowsTheMatchedField() throws {
    let (_, tmux, book) = try Self.start()
    defer { try? FileManager.default.removeItem(at: book) }
    #expect(try tmux.cursor().visible == false, "no text field has the focus")
    try tmux.send("/")
    try tmux.type("lulu")
    let lulu = try tmux.waitFor("1 match")
    let row = Self.lines(lulu)[1]
    #expect(row.contains("Louise Reed") && row.hasSuffix("Lulu"), "\(row)")
    let cursor = try tmux.cursor()
    #expect(cursor.visible && cursor.row == 23 && cursor.col == 6, "after “/lulu”: \(cursor)")
    try tmux.send("Escape")
    try tmux.waitFor("53 of 79 contacts")  // Louise Reed stays selected
    #expect(try tmux.cursor().visible == false)
    try tmux.send("/")
    try tmux.type("555 101")
    let numbers = try tmux.waitFor("4 matches")  // 555 1010 to 1012, and 555 1101
    let rows = Self.lines(numbers)[1...4]
    #expect(rows.allSatisfy { $0.contains("+1 212 555 1") }, "\(rows)")
    try tmux.send("Down")
    #expect(try tmux.screen().contains("Enter open"), "the query keeps the focus")
    try tmux.send("Enter")
    let card = try tmux.waitFor("Esc back")
    #expect(card.contains("Ben Bello"))
    #expect(!card.contains("scroll"), "a card that fits offers no scrolling")
    try tmux.send("Escape")
    try tmux.waitFor("2 of 4 matches")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try tmux.cursor().visible, "the cursor is back after exit")
  }

  @Test("the top line names the section of the top row and the column; --secondary email renames it")
  func stickyHeaderAndLabel() throws {
    let (_, tmux, book) = try Self.start()
    defer { try? FileManager.default.removeItem(at: book) }
    let first = Self.lines(try tmux.screen())[1]
    #expect(first.hasPrefix(" A ") && first.hasSuffix("Company / Phone"), "\(first)")
    try tmux.send("PageDown")
    try tmux.send("PageDown")
    let scrolled = try tmux.waitUntil("PgDn did not scroll") { !Self.lines($0)[2].contains("Ann Aander") }
    let top = Self.lines(scrolled)[1]
    #expect(top.count > 2 && top.dropFirst().first?.isLetter == true && top.hasSuffix("Company / Phone"), "\(top)")
    #expect(top.dropFirst().first != "A", "the header of the section scrolled to")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    let (_, email, other) = try Self.start(["--secondary", "email"])
    defer { try? FileManager.default.removeItem(at: other) }
    let screen = try email.screen()
    #expect(Self.lines(screen)[1].hasSuffix("E-mail"))
    #expect(screen.contains("cleo@aington.example"))
    try email.send("q")
    #expect(try email.exitStatus() == 0)
  }

  @Test("resized to 20×5, 1×1 and 100×40 under the delete dialog: the list behind and after it fills 40 rows")
  func resizeUnderDialog() throws {
    let (_, tmux, book) = try Self.start()
    defer { try? FileManager.default.removeItem(at: book) }
    try tmux.send("d")
    try tmux.waitFor("[ Delete ]")
    for (cols, rows) in [(20, 5), (1, 1), (100, 40)] {
      try tmux.resize(cols: cols, rows: rows)
      Thread.sleep(forTimeInterval: 0.3)
    }
    // Row 39 of 40 is the list's last: a list still laid out for 24 rows would leave it empty.
    let behind = try tmux.waitUntil("the list behind the dialog does not fill 40 rows") {
      $0.contains("[ Delete ]") && Self.lines($0).count >= 40
        && !Self.lines($0)[38].trimmingCharacters(in: .whitespaces).isEmpty
    }
    #expect(Self.lines(behind)[39].contains("1 of 79 contacts"), "the status line is on the last row:\n\(behind)")
    Pause.pastArmingDelay()
    try tmux.send("Escape")
    let after = try tmux.waitUntil("the dialog did not close") { !$0.contains("[ Delete ]") }
    #expect(!Self.lines(after)[38].trimmingCharacters(in: .whitespaces).isEmpty, "the list fills 40 rows:\n\(after)")
    #expect(Self.lines(after)[39].contains("1 of 79 contacts"))
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: book, encoding: .utf8).components(separatedBy: "BEGIN:VCARD").count == 80)
  }

  @Test("help cut by a 40×10 terminal shows that there is more")
  func helpMarker() throws {
    let (_, tmux, book) = try Self.start(cols: 40, rows: 10)
    defer { try? FileManager.default.removeItem(at: book) }
    try tmux.send("?")
    // The box's title and its last row are drawn in one frame, but tmux may show the frame's
    // bytes before all of them have arrived: wait for both.
    let help = try tmux.waitUntil("the help box did not open whole") { $0.contains("Keys") && $0.contains("↑↓ scroll") }
    #expect(help.contains("↓ 1–"), "\(help)")
    #expect(help.contains("↑↓ scroll"))
    try tmux.send("G")
    let end = try tmux.waitUntil("G did not scroll the help") { !$0.contains("↓ 1–") }
    #expect(end.contains(" ↑ "))
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("→ twice on the prompt stays on OK (no wrap-around), so Enter then grants")
  func promptFocusStops() throws {
    let home = try TestHome()
    let tmux = try TmuxSession(home.arguments)
    try tmux.waitFor(PromptFlowTests.promptTitle)
    Pause.pastArmingDelay()
    try tmux.send("Right")
    Pause.pastArmingDelay()
    try tmux.send("Right")
    Pause.pastArmingDelay()
    try tmux.send("Enter")
    try tmux.waitFor("? help")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    #expect(try home.status().name == "authorized")
  }
}
