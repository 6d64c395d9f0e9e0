import Foundation
import Testing

@testable import ContactsApp

@Suite("Where data lives, exit codes and small encoders")
struct AppEnvironmentTests {
  @Test("the data directory: --home, else CONTACTS_TUI_HOME, else XDG_DATA_HOME, else ~/.local/share", arguments: [
    ("/flag", ["CONTACTS_TUI_HOME": "/env", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/flag"),
    (nil, ["CONTACTS_TUI_HOME": "/env", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/env"),
    (nil, ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/xdg/contacts-tui"),
    (nil, ["XDG_DATA_HOME": "relative/ignored", "HOME": "/home/u"], "/home/u/.local/share/contacts-tui"),
    (nil, ["HOME": "/home/u"], "/home/u/.local/share/contacts-tui"),
  ] as [(String?, [String: String], String)])
  func dataDirectory(flag: String?, environment: [String: String], expected: String) {
    #expect(DataDirectory.resolve(home: flag, environment: environment).path == expected)
  }

  @Test("the restrictions file: CONTACTS_TUI_RESTRICTIONS, else /etc/contacts-tui/restrictions")
  func restrictionsFile() {
    #expect(DataDirectory.restrictionsFile(environment: [:]).path == "/etc/contacts-tui/restrictions")
    #expect(DataDirectory.restrictionsFile(environment: ["CONTACTS_TUI_RESTRICTIONS": "/r"]).path == "/r")
  }

  @Test("exit codes follow DESIGN's table", arguments: [
    (ExitCode.success, 0), (.denied, 1), (.usage, 2), (.restricted, 3), (.noDecision, 4), (.configuration, 5),
    (.noTerminal, 6), (.dataError, 7), (.signal(15), 143), (.signal(2), 130),
  ] as [(ExitCode, Int32)])
  func exitCodes(code: ExitCode, raw: Int32) {
    #expect(code.rawValue == raw)
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func jsonEscaping() {
    #expect(JSONText.string("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    #expect(JSONText.object([("k", "1")]) == "{\"k\": 1}")
    #expect(JSONText.array([]) == "[]")
  }

  @Test("the line prompt's answers: y allows, n or a bare Enter denies, q decides later", arguments: [
    ("y", "allow"), ("YES", "allow"), (" ok ", "allow"), ("n", "deny"), ("", "deny"), ("No", "deny"),
    ("q", "dismissed"), ("maybe", "ask again"),
  ])
  @MainActor
  func linePromptAnswers(text: String, meaning: String) {
    let actual: String =
      switch LinePrompt.answer(text) {
      case .allow?: "allow"
      case .deny?: "deny"
      case .dismissed?: "dismissed"
      case .limited?: "limited"
      case nil: "ask again"
      }
    #expect(actual == meaning)
  }
}
