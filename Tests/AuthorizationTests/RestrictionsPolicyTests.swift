import ContactModel
import Foundation
import Testing

@testable import Authorization

@Suite("RestrictionsPolicy")
struct RestrictionsPolicyTests {
  @Test(
    "parsing: one id per line, * for all, # comments, blanks and whitespace ignored",
    arguments: [
      ("", [], false),
      ("com.a\n", ["com.a"], false),
      ("com.a\ncom.b\r\n\n", ["com.a", "com.b"], false),
      ("  com.a  \n\tcom.b\t", ["com.a", "com.b"], false),
      ("# a comment\ncom.a # trailing comment\n   # indented comment", ["com.a"], false),
      ("com.a#no-space-comment", ["com.a"], false),
      ("*", [], true),
      ("com.a\n* # everyone\n", ["com.a"], true),
      ("#*\n# com.a", [], false),
      ("com.a com.b", ["com.a", "com.b"], false),
    ] as [(String, Set<String>, Bool)]
  )
  func parse(text: String, clients: Set<String>, all: Bool) {
    #expect(RestrictionsPolicy.parse(text) == RestrictionsPolicy(clients: clients, all: all))
  }

  @Test("restricts matches listed ids, case-insensitively, and everything under *")
  func restricts() {
    let policy = RestrictionsPolicy(clients: ["com.example.Blocked"])
    #expect(policy.restricts("com.example.Blocked"))
    #expect(policy.restricts("COM.EXAMPLE.BLOCKED"))
    #expect(!policy.restricts("com.example.Other"))
    #expect(!policy.restricts("com.example"))
    #expect(RestrictionsPolicy(clients: [], all: true).restricts("anything.at.all"))
    #expect(!RestrictionsPolicy.none.restricts("com.example.Blocked"))
  }

  @Test("a missing file means no restrictions")
  func missing() throws {
    let directory = TemporaryDirectory()
    let policy = try RestrictionsPolicy.load(contentsOf: directory.url.appendingPathComponent("restrictions"))
    #expect(policy == .none)
  }

  @Test("a file on disk is parsed")
  func loads() throws {
    let directory = TemporaryDirectory()
    let url = try directory.write(Data("# managed\ncom.example.ContactsDemo\n".utf8), to: "restrictions")
    #expect(try RestrictionsPolicy.load(contentsOf: url).restricts("com.example.ContactsDemo"))
  }

  @Test(
    "a policy that exists but cannot be read fails closed, naming the file",
    arguments: ["directory", "invalid UTF-8", "broken symlink"]
  )
  func unreadable(kind: String) throws {
    let directory = TemporaryDirectory()
    let url = directory.url.appendingPathComponent("restrictions")
    switch kind {
    case "directory":
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    case "invalid UTF-8":
      try Data([0x63, 0xFF, 0xFE, 0x0A]).write(to: url)
    default:
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/nonexistent/policy")
    }
    do {
      _ = try RestrictionsPolicy.load(contentsOf: url)
      Issue.record("an unreadable policy loaded")
    } catch {
      #expect(error.code == .dataAccessError)
      #expect(error.message.contains(url.path))
    }
  }

  @Test(
    "invisible characters cannot defeat a restriction: format characters are removed and any whitespace separates",
    arguments: [
      ("zero-width space after", "com.evil\u{200B}\n"),
      ("zero-width space inside", "com.e\u{200B}vil\n"),
      ("zero-width joiner and non-joiner", "com.\u{200D}evil\u{200C}\n"),
      ("word joiner", "com.evil\u{2060}\n"),
      ("BOM at the start of the file", "\u{FEFF}com.evil\n"),
      ("BOM inside a line", "com.evil\u{FEFF}\n"),
      ("soft hyphen", "com.ev\u{00AD}il\n"),
      ("bidi override and isolate", "\u{202E}com.evil\u{202C}\u{2066}\n"),
      ("trailing CR (CRLF file)", "com.evil\r\n"),
      ("lone CR line ends", "com.other\rcom.evil\r"),
      ("no-break space around", "\u{00A0}com.evil\u{00A0}\n"),
      ("ideographic and em spaces", "\u{3000}com.evil\u{2003}\n"),
      ("line and paragraph separators", "com.other\u{2028}com.evil\u{2029}"),
      ("next line (NEL)", "com.other\u{0085}com.evil"),
      ("vertical tab and form feed", "\u{0B}com.evil\u{0C}"),
      ("tab before a comment", "com.evil\t# blocked"),
      ("upper case", "COM.EVIL\n"),
      ("Hangul filler and variation selector", "com.evil\u{3164}\u{FE0F}\n"),
      ("star with a zero-width space", "*\u{200B}\n"),
    ] as [(String, String)])
  func invisibleCharacters(name: String, text: String) throws {
    let policy = RestrictionsPolicy.parse(text)
    #expect(policy.restricts("com.evil"), "\(name)")
    #expect(RestrictionsPolicy.problems(in: text).isEmpty, "\(name)")
    let directory = TemporaryDirectory()
    let url = try directory.write(Data(text.utf8), to: "restrictions")
    #expect(try RestrictionsPolicy.load(contentsOf: url).restricts("com.evil"), "\(name)")
  }

  @Test(
    "an app id padded with invisible characters is still matched by the plain id in the policy",
    arguments: ["com.evil\u{200B}", "\u{FEFF}com.evil", "com.e\u{00AD}vil", " com.evil\t", "COM.Evil\u{2060}"])
  func invisibleInTheAppId(bundleIdentifier: String) {
    #expect(RestrictionsPolicy.parse("com.evil\n").restricts(bundleIdentifier))
  }

  @Test(
    "a line holding a NUL or another control character cannot be understood: parse restricts every app, load refuses the file naming the line",
    arguments: [
      ("com.evil\0\n", "line 1 holds a NUL byte"),
      ("com.ok\ncom.evil\0x\n", "line 2 holds a NUL byte"),
      ("\0", "line 1 holds a NUL byte"),
      ("com.evil\u{1B}[0m\n", "line 1 holds the control character U+1B"),
      ("com.evil\u{7F}\n", "line 1 holds the control character U+7F"),
      ("com.evil\u{9B}\n", "line 1 holds the control character U+9B"),
    ] as [(String, String)])
  func controlCharacters(text: String, problem: String) throws {
    #expect(RestrictionsPolicy.parse(text).restricts("com.unrelated"))
    #expect(RestrictionsPolicy.problems(in: text).first == problem)
    let directory = TemporaryDirectory()
    let url = try directory.write(Data(text.utf8), to: "restrictions")
    do {
      _ = try RestrictionsPolicy.load(contentsOf: url)
      Issue.record("a policy with \(problem) loaded")
    } catch {
      #expect(error.code == .dataAccessError)
      #expect(error.message.contains(url.path))
      #expect(error.message.contains(problem), "\(error.message)")
    }
  }

  @Test(
    "a policy file that cannot be trusted fails closed: writable by group or others, owned by another user, a FIFO",
    arguments: ["world-writable", "group-writable", "owned by nobody", "fifo"])
  func untrustedPolicy(kind: String) throws {
    let directory = TemporaryDirectory()
    let url = directory.url.appendingPathComponent("restrictions")
    if kind == "fifo" {
      #expect(mkfifo(url.path, 0o644) == 0)
    } else {
      try Data("com.a\n".utf8).write(to: url)
    }
    switch kind {
    case "world-writable": #expect(chmod(url.path, 0o666) == 0)
    case "group-writable": #expect(chmod(url.path, 0o664) == 0)
    case "owned by nobody": #expect(chown(url.path, 65534, 65534) == 0)
    default: break
    }
    do {
      _ = try RestrictionsPolicy.load(contentsOf: url)
      Issue.record("an untrusted policy (\(kind)) loaded")
    } catch {
      #expect(error.code == .dataAccessError)
      #expect(error.message.contains(url.path))
    }
  }

  @Test("the location comes from CONTACTS_TUI_RESTRICTIONS")
  func environment() throws {
    let directory = TemporaryDirectory()
    let url = try directory.write(Data("*\n".utf8), to: "policy")
    let policy = try RestrictionsPolicy.loadDefault(environment: ["CONTACTS_TUI_RESTRICTIONS": url.path])
    #expect(policy.all)
  }

  /// Found by the config fuzzer (Fuzz/Regressions/config/): `#` followed by a combining mark is
  /// one Character, so a comment split by Characters never started and the id was not restricted.
  @Test("a trailing comment that starts with a combining mark still ends the id", arguments: ["\u{301}", "\u{7F0}"])
  func combiningMarkAfterHash(mark: String) {
    let policy = RestrictionsPolicy.parse("com.example.Blocked#\(mark) note\nf.#\(mark)")
    #expect(policy.restricts("com.example.Blocked"))
    #expect(policy.restricts("f."))
  }
}

@Suite("Restrictions policy: where an app is restricted")
struct RestrictionLineTests {
  @Test("the policy tells the file and the first line that restricts an app, or the * line for every app")
  func lines() {
    let policy = RestrictionsPolicy.parse(
      "# managed\ncom.example.Mail  # no mail\n\n*\ncom.example.Mail\n", sourcePath: "/etc/contacts-tui/restrictions")
    let mail = policy.restriction(of: "COM.example.mail")
    #expect(mail == RestrictionsPolicy.Restriction(path: "/etc/contacts-tui/restrictions", line: 2, everyApp: false))
    let other = policy.restriction(of: "com.example.Other")
    #expect(other == RestrictionsPolicy.Restriction(path: "/etc/contacts-tui/restrictions", line: 4, everyApp: true))
    #expect(RestrictionsPolicy.parse("com.a\n").restriction(of: "com.b") == nil)
    #expect(RestrictionsPolicy(clients: ["com.a"]).restriction(of: "com.a")?.line == nil)
  }
}
