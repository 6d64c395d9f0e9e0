import Foundation
import TerminalUI
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
    "the line prompt's keys, armed and alone: y allows, n or Enter denies, q or Esc decides later, others are ignored",
    arguments: [
      ("y", "allow"), ("Y", "allow"), ("n", "deny"), ("\n", "deny"), ("N", "deny"), ("q", "dismissed"),
      ("Q", "dismissed"), ("\u{1B}", "dismissed"), ("x", "ignored"), (" ", "ignored"), ("l", "ignored"),
    ] as [(String, String)])
  @MainActor
  func linePromptAnswers(key: String, meaning: String) {
    var state = LinePrompt.questionState("Allow? [y/N] ")
    _ = state.handle(.appeared, at: 0)
    state.setOnScreen(true)
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array(key.utf8), at: 1) + decoder.flush(at: 1.1)
    var outcome: DialogOutcome?
    for decoded in keys { outcome = outcome ?? state.handle(DialogInput(decoded), at: 1.1) }
    outcome = outcome ?? state.handle(.idle, at: 2)
    let actual: String =
      switch outcome.map(LinePrompt.answer) {
      case .allow?: "allow"
      case .deny?: "deny"
      case .dismissed?: "dismissed"
      case .limited?: "limited"
      case nil: "ignored"
      }
    #expect(actual == meaning)
  }

}
