import ContactModel
import Foundation
import Testing

@Suite("ContactsError")
struct ContactsErrorTests {
  @Test(
    "codes mirror CNError and have a default message",
    arguments: [
      (ContactsError.Code.dataAccessError, 2),
      (.authorizationDenied, 100),
      (.promptDismissed, 1000),
      (.usageDescriptionMissing, 1001),
      (.noTerminal, 1002),
      (.invalidManifest, 1003),
    ]
  )
  func codes(code: ContactsError.Code, rawValue: Int) {
    #expect(code.rawValue == rawValue)
    #expect(!code.defaultMessage.isEmpty)
  }

  @Test("the message is the description and the localized description")
  func message() {
    let error = ContactsError(.noTerminal, message: "No tty here.")
    #expect(error.description == "No tty here.")
    #expect(error.localizedDescription == "No tty here.")
    #expect(String(describing: error) == "No tty here.")
  }
}
