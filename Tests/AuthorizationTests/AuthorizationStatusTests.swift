import Testing

@testable import Authorization

@Suite("AuthorizationStatus")
struct AuthorizationStatusTests {
  @Test(
    "raw values, names and status exit codes match Apple and DESIGN.md",
    arguments: [
      (AuthorizationStatus.notDetermined, 0, "notDetermined", Int32(4)),
      (.restricted, 1, "restricted", 3),
      (.denied, 2, "denied", 1),
      (.authorized, 3, "authorized", 0),
      (.limited, 4, "limited", 0),
    ]
  )
  func table(status: AuthorizationStatus, rawValue: Int, name: String, exitCode: Int32) {
    #expect(status.rawValue == rawValue)
    #expect(AuthorizationStatus(rawValue: rawValue) == status)
    #expect(status.name == name)
    #expect(status.description == name)
    #expect(AuthorizationStatus(name: name) == status)
    #expect(status.statusExitCode == exitCode)
  }

  @Test("there are exactly five statuses and no others")
  func fiveStatuses() {
    #expect(AuthorizationStatus.allCases.count == 5)
    #expect(AuthorizationStatus(rawValue: 5) == nil)
    #expect(AuthorizationStatus(name: "Authorized") == nil)
  }

  @Test("only authorized and limited allow access")
  func allowsAccess() {
    #expect(AuthorizationStatus.allCases.filter(\.allowsAccess) == [.authorized, .limited])
  }
}

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
