import Foundation
import Testing

@testable import ContactsApp

@Suite("Where data lives, exit codes and small encoders")
struct AppEnvironmentTests {
  @Test("the restrictions file: CONTACTS_TUI_RESTRICTIONS, else /etc/contacts-tui/restrictions")
  func restrictionsFile() {
    let common = CommonOptions()
    #expect(AppSetup(common: common, environment: [:]).restrictionsFile.path == "/etc/contacts-tui/restrictions")
    #expect(AppSetup(common: common, environment: ["CONTACTS_TUI_RESTRICTIONS": "/r"]).restrictionsFile.path == "/r")
  }

  @Test(
    "exit codes follow DESIGN's table",
    arguments: [
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

  @Test(
    "the line prompt's keys: y allows, n or Enter denies, q or Esc decides later, others are ignored",
    arguments: [
      ("y", "allow"), ("Y", "allow"), ("n", "deny"), ("\n", "deny"), ("N", "deny"), ("q", "dismissed"),
      ("\u{1B}", "dismissed"), ("x", "ignored"), (" ", "ignored"),
    ] as [(Character, String)])
  @MainActor
  func linePromptAnswers(key: Character, meaning: String) {
    let actual: String =
      switch LinePrompt.answer(key) {
      case .allow?: "allow"
      case .deny?: "deny"
      case .dismissed?: "dismissed"
      case .limited?: "limited"
      case nil: "ignored"
      }
    #expect(actual == meaning)
  }

}
