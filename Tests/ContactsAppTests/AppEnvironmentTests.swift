import Authorization
import ContactModel
import Foundation
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt

@Suite("Where data lives, exit codes and small encoders")
struct AppEnvironmentTests {
  @Test("the restrictions file: CONTACTS_TUI_RESTRICTIONS, else /etc/contacts-tui/restrictions")
  func restrictionsFile() {
    let common = CommonOptions()
    #expect(AppSetup(common: common, environment: [:]).restrictionsFile.path == "/etc/contacts-tui/restrictions")
    #expect(AppSetup(common: common, environment: ["CONTACTS_TUI_RESTRICTIONS": "/r"]).restrictionsFile.path == "/r")
  }

  @Test(
    "exit codes follow the README's table",
    arguments: [
      (ExitCode.success, 0), (.denied, 1), (.usage, 2), (.restricted, 3), (.noDecision, 4), (.configuration, 5),
      (.noTerminal, 6), (.dataError, 7), (.signal(15), 143), (.signal(2), 130),
    ] as [(ExitCode, Int32)])
  func exitCodes(code: ExitCode, raw: Int32) {
    #expect(code.rawValue == raw)
  }

  @Test(
    "every signal that ends a run is 128 + its number",
    arguments: [
      (SIGHUP, 129), (SIGINT, 130), (SIGQUIT, 131), (SIGUSR1, 138), (SIGUSR2, 140), (SIGPIPE, 141), (SIGALRM, 142),
      (SIGTERM, 143), (SIGXCPU, 152), (SIGXFSZ, 153), (SIGVTALRM, 154), (SIGPROF, 155),
    ] as [(Int32, Int32)])
  func signalExitCodes(signal: Int32, raw: Int32) {
    #expect(ExitCode.signal(signal).rawValue == raw)
  }

  @Test(
    "a stored status is the exit code of status and list",
    arguments: [
      (AuthorizationStatus.authorized, ExitCode.success), (.limited, .success), (.denied, .denied),
      (.restricted, .restricted), (.notDetermined, .noDecision),
    ])
  func statusExitCodes(status: AuthorizationStatus, code: ExitCode) {
    #expect(ExitCode(status) == code)
  }

  @Test(
    "an error of the lower layers has the exit code of the README's table",
    arguments: [
      (ContactsError.Code.dataAccessError, Int32(7)), (.authorizationDenied, 1),
      (.promptDismissed, 4), (.usageDescriptionMissing, 5), (.noTerminal, 6), (.invalidManifest, 5),
    ])
  func errorExitCodes(code: ContactsError.Code, raw: Int32) {
    #expect(ExitCode(code).rawValue == raw)
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
