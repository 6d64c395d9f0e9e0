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
