import Foundation
import Testing

/// `contacts-tui duplicates`, run as a user would, on an address book with known duplicates.
@Suite("contacts-tui duplicates")
struct DuplicatesCommandTests {
  /// Anna three times (a shared e-mail with the domain in another case; a phone written
  /// nationally and internationally; the name in the other order), Bob twice by name, and Carol
  /// alone, whose number differs from Anna's by one digit.
  static let book = [
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:anna-1\r\nN:Schmidt;Anna;;;\r\nFN:Anna Schmidt\r\n"
      + "EMAIL:anna@example.com\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:anna-2\r\nN:Schmidt;A.;;;\r\nFN:A. Schmidt\r\n"
      + "EMAIL:anna@EXAMPLE.COM\r\nTEL;TYPE=CELL:0176 1234567\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:anna-3\r\nN:Annie;S;;;\r\nFN:Annie S\r\n"
      + "TEL:+49 176 1234567\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:bob-1\r\nN:Jones;Bob;;;\r\nFN:Bob Jones\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:bob-2\r\nN:Bob;Jones;;;\r\nFN:Jones Bob\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:carol-1\r\nN:King;Carol;;;\r\nFN:Carol King\r\n"
      + "TEL:0176 1234568\r\nEND:VCARD\r\n",
  ].joined()

  static func setUp(_ decision: String = "allow") throws -> (TestHome, String) {
    let home = try TestHome()
    #expect(try home.cli(["permissions", "set", "com.example.ContactsDemo", decision]).status == 0)
    let path = try ListCommandTests.write(book, named: "book.vcf", in: home)
    return (home, path)
  }

  /// No locale region unless a test gives one.
  static let noLocale = ["LC_ALL": "C", "LC_MESSAGES": "", "LANG": ""]

  @Test("with --region DE the clusters are Anna's three cards and Bob's two, each with its reasons")
  func regionDE() throws {
    let (home, path) = try Self.setUp()
    let output = try home.cli(["duplicates", "--contacts", path, "--region", "DE"], environment: Self.noLocale)
    #expect(output.status == 0)
    #expect(
      output.stdout == """
        2 groups of likely duplicates (5 contacts).

        1. 3 contacts
           Anna Schmidt  [anna-1]  same e-mail anna@example.com
           A. Schmidt  [anna-2]  same e-mail anna@example.com; same phone +491761234567
           Annie S  [anna-3]  same phone +491761234567

        2. 2 contacts
           Bob Jones  [bob-1]  same name
           Jones Bob  [bob-2]  same name

        """)
  }

  @Test("the region comes from the locale; without one the national and + numbers stay apart")
  func regionFromLocale() throws {
    let (home, path) = try Self.setUp()
    let german = try home.cli(["duplicates", "--contacts", path], environment: ["LC_ALL": "de_DE.UTF-8"])
    #expect(german.stdout.contains("Annie S  [anna-3]  same phone +491761234567"))
    let none = try home.cli(["duplicates", "--contacts", path], environment: Self.noLocale)
    #expect(none.status == 0)
    #expect(!none.stdout.contains("anna-3"))
    #expect(none.stdout.contains("A. Schmidt  [anna-2]  same e-mail anna@example.com\n"))
  }

  @Test("JSON lists each cluster's members with their reasons")
  func json() throws {
    let (home, path) = try Self.setUp()
    let output = try home.cli(["duplicates", "--contacts", path, "--region", "de", "--format", "json"])
    #expect(output.status == 0)
    let clusters = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: [[String: Any]]]])
    #expect(clusters.count == 2)
    let anna = try #require(clusters.first?["members"])
    #expect(anna.compactMap { $0["identifier"] as? String } == ["anna-1", "anna-2", "anna-3"])
    let reasons = try #require(anna[1]["reasons"] as? [[String: String]])
    #expect(reasons.map { $0["kind"] } == ["email", "phone"])
    #expect(reasons.map { $0["value"] } == ["anna@example.com", "+491761234567"])
  }

  @Test("no duplicates is exit 0 and says so; an unknown region is a usage error")
  func noneAndUsage() throws {
    let (home, _) = try Self.setUp()
    let single = try ListCommandTests.write(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:x\r\nFN:Only One\r\nN:One;Only;;;\r\nEND:VCARD\r\n", named: "one.vcf",
      in: home)
    let output = try home.cli(["duplicates", "--contacts", single])
    #expect(output.status == 0)
    #expect(output.stdout == "No likely duplicates.\n")
    let usage = try home.cli(["duplicates", "--contacts", single, "--region", "QQ"])
    #expect(usage.status == 2)
    #expect(usage.stderr.contains("--region takes a country code"))
  }

  @Test("it goes through the grant as list does: refused while undecided or denied; limited sees only shared cards")
  func authorization() throws {
    let home = try TestHome()
    let path = try ListCommandTests.write(Self.book, named: "book.vcf", in: home)
    let undecided = try home.cli(["duplicates", "--contacts", path])
    #expect(undecided.status == 4)
    #expect(undecided.stdout.isEmpty)
    _ = try home.cli(["permissions", "set", "com.example.ContactsDemo", "deny"])
    #expect(try home.cli(["duplicates", "--contacts", path]).status == 1)
    // Limited access with nothing shared: no card is compared.
    _ = try home.cli(["permissions", "set", "com.example.ContactsDemo", "limited"])
    let limited = try home.cli(["duplicates", "--contacts", path, "--region", "DE"])
    #expect(limited.status == 0)
    #expect(limited.stdout == "No likely duplicates.\n")
  }
}

/// `duplicates` under limited access: only the shared cards are compared.
@Suite("contacts-tui duplicates under limited access", .serialized)
struct DuplicatesLimitedTests {
  @Test("sharing Anna Schmidt, A. Schmidt and Bob Jones: one cluster of the two Annas, nothing of Bob's or Annie's")
  func sharedOnly() throws {
    let (home, path) = try DuplicatesCommandTests.setUp("limited")
    do {
      let edit = try TmuxSession(
        ["permissions", "edit", "com.example.ContactsDemo", "--contacts", path] + home.arguments)
      try edit.waitFor("0 selected")
      Pause.pastArmingDelay()
      // By family name: Annie S, Jones Bob, Bob Jones, Carol King, A. Schmidt, Anna Schmidt.
      try edit.send("G", "Space", "k", "Space", "k", "k", "Space")
      try edit.waitFor("3 selected")
      try edit.send("Enter")
      try edit.waitFor("Share 3 Contacts?")
      Pause.pastArmingDelay()
      try edit.send("Enter")
      #expect(try edit.exitStatus() == 0)
    }
    let output = try home.cli(["duplicates", "--contacts", path, "--region", "DE"])
    #expect(output.status == 0)
    #expect(
      output.stdout == """
        1 group of likely duplicates (2 contacts).

        1. 2 contacts
           Anna Schmidt  [anna-1]  same e-mail anna@example.com
           A. Schmidt  [anna-2]  same e-mail anna@example.com

        """)
  }
}

/// `M` in the browser, in tmux: the merge view of a contact's likely duplicates.
@Suite("the merge view in the browser")
struct MergeViewTests {
  @Test("M opens the selected contact's duplicates side by side; Esc cancels; Enter merges them in one save")
  func mergeView() throws {
    let (home, path) = try DuplicatesCommandTests.setUp()
    let tmux = try TmuxSession(home.arguments + ["--contacts", path])
    try tmux.waitFor("Schmidt")
    _ = try BrowserTests.settled(tmux)
    // The last contact by family name is Anna Schmidt (anna-1); A. Schmidt shares her e-mail.
    try tmux.send("G", "M")
    var screen = try tmux.waitFor("Merge 2 contacts")
    #expect(screen.contains("1 Anna Schmidt") && screen.contains("2 A. Schmidt"))
    #expect(screen.contains("›Name"))
    #expect(screen.contains("Enter merge"))
    try tmux.send("Escape")
    screen = try tmux.waitUntil("back in the browser") { !$0.contains("Merge 2 contacts") && $0.contains("Schmidt") }
    // The browser reloaded, with the same contact selected.
    _ = try BrowserTests.settled(tmux)
    try tmux.send("M")
    try tmux.waitFor("Merge 2 contacts")
    try tmux.send("Right", "Enter")
    // One save: A. Schmidt's card is gone, Anna Schmidt's keeps both cards' values.
    try tmux.waitUntil("merged, back in the browser") { !$0.contains("Merge 2 contacts") && $0.contains("Schmidt") }
    try tmux.send("q")
    #expect(try tmux.exitStatus() == 0)
    let file = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!file.contains("UID:anna-2"))
    #expect(file.components(separatedBy: "BEGIN:VCARD").count - 1 == 5)
    #expect(file.contains("UID:anna-1") && file.contains("0176 1234567"))
  }
}
