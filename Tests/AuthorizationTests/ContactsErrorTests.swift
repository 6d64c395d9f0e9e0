import Foundation
import Testing

@testable import Authorization

@Suite("ContactsError")
struct ContactsErrorTests {
  @Test(
    "codes mirror CNError and map to DESIGN.md's exit codes",
    arguments: [
      (ContactsError.Code.dataAccessError, 2, Int32(7)),
      (.authorizationDenied, 100, 1),
      (.vCardMalformed, 700, 7),
      (.promptDismissed, 1000, 4),
      (.usageDescriptionMissing, 1001, 5),
      (.noTerminal, 1002, 6),
      (.invalidManifest, 1003, 5),
    ]
  )
  func codes(code: ContactsError.Code, rawValue: Int, exitCode: Int32) {
    #expect(code.rawValue == rawValue)
    #expect(ContactsError(code).exitCode == exitCode)
    #expect(!code.defaultMessage.isEmpty)
  }

  @Test("the message is the description and the localized description")
  func message() {
    let error = ContactsError(.noTerminal, message: "No tty here.")
    #expect(error.description == "No tty here.")
    #expect(error.localizedDescription == "No tty here.")
    #expect(String(describing: error) == "No tty here.")
  }

  @Test("usageDescriptionMissing's default message is iOS's crash text")
  func usageMessage() {
    #expect(ContactsError(.usageDescriptionMissing).message == AppManifest.usageDescriptionMissingMessage)
  }
}
