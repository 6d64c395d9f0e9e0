import Foundation
import Testing

/// The contact browser, end to end: the real binary in tmux on the bundled sample (250 contacts),
/// access granted beforehand from the command line, a fresh `--home` each.
@Suite("The contact browser, in a real terminal", .serialized)
struct BrowserTests {
  static let firstRow = "1 of 250 contacts"

  /// A granted home and the browser running in it, at its first screen.
  static func start(cols: Int = 80, rows: Int = 24, _ extra: [String] = []) throws -> (TestHome, TmuxSession) {
    let home = try TestHome()
    let granted = try home.cli(["permissions", "set", "com.example.ContactsDemo", "allow"])
    guard granted.status == 0 else { throw E2EFailure("could not grant: \(granted.stderr)") }
    let tmux = try TmuxSession(home.arguments + extra, cols: cols, rows: rows)
    try tmux.waitFor(firstRow)
    return (home, tmux)
  }

  /// The screen once it has stopped changing (two captures 200 ms apart agree).
  static func settled(_ tmux: TmuxSession) throws -> String {
    var last = try tmux.screen()
    for _ in 0..<50 {
      Thread.sleep(forTimeInterval: 0.2)
      let now = try tmux.screen()
      if now == last { return now }
      last = now
    }
    throw E2EFailure("the screen kept changing:\n\(last)")
  }

  /// The status line (the last non-empty line of the screen).
  static func status(_ screen: String) -> String {
    screen.split(separator: "\n").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
  }

  @Test("G goes to the last contact and g back to the first; PgDn pages")
  func scrollToEndAndBack() throws {
    let (_, tmux) = try Self.start()
    try tmux.send("G")
    let end = try tmux.waitFor("250 of 250 contacts")
    #expect(!end.contains(" A \n"))
    try tmux.send("g")
    let top = try tmux.waitFor(Self.firstRow)
    // The A header, with the right-hand column's name beside it.
    #expect(top.split(separator: "\n").dropFirst().first?.split(separator: " ").first == "A")
    try tmux.send("PageDown")
    try tmux.waitUntil("PgDn did not move") { !Self.status($0).hasPrefix("1 of") }
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("/jose finds José Álvarez and Enter opens it; renee finds the decomposed Renée Dubois; Esc clears")
  func search() throws {
    let (_, tmux) = try Self.start()
    try tmux.send("/")
    try tmux.type("jose")
    let found = try tmux.waitFor("/jose")
    #expect(found.contains("José Álvarez"))
    #expect(found.contains("match"))
    try tmux.send("Enter")
    try tmux.waitFor("Esc back")  // Enter opened the card of the selected result
    try tmux.send("Escape")
    try tmux.waitFor("for “jose”")
    try tmux.send("Escape")
    let cleared = try tmux.waitFor("of 250 contacts")
    #expect(cleared.contains("José Álvarez"), "the found contact stays selected and in view")
    try tmux.send("/")
    try tmux.type("renee")
    let nfd = try tmux.waitFor("/renee")
    #expect(nfd.contains("Dubois"))
    try tmux.send("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
    let widened = try tmux.waitUntil("Backspace did not end the search") { Self.status($0).hasSuffix("q quit") }
    #expect(widened.contains("José Álvarez"), "back where the search started")
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("Enter opens the card with labels in plain words; Esc returns to the same row and screen")
  func detailCard() throws {
    let (_, tmux) = try Self.start()
    try tmux.send("'", "c", "j", "j")
    try tmux.waitUntil("the jump did not land") { !Self.status($0).hasPrefix("1 of") }
    let list = try Self.settled(tmux)
    try tmux.send("Enter")
    let card = try tmux.waitFor("Esc back")
    #expect(card.contains("mobile") || card.contains("work") || card.contains("home") || card.contains("email"))
    try tmux.send("Escape")
    try tmux.waitFor("of 250 contacts")
    #expect(try Self.settled(tmux) == list)
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("a resize in the middle of the list keeps the selected contact on screen, down to 20×5")
  func resize() throws {
    let (_, tmux) = try Self.start()
    try tmux.send("'", "m", "j", "j", "j")
    try tmux.waitUntil("the jump did not land") { !Self.status($0).hasPrefix("1 of") }
    _ = try Self.settled(tmux)
    try tmux.send("Enter")
    let card = try tmux.waitFor("Esc back")
    // The card's status line starts with the contact's name.
    let name = Self.status(card).components(separatedBy: "  ").first ?? ""
    #expect(!name.isEmpty)
    try tmux.send("Escape")
    try tmux.waitFor("of 250 contacts")
    for (cols, rows) in [(60, 10), (40, 6), (20, 5), (100, 30)] {
      try tmux.resize(cols: cols, rows: rows)
      let prefix = String(name.prefix(8))
      try tmux.waitUntil("\(name) not visible at \(cols)×\(rows)") { screen in
        let lines = screen.split(separator: "\n")
        return lines.count <= rows && lines.dropLast().contains { $0.contains(prefix) }
      }
    }
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("wide rows: CJK names and an emoji company keep the right edge")
  func wideRows() throws {
    let (_, tmux) = try Self.start()
    try tmux.send("/")
    try tmux.type("山田")
    let cjk = try tmux.waitFor("山田太郎")
    try tmux.send("Escape", "g")
    let top = try tmux.waitFor("Acme Pizza 🍕")
    for screen in [cjk, top] {
      for line in screen.split(separator: "\n") where line.contains("山田太郎") || line.contains("🍕") {
        #expect(Self.width(String(line)) <= 80, "\(line)")
        #expect(Self.width(String(line)) >= 78, "the secondary field ends at the right edge: \(line)")
      }
    }
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("a one-row move writes fewer than 400 bytes to the terminal")
  func bytesPerMove() throws {
    let (_, tmux) = try Self.start()
    Thread.sleep(forTimeInterval: 0.3)  // let the first frame finish reaching the terminal
    let capture = tmux.scratch.appendingPathComponent("pane-output")
    try Shell.run(
      "/usr/bin/tmux",
      ["-L", tmux.socket, "-f", "/dev/null", "pipe-pane", "-o", "cat >> \(TmuxSession.quote(capture.path))"])
    try tmux.send("j")
    try tmux.waitFor("2 of 250 contacts")
    Thread.sleep(forTimeInterval: 0.3)
    try Shell.run("/usr/bin/tmux", ["-L", tmux.socket, "-f", "/dev/null", "pipe-pane"])
    let bytes = (try? Data(contentsOf: capture))?.count ?? 0
    print("bytes written for one move: \(bytes)")
    #expect(bytes > 0, "the move reached the terminal")
    #expect(bytes < 400)
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("--sort given --display family-first: sorted by given name, family name shown first; CJK unchanged")
  func sortAndDisplayOptions() throws {
    let (_, tmux) = try Self.start(["--sort", "given", "--display", "family-first"])
    let top = try Self.settled(tmux)
    #expect(top.contains("Lovelace Ada"), "Ada sorts under A by her given name")
    try tmux.send("/")
    try tmux.type("jose alv")
    #expect(try tmux.waitFor("/jose alv").contains("Álvarez José"))
    try tmux.send("Escape", "/")
    try tmux.type("山田")
    #expect(try tmux.waitFor("/山田").contains("山田太郎"))
    try tmux.send("Escape", "q")
    #expect(try tmux.exitStatus() == 0)
  }

  @Test("? shows every key; q quits from the help with exit 0")
  func helpAndQuit() throws {
    let (_, tmux) = try Self.start()
    try tmux.send("?")
    // The box's last line, not its title: a capture can land while the box is still being drawn.
    let help = try tmux.waitFor("double-click opens")
    for key in ["search", "open the contact card", "quit", "jump to that section"] { #expect(help.contains(key)) }
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
  }

  /// Display width of a captured line (CJK and emoji take two columns).
  static func width(_ line: String) -> Int {
    line.unicodeScalars.reduce(0) { sum, scalar in
      let wide =
        (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
        || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
        || (0xFF00...0xFF60).contains(scalar.value) || (0x1F300...0x1FAFF).contains(scalar.value)
      let zero = (0x0300...0x036F).contains(scalar.value) || scalar.value == 0xFE0F || scalar.value == 0x200D
      return sum + (zero ? 0 : wide ? 2 : 1)
    }
  }
}
